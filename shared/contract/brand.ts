import * as z from 'zod/mini';
import { LineAddress, SuccessResponse, dataEnvelope } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

/** Brand response data (docs/requirements.md#spec-3-entities). */
export const BrandData = lazySchema(() =>
  z.object({
    brand: z.string(),
    brandValueDisplay: z.string(),
  }),
);
export type BrandData = z.infer<typeof BrandData>;

/** GET /brand/subdomain/{subdomain} */
export const BrandBySubdomainResponse = lazySchema(() => dataEnvelope(BrandData));
export type BrandBySubdomainResponse = z.infer<typeof BrandBySubdomainResponse>;

/** Brand detail: GET /brand/{brand} and GET /brand/{brandId}. */
export const BrandDetail = lazySchema(() =>
  z.object({
    brandId: z.number(),
    brand: z.string(),
    brandValueDisplay: z.string(),
    phone: z.string(),
    email: z.string(),
    reportingUrl: z.string(),
    /** Rewards variant (docs/requirements.md#spec-1-product): pnfp, grizzlies, communitycard, bhg, bhgmore, or default. */
    rewardsVariant: z.enum(['pnfp', 'grizzlies', 'communitycard', 'bhg', 'bhgmore', 'default']),
  }),
);
export type BrandDetail = z.infer<typeof BrandDetail>;
export const BrandDetailResponse = lazySchema(() => dataEnvelope(BrandDetail));
export type BrandDetailResponse = z.infer<typeof BrandDetailResponse>;

export const AddressType = lazySchema(() => z.enum(['MAILING', 'PAYMENT', 'OVERNIGHT', 'CUSTOMER_SERVICE']));
export const BrandAddress = lazySchema(() => z.extend(LineAddress, { addressType: AddressType, phone: z.string() }));
export type BrandAddress = z.infer<typeof BrandAddress>;
/** GET /brand/{brand}/addressByType?addressType: every address, or the one of that type. */
export const BrandAddressResponse = lazySchema(() => z.object({ data: z.array(BrandAddress) }));
export type BrandAddressResponse = z.infer<typeof BrandAddressResponse>;

export const HoldingCompanyCompany = lazySchema(() =>
  z.object({
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
  }),
);
export const HoldingCompanyAddressType = lazySchema(() => z.enum(['HEADQUARTERS', 'MAILING', 'BILLING']));
export const HoldingCompanyAddress = lazySchema(() => z.extend(LineAddress, { addressType: HoldingCompanyAddressType }));
export type HoldingCompanyAddress = z.infer<typeof HoldingCompanyAddress>;
/** GET /v1/brands/holdingcompany/{id}: the holding company, its contact and addresses (designed here: docs/requirements.md#spec-7-calls names the call only). */
export const HoldingCompanyResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      holdingCompanyId: z.number(),
      name: z.string(),
      brand: z.string(),
      companyIds: z.array(z.number()),
      status: z.string(),
      contactName: z.string(),
      contactEmail: z.string(),
      contactPhone: z.string(),
      addresses: z.array(HoldingCompanyAddress),
    }),
  ),
);
export type HoldingCompanyResponse = z.infer<typeof HoldingCompanyResponse>;
/** GET /v1/brands/holdingcompany/{id}/associations: the companies under it. */
export const HoldingCompanyAssociationsResponse = lazySchema(() => z.object({ data: z.array(HoldingCompanyCompany) }));
export type HoldingCompanyAssociationsResponse = z.infer<typeof HoldingCompanyAssociationsResponse>;

/** GET /reporting: the external reporting page for the user's brand. */
export const ReportingResponse = lazySchema(() => dataEnvelope(z.object({ url: z.string() })));
export type ReportingResponse = z.infer<typeof ReportingResponse>;

