import { brandAddressesCall, type BrandAddress } from '../../../../shared/contract/brand.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /brand/{brand}/addressByType (every type): where to write, pay and send overnight mail. */
export const brandAddressesQuery = (brand: string) => ({
  queryKey: ['brandAddresses', brand] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<BrandAddress[]> =>
    callPlatform(brandAddressesCall, { params: { brand }, signal }).then((a) => a.data),
});
