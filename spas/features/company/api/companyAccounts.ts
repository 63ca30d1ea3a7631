import { CompanyAccountsResponse, type AccountDetail } from '../../../../shared/contract/accounts.js';
import { http } from '../../../../shared/session/http.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import type { AccountsQuery } from '../accountFilters.js';

const url = callUrls.companyAccounts;

export const companyAccountsKey = (companyId: string) => ['companyAccounts', companyId] as const;

/** GET /v1/accounts/company/{id}: one page of the company's accounts (processor balances), searched, filtered and sorted on the platform. */
export const companyAccountsQuery = (companyId: string, query: AccountsQuery, page: number, size: number) => ({
  queryKey: [...companyAccountsKey(companyId), { ...query, page, size }] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(url(companyId, query, page * size, size), { schema: CompanyAccountsResponse, signal }),
});

/** The platform's largest page. */
const EXPORT_PAGE = 500;

/** Every account matching the search and filters (Download CSV, select all matching): the pages of 500 in turn. */
export async function allMatchingAccounts(companyId: string, query: AccountsQuery): Promise<AccountDetail[]> {
  const first = await http.get(url(companyId, query, 0, EXPORT_PAGE), { schema: CompanyAccountsResponse });
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) =>
      http.get(url(companyId, query, (i + 1) * EXPORT_PAGE, EXPORT_PAGE), { schema: CompanyAccountsResponse }),
    ),
  );
  return [first, ...rest].flatMap((p) => p.content);
}