/** POST /vault/decrypt (needs header X-Security-Token from POST /user/securitytoken). */
export const VaultDecryptRequest = lazySchema(() =>
  z.object({
    companyId: z.number().check(z.int()),
    vendorId: z.number().check(z.int()),
    type: z.enum(['SECURITY_CODE', 'BANK_ACCOUNT', 'ROUTING_NUMBER']),
  }),
);
export const VaultDecryptResponse = lazySchema(() => dataEnvelope(z.object({ type: z.string(), value: z.string() })));
export type VaultDecryptResponse = z.infer<typeof VaultDecryptResponse>;

/** POST /warn/log: the client's retry and warning log (no XSRF needed; callable logged out). */
export const WarnLogRequest = lazySchema(() =>
  z.object({
    page: z.string().check(z.maxLength(500)),
    loggedIn: z.boolean(),
    blurb: z.string().check(z.maxLength(4000)),
  }),
);

export const AddressTypeQuery = lazySchema(() => z.object({ addressType: z.optional(AddressType) }));
/** The associations' figures: the processor's unless `useProcessorData=false`. */
export const ProcessorDataQuery = lazySchema(() => z.object({ useProcessorData: z.optional(z.enum(['true', 'false'])) }));
/** The step-up token `POST /user/securitytoken` answers, which revealing a secret needs. */
export const SECURITY_TOKEN_HEADER = 'X-Security-Token';
export const SecurityTokenHeaders = lazySchema(() => z.object({ [SECURITY_TOKEN_HEADER]: z.string().check(z.minLength(1)) }));

export const brandBySubdomainCall = defineCall({
  id: 'brand.bySubdomain',
  method: 'GET',
  path: '/brand/subdomain/{subdomain}',
  source: 'spec-7',
  access: 'public',
  summary: 'The client brand a host name serves, with its display name (how the gateway learns the brand).',
  answer: BrandBySubdomainResponse,
});
export const brandDetailsCall = defineCall({
  id: 'brand.details',
  method: 'GET',
  path: '/brand/{brand}',
  source: 'spec-7',
  access: 'public',
  summary: "A brand's details by code or numeric id: display name, phone, email, reporting URL, rewards variant.",
  answer: BrandDetailResponse,
});
export const brandAddressesCall = defineCall({
  id: 'brand.addressByType',
  method: 'GET',
  path: '/brand/{brand}/addressByType',
  source: 'spec-7',
  access: 'public',
  summary: "The brand's addresses (mailing, payment, overnight, customer service), or those of one type.",
  query: AddressTypeQuery,
  answer: BrandAddressResponse,
});
export const holdingCompanyCall = defineCall({
  id: 'brand.holdingCompany',
  method: 'GET',
  path: '/v1/brands/holdingcompany/{id}',
  source: 'spec-7',
  access: 'session',
  summary: 'A holding company: its companies, status, contact and addresses.',
  answer: HoldingCompanyResponse,
});
export const holdingCompanyAssociationsCall = defineCall({
  id: 'brand.holdingCompanyAssociations',
  method: 'GET',
  path: '/v1/brands/holdingcompany/{id}/associations',
  source: 'spec-7',
  access: 'session',
  summary: "The holding company's companies with their product, billing cycle and credit figures.",
  query: ProcessorDataQuery,
  answer: HoldingCompanyAssociationsResponse,
});
export const reportingCall = defineCall({
  id: 'brand.reporting',
  method: 'GET',
  path: '/reporting',
  source: 'spec-7',
  access: 'session',
  summary: "The URL of the brand's external reporting page.",
  answer: ReportingResponse,
});
export const vaultDecryptCall = defineCall({
  id: 'brand.vaultDecrypt',
  method: 'POST',
  path: '/vault/decrypt',
  source: 'spec-7',
  access: 'session',
  summary: "One of a vendor's secrets (security code, bank account, routing number), with a fresh security token.",
  headers: SecurityTokenHeaders,
  body: VaultDecryptRequest,
  answer: VaultDecryptResponse,
});
export const warnLogCall = defineCall({
  id: 'brand.warnLog',
  method: 'POST',
  path: '/warn/log',
  source: 'spec-7',
  access: 'public',
  summary: "The client's warning and retry log (card-like digits are redacted); callable logged out.",
  body: WarnLogRequest,
  answer: SuccessResponse,
});
