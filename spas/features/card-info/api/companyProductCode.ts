import { SearchCompanyResponse } from '../../../../shared/contract/company.js';
import { http } from '../../../../shared/session/http.js';

/** GET /searchcompany?companyId: the logged-in user's company, for its product code (which terms may show). */
export const companyProductCodeQuery = (companyId: number) => ({
  queryKey: ['companyProductCode', companyId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<number> =>
    http.get(`/api/searchcompany?companyId=${encodeURIComponent(String(companyId))}`, { schema: SearchCompanyResponse, signal }).then((a) => a.data.productTypeCode),
});
