import { BrandAddressResponse, type BrandAddress } from '../../../../shared/contract/brand.js';
import { http } from '../../../../shared/session/http.js';

/** GET /brand/{brand}/addressByType (every type): where to write, pay and send overnight mail. */
export const brandAddressesQuery = (brand: string) => ({
  queryKey: ['brandAddresses', brand] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<BrandAddress[]> =>
    http.get(`/api/brand/${encodeURIComponent(brand)}/addressByType`, { schema: BrandAddressResponse, signal }).then((a) => a.data),
});
