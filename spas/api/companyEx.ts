import { searchCompanyExCall } from '../../shared/contract/company.js';
import { callPlatform } from '../../shared/session/http.js';

/**
 * GET /searchcompanyex?companyId: the company with its address, contact, bank manager and account and card counts
 * (the program admin's Services contact panel; the holding company's company details, with the processor's figures).
 */
export const companyExQuery = (companyId: string, useProcessorData = false) => ({
  queryKey: ['companyEx', companyId, useProcessorData] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(searchCompanyExCall, { query: { companyId, useProcessorData: useProcessorData || undefined }, signal }).then(
      (a) => a.data,
    ),
});
/** Every cached answer of one company (after its contact or bank manager changes). */
export const companyExKey = (companyId: string) => ['companyEx', companyId] as const;
