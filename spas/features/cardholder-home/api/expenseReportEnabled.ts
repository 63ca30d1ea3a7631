import { expenseReportEnabledCall, type ExpenseReportEnabledResponse } from '../../../../shared/contract/company.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { callPlatform } from '../../../../shared/session/http.js';

export type ExpenseReportEnablement = ExpenseReportEnabledResponse['data'];

/**
 * GET /company/expensereport/{companyId}/enabled: whether the company has expense reporting on and acknowledged.
 * docs/requirements.md#spec-8-errors: its failure still shows the dashboard — only the panel that reads it says it failed.
 */
export const expenseReportEnabledQuery = (companyId: number) => ({
  // The cardholder home's composed page fills this key too (shared/session/facts).
  queryKey: factKeys.expenseReportEnabled(companyId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ExpenseReportEnablement> =>
    callPlatform(expenseReportEnabledCall, { params: { companyId }, signal }).then((a) => a.data),
});
