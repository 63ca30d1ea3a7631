import * as z from 'zod/mini';
import { dataEnvelope } from './common.js';

/** Brand response data (spec §3). */
export const BrandData = z.object({
  brand: z.string(),
  brandValueDisplay: z.string(),
});
export type BrandData = z.infer<typeof BrandData>;

/** GET /brand/subdomain/{subdomain} */
export const BrandBySubdomainResponse = dataEnvelope(BrandData);
export type BrandBySubdomainResponse = z.infer<typeof BrandBySubdomainResponse>;
