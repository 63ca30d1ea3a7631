import { searchCompanyCall } from '../../../../shared/contract/company.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /searchcompany?companyId: the logged-in user's company, for its product code (which terms may show). */
export const companyProductCodeQuery = (companyId: number) => ({
  queryKey: ['companyProductCode', companyId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<number> =>
    callPlatform(searchCompanyCall, { query: { companyId }, signal }).then((a) => a.data.productTypeCode),
});
