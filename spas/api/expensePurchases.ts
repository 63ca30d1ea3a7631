import type { Transaction } from '../../shared/contract/cards.js';
import { expenseTransactionsCall } from '../../shared/contract/expenseReports.js';
import { factKeys } from '../../shared/session/facts/factQueries.js';
import { callPlatform } from '../../shared/session/http.js';

/**
 * GET /v1/expensereport/transactions: the account's posted purchases that are on no other report (with the edited
 * report's own when `reportId` is given). `account` null: the signed-in cardholder's own. Used by the expense report
 * form and the cardholder home; its key sits under `['expenseReports']`, so a report's write refreshes it.
 */
export const purchasesQuery = (account: number | null, reportId: number | null) => ({
  // The cardholder home's composed page fills the own account's key too (shared/session/facts).
  queryKey: factKeys.expensePurchases(account, reportId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Transaction[]> =>
    callPlatform(expenseTransactionsCall, { query: { accountEntityId: account, reportId }, signal }).then((a) => a.data),
});
