import * as z from 'zod/mini';
import { LineAddress, dataEnvelope } from './common.js';
import { lazySchema } from './lazySchema.js';

/** Brand response data (spec §3). */
export const BrandData = lazySchema(() => z.object({
  brand: z.string(),
  brandValueDisplay: z.string(),
}));
export type BrandData = z.infer<typeof BrandData>;

/** GET /brand/subdomain/{subdomain} */
export const BrandBySubdomainResponse = lazySchema(() => dataEnvelope(BrandData));
export type BrandBySubdomainResponse = z.infer<typeof BrandBySubdomainResponse>;

/** Brand detail: GET /brand/{brand} and GET /brand/{brandId}. */
export const BrandDetail = lazySchema(() => z.object({
  brandId: z.number(),
  brand: z.string(),
  brandValueDisplay: z.string(),
  phone: z.string(),
  email: z.string(),
  reportingUrl: z.string(),
  /** Rewards variant (spec §1): pnfp, grizzlies, communitycard, bhg, bhgmore, or default. */
  rewardsVariant: z.enum(['pnfp', 'grizzlies', 'communitycard', 'bhg', 'bhgmore', 'default']),
}));
export type BrandDetail = z.infer<typeof BrandDetail>;
export const BrandDetailResponse = lazySchema(() => dataEnvelope(BrandDetail));
export type BrandDetailResponse = z.infer<typeof BrandDetailResponse>;

export const AddressType = lazySchema(() => z.enum(['MAILING', 'PAYMENT', 'OVERNIGHT', 'CUSTOMER_SERVICE']));
export const BrandAddress = lazySchema(() => z.extend(LineAddress, { addressType: AddressType, phone: z.string() }));
export type BrandAddress = z.infer<typeof BrandAddress>;
/** GET /brand/{brand}/addressByType?addressType: every address, or the one of that type. */
export const BrandAddressResponse = lazySchema(() => z.object({ data: z.array(BrandAddress) }));
export type BrandAddressResponse = z.infer<typeof BrandAddressResponse>;

export const HoldingCompanyCompany = lazySchema(() => z.object({
  companyId: z.number(),
  companyName: z.string(),
  productTypeCode: z.number(),
  /** The product's display name (tells apart companies with the same name). */
  productName: z.string(),
  /** Day of the month the company's statement cycle closes. */
  billingCycle: z.number(),
  availableCredit: z.number(),
  outstandingBalance: z.number(),
  creditLimit: z.number(),
  status: z.string(),
}));
export const HoldingCompanyAddressType = lazySchema(() => z.enum(['HEADQUARTERS', 'MAILING', 'BILLING']));
export const HoldingCompanyAddress = lazySchema(() => z.extend(LineAddress, { addressType: HoldingCompanyAddressType }));
export type HoldingCompanyAddress = z.infer<typeof HoldingCompanyAddress>;
/** GET /v1/brands/holdingcompany/{id}: the holding company, its contact and addresses (designed here: spec §7 names the call only). */
export const HoldingCompanyResponse = lazySchema(() => dataEnvelope(z.object({
  holdingCompanyId: z.number(),
  name: z.string(),
  brand: z.string(),
  companyIds: z.array(z.number()),
  status: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  addresses: z.array(HoldingCompanyAddress),
})));
export type HoldingCompanyResponse = z.infer<typeof HoldingCompanyResponse>;
/** GET /v1/brands/holdingcompany/{id}/associations: the companies under it. */
export const HoldingCompanyAssociationsResponse = lazySchema(() => z.object({ data: z.array(HoldingCompanyCompany) }));
export type HoldingCompanyAssociationsResponse = z.infer<typeof HoldingCompanyAssociationsResponse>;

/** GET /reporting: the external reporting page for the user's brand. */
export const ReportingResponse = lazySchema(() => dataEnvelope(z.object({ url: z.string() })));
export type ReportingResponse = z.infer<typeof ReportingResponse>;

/** POST /vault/decrypt (needs header X-Security-Token from POST /user/securitytoken). */
export const VaultDecryptRequest = lazySchema(() => z.object({
  companyId: z.number().check(z.int()),
  vendorId: z.number().check(z.int()),
  type: z.enum(['SECURITY_CODE', 'BANK_ACCOUNT', 'ROUTING_NUMBER']),
}));
export const VaultDecryptResponse = lazySchema(() => dataEnvelope(z.object({ type: z.string(), value: z.string() })));
export type VaultDecryptResponse = z.infer<typeof VaultDecryptResponse>;

/** POST /warn/log: the client's retry and warning log (no XSRF needed; callable logged out). */
export const WarnLogRequest = lazySchema(() => z.object({
  page: z.string().check(z.maxLength(500)),
  loggedIn: z.boolean(),
  blurb: z.string().check(z.maxLength(4000)),
}));
