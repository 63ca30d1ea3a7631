import { companyVirtualCardCall, type CompanyVirtualCard } from '../../../../shared/contract/company.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { vcKeys } from './base.js';

/**
 * GET /company/virtualcard/{id}: the company's virtual card program (enabled, its vendors' card defaults, its vendors
 * by status). Under the company's key, so a vendor added or deleted refreshes the counts.
 */
export const companyVirtualCardQuery = (companyId: string) => ({
  queryKey: vcKeys.settings(companyId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<CompanyVirtualCard> =>
    callPlatform(companyVirtualCardCall, { params: { companyId }, signal }).then((a) => a.data),
});
