import * as z from 'zod/mini';
import { EMAIL_PATTERN, IsoDate, PageQuery, RawBody, dataEnvelope, dataList, page, dollarsFromTo } from './common.js';
import { AccountDetail } from './accounts.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

export const VendorStatus = lazySchema(() => z.enum(['ACTIVE', 'DELETED', 'PENDING', 'INACTIVE']));
export type VendorStatus = z.infer<typeof VendorStatus>;

/** Virtual card vendor (docs/requirements.md#spec-3-entities). `securityCode` is the vault-encrypted code; POST /vault/decrypt reveals it. */
export const Vendor = lazySchema(() =>
  z.object({
    vendorId: z.number(),
    companyId: z.number(),
    legalName: z.string(),
    shortName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    stateOrProvince: z.string(),
    postalCode: z.string(),
    contactFirstname: z.string(),
    contactLastname: z.string(),
    contactEmail: z.string(),
    contactEmail2: z.string(),
    contactEmail3: z.string(),
    contactEmail4: z.string(),
    contactPhone: z.string(),
    companyContactName: z.string(),
    companyContactEmail: z.string(),
    companyContactPhone: z.string(),
    defaultVcUsesAllowed: z.number(),
    defaultVcValidDays: z.nullable(z.number()),
    tolerancePercent: z.number(),
    invoiceAmountOnly: z.boolean(),
    bypassVCSecureCode: z.boolean(),
    notes: z.string(),
    status: VendorStatus,
    securityCode: z.string(),
    /** Key of the vendor's public enrollment/payment pages: /vc/vendor/{companyId}/{enrollmentKey}/... */
    enrollmentKey: z.string(),
    createdDate: IsoDate,
  }),
);
export type Vendor = z.infer<typeof Vendor>;

