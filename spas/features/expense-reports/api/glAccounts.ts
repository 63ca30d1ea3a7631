import { GlAccountsResponse, type GlAccount } from '../../../../shared/contract/expenseReports.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { http } from '../../../../shared/session/http.js';
import { expenseKeys } from './keys.js';

/** GET /v1/expensereport/company/{id}/glaccounts: active and retired GL accounts (docs/requirements.md#spec-8-errors: a failure is no list). */
export const glAccountsQuery = (companyId: number) => ({
  queryKey: expenseKeys.glAccounts(companyId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<GlAccount[]> =>
    http.get(callUrls.glAccounts(companyId), { schema: GlAccountsResponse, signal }).then((a) => a.data),
});
