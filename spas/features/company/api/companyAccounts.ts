import { CompanyAccountsResponse } from '../../../../shared/contract/accounts.js';
import { http } from '../../../../shared/session/http.js';

/** GET /v1/accounts/company/{id}?page&size&useProcessorData: one page of the company's accounts (processor figures). */
export const companyAccountsQuery = (companyId: string, page: number, size: number) => ({
  queryKey: ['companyAccounts', companyId, { page, size }] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(`/api/v1/accounts/company/${encodeURIComponent(companyId)}?page=${page}&size=${size}&useProcessorData=true`, {
      schema: CompanyAccountsResponse,
      signal,
    }),
});