const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const required = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const optionalEmail = lazySchema(() => z.optional(z.union([z.literal(''), z.string().check(z.maxLength(120), z.regex(EMAIL_PATTERN))])));
/** A whole number, never text: the portal parses what was typed before sending it. */
const integer = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number (a JSON number, not text).` })
    .check(
      z.int({ error: `${field} must be a whole number (a JSON number, not text).` }),
      z.minimum(min, { error: `${field} must be from ${min} to ${max}.` }),
      z.maximum(max, { error: `${field} must be from ${min} to ${max}.` }),
    );

/**
 * POST /v1/virtualcard/company/{companyId}/vendors and PUT .../vendors/{vendorId}: the vendor as the portal parsed its
 * form. The numbers are JSON numbers, never text: `defaultVcUsesAllowed` a whole number, `defaultVcValidDays`
 * a whole number or null (no limit), `tolerancePercent` a number (0 when the form left it empty). The optional texts
 * may be left out or empty (saved as empty); an update sends the whole vendor.
 */
export const VendorRequest = lazySchema(() =>
  z.object({
    legalName: required(100),
    shortName: required(40),
    addressLine1: required(100),
    addressLine2: text(100),
    city: required(60),
    stateOrProvince: required(40),
    postalCode: z.string().check(z.regex(/^[A-Za-z0-9 -]{3,10}$/)),
    contactFirstname: required(40),
    contactLastname: required(40),
    contactEmail: z.string().check(z.maxLength(120), z.regex(EMAIL_PATTERN)),
    contactEmail2: optionalEmail,
    contactEmail3: optionalEmail,
    contactEmail4: optionalEmail,
    contactPhone: text(20),
    companyContactName: text(80),
    companyContactEmail: optionalEmail,
    companyContactPhone: text(20),
    defaultVcUsesAllowed: integer('defaultVcUsesAllowed', 1, 99),
    defaultVcValidDays: z.nullable(integer('defaultVcValidDays', 1, 365)),
    tolerancePercent: z
      .number({ error: 'tolerancePercent must be a number (a JSON number, not text).' })
      .check(
        z.minimum(0, { error: 'tolerancePercent must be from 0 to 100.' }),
        z.maximum(100, { error: 'tolerancePercent must be from 0 to 100.' }),
      ),
    invoiceAmountOnly: z.optional(z.boolean()),
    bypassVCSecureCode: z.optional(z.boolean()),
    notes: text(1000),
  }),
);
export type VendorRequest = z.infer<typeof VendorRequest>;
export const VendorResponse = lazySchema(() => dataEnvelope(Vendor));
export type VendorResponse = z.infer<typeof VendorResponse>;
export const addVendorCall = defineCall({
  id: 'virtualCards.addVendor',
  method: 'POST',
  path: '/v1/virtualcard/company/{companyId}/vendors',
  source: 'spec-7',
  access: 'session',
  summary: 'Adds a vendor (PENDING until it enrolls or its enrollment email is resent).',
  body: VendorRequest,
  answer: VendorResponse,
});
export const updateVendorCall = defineCall({
  id: 'virtualCards.updateVendor',
  method: 'PUT',
  path: '/v1/virtualcard/company/{companyId}/vendors/{vendorId}',
  source: 'spec-7',
  access: 'session',
  summary: "Replaces a vendor's details (a DELETED vendor cannot be changed).",
  body: VendorRequest,
  answer: VendorResponse,
});
/** GET /v1/virtualcard/company/{companyId}/vendors?status&query&sort&page&size; GET …/vendors/{vendorId} answers VendorResponse. */
export const VendorSearchResponse = lazySchema(() => page(Vendor));
export type VendorSearchResponse = z.infer<typeof VendorSearchResponse>;
/** The vendor search's `sort` fields (`field,ASC` or `field,DESC`; default `shortName,ASC`). */
export const VENDOR_SORT_FIELDS = ['shortName', 'legalName', 'status', 'createdDate', 'vendorId'] as const;
export type VendorSortField = (typeof VENDOR_SORT_FIELDS)[number];
/** PUT /v1/virtualcard/company/{companyId}/vendors/{vendorId}/status (DELETED only through DELETE). */
export const VendorStatusRequest = lazySchema(() => z.object({ status: z.enum(['ACTIVE', 'PENDING', 'INACTIVE']) }));

/** A virtual card's status: a vendor payment's card is Not Used, Used or closed; any other virtual card active or closed. */
export const VIRTUAL_CARD_STATUSES = ['active', 'Not Used', 'Used', 'closed'] as const;
export type VirtualCardStatus = (typeof VIRTUAL_CARD_STATUSES)[number];
export const VirtualCard = lazySchema(() =>
  z.object({
    cardNumber: z.string(),
    cardNumberLast4: z.string(),
    accountEntityId: z.number(),
    cardKind: z.enum(['VIRTUAL', 'GHOST']),
    firstName: z.string(),
    lastName: z.string(),
    vendorId: z.nullable(z.number()),
    vendorName: z.nullable(z.string()),
    paymentId: z.nullable(z.number()),
    amount: z.nullable(z.number()),
    usesAllowed: z.nullable(z.number()),
    usesRemaining: z.nullable(z.number()),
    validFrom: z.nullable(IsoDate),
    validTo: z.nullable(IsoDate),
    expiry: z.string(),
    status: z.enum(VIRTUAL_CARD_STATUSES),
  }),
);
export type VirtualCard = z.infer<typeof VirtualCard>;
/** The card search's `sort` fields (`field,ASC` or `field,DESC`; default `validFrom,DESC`: the newest cards first). */
export const VIRTUAL_CARD_SORT_FIELDS = ['validFrom', 'validTo', 'lastName', 'vendorName', 'amount', 'status', 'cardNumberLast4'] as const;
export type VirtualCardSortField = (typeof VIRTUAL_CARD_SORT_FIELDS)[number];
/**
 * GET /v1/virtualcard/company/{companyId}/cards: `status` (one of the statuses), `kind` (VIRTUAL or GHOST), `vendorId`,
 * `query` (card ending, holder or vendor name, amount; `$` and commas ignored, dates as MM/dd/yyyy), `sort`, `page` (from 0) and `size` (1–500).
 */
export const VirtualCardSearchQuery = lazySchema(() =>
  z.object({
    status: z.optional(z.enum(VIRTUAL_CARD_STATUSES)),
    kind: z.optional(z.enum(['VIRTUAL', 'GHOST'])),
    vendorId: z.optional(z.coerce.number().check(z.int())),
    query: z.optional(z.string().check(z.maxLength(100))),
    sort: z.optional(
      z
        .string()
        .check(
          z.regex(
            new RegExp(`^(${VIRTUAL_CARD_SORT_FIELDS.join('|')}),(ASC|DESC)$`),
            `Sort by one of ${VIRTUAL_CARD_SORT_FIELDS.join(', ')}, then ,ASC or ,DESC.`,
          ),
        ),
    ),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
  }),
);
export type VirtualCardSearchQuery = z.infer<typeof VirtualCardSearchQuery>;
export const VirtualCardSearchResponse = lazySchema(() => page(VirtualCard));
export type VirtualCardSearchResponse = z.infer<typeof VirtualCardSearchResponse>;
export const searchVirtualCardsCall = defineCall({
  id: 'virtualCards.searchCards',
  method: 'GET',
  path: '/v1/virtualcard/company/{companyId}/cards',
  source: 'spec-7',
  access: 'session',
  summary: "One page of the company's virtual and ghost cards, filtered, searched and sorted.",
  query: VirtualCardSearchQuery,
  answer: VirtualCardSearchResponse,
});
/** GET /v1/virtualcard/company/{companyId}/cards/{cardRef} */
export const VirtualCardResponse = lazySchema(() => dataEnvelope(VirtualCard));
export type VirtualCardResponse = z.infer<typeof VirtualCardResponse>;

/** GET /v1/virtualcard/company/{companyId}/subaccounts and /ghostcards */
export const VirtualSubaccountsResponse = lazySchema(() => dataList(AccountDetail));
export type VirtualSubaccountsResponse = z.infer<typeof VirtualSubaccountsResponse>;

export const ProviderAuthorization = lazySchema(() =>
  z.object({
    authorizationId: z.string(),
    authorizationDate: z.string(),
    amount: z.number(),
    merchantName: z.string(),
    merchantCategoryCode: z.string(),
    status: z.enum(['APPROVED', 'DECLINED']),
    declineReason: z.nullable(z.string()),
  }),
);
/** GET /v1/virtualcard/company/{companyId}/cards/{cardRef}/authorizations */
export const ProviderAuthorizationsResponse = lazySchema(() => dataList(ProviderAuthorization));
export type ProviderAuthorizationsResponse = z.infer<typeof ProviderAuthorizationsResponse>;

/** A vendor payment's card: not used yet, used, or closed (expired or closed by the company). */
export const PAYMENT_STATUSES = ['Not Used', 'Used', 'closed'] as const;
export const VendorPayment = lazySchema(() =>
  z.object({
    paymentId: z.number(),
    companyId: z.number(),
    vendorId: z.number(),
    vendorName: z.string(),
    amount: z.number(),
    invoiceNumber: z.string(),
    memo: z.string(),
    cardNumber: z.string(),
    cardNumberLast4: z.string(),
    usesAllowed: z.number(),
    validTo: z.nullable(IsoDate),
    status: z.enum(PAYMENT_STATUSES),
    createdDate: IsoDate,
    emailSentDate: z.nullable(z.string()),
  }),
);
export type VendorPayment = z.infer<typeof VendorPayment>;
/** POST /v1/virtualcard/company/{companyId}/payments: issues a single-purpose virtual card for the vendor. */
export const NewVendorPaymentRequest = lazySchema(() =>
  z.object({
    vendorId: z.number().check(z.int()),
    amount: dollarsFromTo(0.01, 1_000_000),
    invoiceNumber: z.optional(z.string().check(z.maxLength(40))),
    memo: z.optional(z.string().check(z.maxLength(200))),
    usesAllowed: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(99))),
    validDays: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(365)))),
    sendEmail: z.optional(z.boolean()),
  }),
);
/**
 * Why a vendor payment over a ceiling is refused (422 with `reason`, `limit` and the words to show): the paying
 * admin's authority limit (the most one vendor payment they issue may be; null on the user: no limit of their own),
 * or the company's available credit less what its unused vendor cards hold.
 */
export const VENDOR_PAYMENT_REFUSALS = ['OVER_AUTHORITY_LIMIT', 'OVER_AVAILABLE_CREDIT'] as const;
export type VendorPaymentRefusal = (typeof VENDOR_PAYMENT_REFUSALS)[number];
export const VendorPaymentResponse = lazySchema(() => dataEnvelope(VendorPayment));
export type VendorPaymentResponse = z.infer<typeof VendorPaymentResponse>;
/** GET /v1/virtualcard/company/{companyId}/payments?vendorId&status&sort&page&size; GET …/payments/{paymentId} answers VendorPaymentResponse. */
export const VendorPaymentsResponse = lazySchema(() => page(VendorPayment));
export type VendorPaymentsResponse = z.infer<typeof VendorPaymentsResponse>;
/** The payments list's (and download's) `sort` fields (default `createdDate,DESC`). */
export const PAYMENT_SORT_FIELDS = ['createdDate', 'amount', 'vendorName', 'status', 'paymentId', 'validTo', 'invoiceNumber'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];

/** POST /v1/virtualcard/company/{companyId}/payments/{paymentId}/email */
export const PaymentEmailResponse = lazySchema(() =>
  dataEnvelope(z.object({ paymentId: z.number(), sentTo: z.array(z.string()), sentDate: z.string() })),
);
export type PaymentEmailResponse = z.infer<typeof PaymentEmailResponse>;
/** GET /v1/virtualcard/company/{companyId}/payments/download?vendorId&status&sort answers text/csv: every matching payment. */
export const PAYMENTS_CSV_HEADER = 'paymentId,vendorId,vendorName,amount,invoiceNumber,cardNumberLast4,status,createdDate';

/** POST /v1/virtualcard/company/{companyId}/subaccounts (a Virtual Sub) and /ghostcards (a Ghost Sub), each with its card. */
export const NewVirtualAccountRequest = lazySchema(() =>
  z.object({
    firstName: z.string().check(z.minLength(1), z.maxLength(40)),
    lastName: z.string().check(z.minLength(1), z.maxLength(40)),
    creditLimit: dollarsFromTo(1, 1_000_000),
  }),
);
export const NewVirtualAccountResponse = lazySchema(() => dataEnvelope(AccountDetail));
export type NewVirtualAccountResponse = z.infer<typeof NewVirtualAccountResponse>;

/** A vendor search: statuses (comma-separated; none: all but DELETED), text, `<field>,ASC|DESC`, one page. */
export const VendorSearchQuery = lazySchema(() =>
  z.extend(PageQuery, { status: z.optional(z.string()), query: z.optional(z.string()), sort: z.optional(z.string()) }),
);
/** The vendor payments of one vendor and status, in `<field>,ASC|DESC` order (newest first by default). */
export const VendorPaymentsQuery = lazySchema(() =>
  z.extend(PageQuery, { vendorId: z.optional(z.string()), status: z.optional(z.string()), sort: z.optional(z.string()) }),
);

const BASE = '/v1/virtualcard/company/{companyId}';
const DESIGNED = 'The product lists virtual card operations under this base without this one.';

export const virtualCardCall = defineCall({
  id: 'virtualCards.card',
  method: 'GET',
  path: `${BASE}/cards/{card}`,
  source: 'spec-7',
  access: 'session',
  summary: 'One virtual card in detail.',
  answer: VirtualCardResponse,
});
export const providerAuthorizationsCall = defineCall({
  id: 'virtualCards.providerAuthorizations',
  method: 'GET',
  path: `${BASE}/cards/{card}/authorizations`,
  source: 'spec-7',
  access: 'session',
  summary: "A virtual card's authorizations at the card provider.",
  answer: ProviderAuthorizationsResponse,
});
export const vendorSearchCall = defineCall({
  id: 'virtualCards.searchVendors',
  method: 'GET',
  path: `${BASE}/vendors`,
  source: 'spec-7',
  access: 'session',
  summary: "One page of the company's vendors, by status and text, sorted.",
  query: VendorSearchQuery,
  answer: VendorSearchResponse,
});
export const vendorCall = defineCall({
  id: 'virtualCards.vendor',
  method: 'GET',
  path: `${BASE}/vendors/{vendorId}`,
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: DESIGNED,
  summary: 'One vendor, in any status.',
  answer: VendorResponse,
});
export const deleteVendorCall = defineCall({
  id: 'virtualCards.deleteVendor',
  method: 'DELETE',
  path: `${BASE}/vendors/{vendorId}`,
  source: 'spec-7',
  access: 'session',
  summary: 'Deletes a vendor (final).',
  answer: VendorResponse,
});
export const vendorStatusCall = defineCall({
  id: 'virtualCards.vendorStatus',
  method: 'PUT',
  path: `${BASE}/vendors/{vendorId}/status`,
  source: 'spec-7',
  access: 'session',
  summary: "Sets a vendor's status (active, pending, inactive).",
  body: VendorStatusRequest,
  answer: VendorResponse,
});
export const virtualSubaccountsCall = defineCall({
  id: 'virtualCards.subaccounts',
  method: 'GET',
  path: `${BASE}/subaccounts`,
  source: 'spec-7',
  access: 'session',
  summary: "The company's Virtual Sub accounts.",
  answer: VirtualSubaccountsResponse,
});
export const ghostCardsCall = defineCall({
  id: 'virtualCards.ghostCards',
  method: 'GET',
  path: `${BASE}/ghostcards`,
  source: 'spec-7',
  access: 'session',
  summary: "The company's Ghost Sub accounts.",
  answer: VirtualSubaccountsResponse,
});
export const newVirtualSubaccountCall = defineCall({
  id: 'virtualCards.newSubaccount',
  method: 'POST',
  path: `${BASE}/subaccounts`,
  source: 'portal',
  access: 'session',
  idempotent: true,
  reason: DESIGNED,
  summary: 'Opens a Virtual Sub account with a virtual card.',
  body: NewVirtualAccountRequest,
  answer: NewVirtualAccountResponse,
});
export const newGhostCardCall = defineCall({
  id: 'virtualCards.newGhostCard',
  method: 'POST',
  path: `${BASE}/ghostcards`,
  source: 'portal',
  access: 'session',
  idempotent: true,
  reason: DESIGNED,
  summary: 'Opens a Ghost Sub account with a ghost card.',
  body: NewVirtualAccountRequest,
  answer: NewVirtualAccountResponse,
});
export const closeVirtualCardCall = defineCall({
  id: 'virtualCards.closeCard',
  method: 'DELETE',
  path: `${BASE}/cards/{card}`,
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: DESIGNED,
  summary: 'Closes a virtual card (an unused vendor payment on it closes too).',
  answer: VirtualCardResponse,
});
export const vendorPaymentsCall = defineCall({
  id: 'virtualCards.payments',
  method: 'GET',
  path: `${BASE}/payments`,
  source: 'spec-7',
  access: 'session',
  summary: "One page of the company's vendor payments, by vendor and status, sorted.",
  query: VendorPaymentsQuery,
  answer: VendorPaymentsResponse,
});
export const vendorPaymentCall = defineCall({
  id: 'virtualCards.payment',
  method: 'GET',
  path: `${BASE}/payments/{paymentId}`,
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: DESIGNED,
  summary: 'One vendor payment.',
  answer: VendorPaymentResponse,
});
export const vendorPaymentsDownloadCall = defineCall({
  id: 'virtualCards.paymentsDownload',
  method: 'GET',
  path: `${BASE}/payments/download`,
  source: 'spec-7',
  access: 'session',
  summary: "Every vendor payment matching the filters, as CSV in the list's order.",
  query: VendorPaymentsQuery,
  answer: RawBody,
  answerType: 'text/csv',
});
export const newVendorPaymentCall = defineCall({
  id: 'virtualCards.newPayment',
  method: 'POST',
  path: `${BASE}/payments`,
  source: 'spec-7',
  access: 'session',
  idempotent: true,
  summary: 'Pays an active vendor with a new single-purpose virtual card.',
  body: NewVendorPaymentRequest,
  answer: VendorPaymentResponse,
});
export const paymentEmailCall = defineCall({
  id: 'virtualCards.paymentEmail',
  method: 'POST',
  path: `${BASE}/payments/{paymentId}/email`,
  source: 'spec-7',
  access: 'session',
  summary: "Emails a vendor payment's card details to the vendor.",
  answer: PaymentEmailResponse,
});
