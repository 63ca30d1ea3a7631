import { GlAccountsResponse, type GlAccount } from '../../../../shared/contract/expenseReports.js';
import { http } from '../../../../shared/session/http.js';
import { enc, expenseKeys } from './keys.js';

/** GET /v1/expensereport/company/{id}/glaccounts: active and retired GL accounts (spec §8: a failure is no list). */
export const glAccountsQuery = (companyId: number) => ({
  queryKey: expenseKeys.glAccounts(companyId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<GlAccount[]> =>
    http.get(`/api/v1/expensereport/company/${enc(String(companyId))}/glaccounts`, { schema: GlAccountsResponse, signal }).then((a) => a.data),
});
