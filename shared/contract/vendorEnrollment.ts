import * as z from 'zod/mini';
import { IsoDate, dataEnvelope, dataList } from './common.js';
import { VendorStatus } from './virtualCards.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

/**
 * The vendor's public pages (vendorPayment, enrollVendor): /api/vc/vendor/{companyId}/{enrollmentKey}/...
 * `verify` answers a vendor token; `enroll`, `payments` and `card` need it in header X-Vendor-Token.
 */
export const VENDOR_TOKEN_HEADER = 'X-Vendor-Token';

/** GET /vc/vendor/{a}/{b}/check */
export const VendorCheckResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      companyName: z.string(),
      vendorName: z.string(),
      status: VendorStatus,
      enrolled: z.boolean(),
      securityCodeRequired: z.boolean(),
    }),
  ),
);
export type VendorCheckResponse = z.infer<typeof VendorCheckResponse>;

/** POST /vc/vendor/{a}/{b}/verify */
export const VendorVerifyRequest = lazySchema(() => z.object({ securityCode: z.string().check(z.minLength(1), z.maxLength(20)) }));
export const VendorVerifyResponse = lazySchema(() => dataEnvelope(z.object({ verified: z.boolean(), vendorToken: z.string() })));
export type VendorVerifyResponse = z.infer<typeof VendorVerifyResponse>;

/** POST /vc/vendor/{a}/{b}/enroll: confirms the contact and accepts the terms → ACTIVE. */
export const VendorEnrollRequest = lazySchema(() =>
  z.object({
    contactFirstname: z.string().check(z.minLength(1), z.maxLength(40)),
    contactLastname: z.string().check(z.minLength(1), z.maxLength(40)),
    contactEmail: z.string().check(z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)),
    contactPhone: z.optional(z.string().check(z.maxLength(20))),
    acceptTerms: z.literal(true),
  }),
);
export const VendorEnrollResponse = lazySchema(() => dataEnvelope(z.object({ status: VendorStatus, enrolledDate: IsoDate })));
export type VendorEnrollResponse = z.infer<typeof VendorEnrollResponse>;

export const VendorSidePayment = lazySchema(() =>
  z.object({
    paymentId: z.number(),
    amount: z.number(),
    invoiceNumber: z.string(),
    createdDate: IsoDate,
    validTo: z.nullable(IsoDate),
    status: z.string(),
    cardNumberLast4: z.string(),
  }),
);
/** GET /vc/vendor/{a}/{b}/payments */
export const VendorSidePaymentsResponse = lazySchema(() => dataList(VendorSidePayment));
export type VendorSidePaymentsResponse = z.infer<typeof VendorSidePaymentsResponse>;

/** GET /vc/vendor/{a}/{b}/card?paymentId: masked (first six / last four), never the full number. */
export const VendorSideCardResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      paymentId: z.number(),
      maskedCardNumber: z.string(),
      expiry: z.string(),
      amount: z.number(),
      usesRemaining: z.number(),
      validTo: z.nullable(IsoDate),
    }),
  ),
);
export type VendorSideCardResponse = z.infer<typeof VendorSideCardResponse>;

/** GET /vc/vendor/{a}/{b}/provider: who issues the cards (the client brand). */
export const VendorProviderResponse = lazySchema(() =>
  dataEnvelope(z.object({ brand: z.string(), brandValueDisplay: z.string(), phone: z.string(), email: z.string() })),
);
export type VendorProviderResponse = z.infer<typeof VendorProviderResponse>;

/** POST /vc/company/{companyId}/vendor/{vendorId}/enroll/email: resend the enrollment notification → ACTIVE. */
export const EnrollmentEmailResponse = lazySchema(() =>
  dataEnvelope(z.object({ vendorId: z.number(), status: VendorStatus, sentTo: z.string() })),
);
export type EnrollmentEmailResponse = z.infer<typeof EnrollmentEmailResponse>;

/** The token `verify` answers, which the vendor's other pages send. */
export const VendorTokenHeaders = lazySchema(() => z.object({ [VENDOR_TOKEN_HEADER]: z.string().check(z.minLength(1)) }));
export const VendorCardQuery = lazySchema(() => z.object({ paymentId: z.string() }));

const VENDOR = '/vc/vendor/{companyId}/{key}';

export const vendorCheckCall = defineCall({
  id: 'vendorEnrollment.check',
  method: 'GET',
  path: `${VENDOR}/check`,
  source: 'spec-7',
  access: 'public',
  summary: "Whether a vendor link is valid, with the vendor's name and status.",
  answer: VendorCheckResponse,
});
export const vendorVerifyCall = defineCall({
  id: 'vendorEnrollment.verify',
  method: 'POST',
  path: `${VENDOR}/verify`,
  source: 'spec-7',
  access: 'public',
  summary: "Checks the vendor's security code; answers the vendor token.",
  body: VendorVerifyRequest,
  answer: VendorVerifyResponse,
});
export const vendorEnrollCall = defineCall({
  id: 'vendorEnrollment.enroll',
  method: 'POST',
  path: `${VENDOR}/enroll`,
  source: 'spec-7',
  access: 'public',
  summary: 'Enrolls the vendor with its payment details.',
  headers: VendorTokenHeaders,
  body: VendorEnrollRequest,
  answer: VendorEnrollResponse,
});
export const vendorSidePaymentsCall = defineCall({
  id: 'vendorEnrollment.payments',
  method: 'GET',
  path: `${VENDOR}/payments`,
  source: 'spec-7',
  access: 'public',
  summary: "The vendor's payments.",
  headers: VendorTokenHeaders,
  answer: VendorSidePaymentsResponse,
});
export const vendorSideCardCall = defineCall({
  id: 'vendorEnrollment.card',
  method: 'GET',
  path: `${VENDOR}/card`,
  source: 'spec-7',
  access: 'public',
  summary: "A payment's card, masked.",
  headers: VendorTokenHeaders,
  query: VendorCardQuery,
  answer: VendorSideCardResponse,
});
export const vendorProviderCall = defineCall({
  id: 'vendorEnrollment.provider',
  method: 'GET',
  path: `${VENDOR}/provider`,
  source: 'spec-7',
  access: 'public',
  summary: 'Who provides the card program: the brand, its phone and email.',
  answer: VendorProviderResponse,
});
export const enrollmentEmailCall = defineCall({
  id: 'vendorEnrollment.enrollmentEmail',
  method: 'POST',
  path: '/vc/company/{id}/vendor/{vendorId}/enroll/email',
  source: 'spec-7',
  access: 'session',
  summary: 'Sends a vendor the enrollment email again.',
  answer: EnrollmentEmailResponse,
});
