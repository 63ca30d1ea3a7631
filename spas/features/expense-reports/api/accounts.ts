import { ExpenseReportAccountsResponse } from '../../../../shared/contract/user.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { http } from '../../../../shared/session/http.js';
import { expenseKeys } from './keys.js';

export type ExpenseAccount = ExpenseReportAccountsResponse['data'][number];

/** GET /v1/expensereport/{userid}/accounts: the accounts an admin reports for (assigned ones for managers and accounting). */
export const expenseAccountsQuery = (userid: number) => ({
  queryKey: expenseKeys.accounts(userid),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ExpenseAccount[]> =>
    http.get(callUrls.expenseAccounts(userid), { schema: ExpenseReportAccountsResponse, signal }).then((a) => a.data),
});
