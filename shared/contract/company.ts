import * as z from 'zod/mini';
import { Address, EMAIL_PATTERN, dataEnvelope } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

/**
 * Company (docs/requirements.md#spec-3-entities). With `useProcessorData=true` the figures (availableCardBalance, availableCredit,
 * outstandingBalance, creditLimit) are the processor's, which override the portal database's.
 */
export const Company = lazySchema(() =>
  z.object({
    companyId: z.number(),
    companyName: z.string(),
    brand: z.string(),
    productTypeCode: z.number(),
    holdingCompanyId: z.nullable(z.number()),
    expenseReportingEnabled: z.boolean(),
    activationAcknowledgement: z.boolean(),
    companyVirtualCard: z.object({ virtualCardEnabled: z.boolean() }),
    payOptionType: z.enum(['CONSOLIDATED', 'INDIVIDUAL']),
    consolidateRewards: z.boolean(),
    availableCardBalance: z.number(),
    availableCredit: z.number(),
    creditLimit: z.number(),
    billingCycle: z.number(),
    outstandingBalance: z.number(),
    accountId: z.number(),
    status: z.string(),
    /** 'PROCESSOR' or 'DATABASE': where the figures came from. */
    dataSource: z.enum(['PROCESSOR', 'DATABASE']),
  }),
);
export type Company = z.infer<typeof Company>;

/** GET /searchcompany?companyId&useProcessorData */
export const SearchCompanyQuery = lazySchema(() =>
  z.object({
    companyId: z.coerce.number().check(z.int()),
    useProcessorData: z.optional(z.enum(['true', 'false'])),
  }),
);
export const SearchCompanyResponse = lazySchema(() => dataEnvelope(Company));
export type SearchCompanyResponse = z.infer<typeof SearchCompanyResponse>;

/** GET /searchcompanyex?companyId: the company with contact, bank manager and address. */
export const CompanyEx = lazySchema(() =>
  z.extend(Company, {
    address: Address,
    contactName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    bankManagerName: z.string(),
    bankManagerEmail: z.string(),
    accountCount: z.number(),
    cardCount: z.number(),
  }),
);
export type CompanyEx = z.infer<typeof CompanyEx>;
export const SearchCompanyExResponse = lazySchema(() => dataEnvelope(CompanyEx));
export type SearchCompanyExResponse = z.infer<typeof SearchCompanyExResponse>;

/**
 * GET /company/virtualcard/{companyId}: the company's virtual card program (the company's `companyVirtualCard`):
 * whether it is enabled, the card defaults its program gives new vendors (uses per card, days a card is valid, null for
 * no limit, and how far over the amount a charge may go), and its vendors by status.
 */
export const CompanyVirtualCard = lazySchema(() =>
  z.object({
    companyId: z.number(),
    virtualCardEnabled: z.boolean(),
    defaultVcUsesAllowed: z.number().check(z.int(), z.minimum(1)),
    defaultVcValidDays: z.nullable(z.number().check(z.int(), z.minimum(1))),
    defaultTolerancePercent: z.number().check(z.minimum(0), z.maximum(100)),
    vendorCount: z.number().check(z.int(), z.minimum(0)),
    activeVendorCount: z.number().check(z.int(), z.minimum(0)),
    pendingVendorCount: z.number().check(z.int(), z.minimum(0)),
  }),
);
export type CompanyVirtualCard = z.infer<typeof CompanyVirtualCard>;
export const CompanyVirtualCardResponse = lazySchema(() => dataEnvelope(CompanyVirtualCard));
export type CompanyVirtualCardResponse = z.infer<typeof CompanyVirtualCardResponse>;
export const companyVirtualCardCall = defineCall({
  id: 'company.virtualCard',
  method: 'GET',
  path: '/company/virtualcard/{companyId}',
  source: 'spec-7',
  access: 'session',
  summary: "The company's virtual card program: enabled or not, the defaults of its vendors' cards, and its vendors by status.",
  answer: CompanyVirtualCardResponse,
});

/** GET /company/expensereport/{companyId}/enabled */
export const ExpenseReportEnabledResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      companyId: z.number(),
      expenseReportingEnabled: z.boolean(),
      activationAcknowledgement: z.boolean(),
    }),
  ),
);
export type ExpenseReportEnabledResponse = z.infer<typeof ExpenseReportEnabledResponse>;

/** Where a bulk-shipping company's new and replacement cards are mailed (docs/requirements.md#spec-9-constants bulk shipping: 108, 116, 114). */
export const ShipTo = lazySchema(() => z.enum(['COMPANY', 'CARDHOLDER']));
export type ShipTo = z.infer<typeof ShipTo>;
/**
 * GET /company/cardshipping/{companyId} (sandbox-designed: docs/requirements.md#spec-6-permissions names the card shipping rule, docs/requirements.md#spec-7-calls no call):
 * `bulkShipping` says whether the product ships in bulk; only then can `shipTo` be changed.
 */
export const CardShipping = lazySchema(() =>
  z.object({
    companyId: z.number(),
    productTypeCode: z.number(),
    bulkShipping: z.boolean(),
    shipTo: ShipTo,
    /** Where cards go when they ship to the company. */
    companyAddress: Address,
  }),
);
export type CardShipping = z.infer<typeof CardShipping>;
export const CardShippingResponse = lazySchema(() => dataEnvelope(CardShipping));
export type CardShippingResponse = z.infer<typeof CardShippingResponse>;
/** PUT /company/cardshipping/{companyId} */
export const CardShippingRequest = lazySchema(() => z.object({ shipTo: ShipTo }));

/** PUT /company/bankmanager/{companyId} (sandbox-designed): the company's bank manager, edited by an admin manager. */
export const BankManagerRequest = lazySchema(() =>
  z.object({
    bankManagerName: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    bankManagerEmail: z.string().check(z.trim(), z.maxLength(120), z.regex(EMAIL_PATTERN)),
  }),
);
export type BankManagerRequest = z.infer<typeof BankManagerRequest>;
export const BankManagerResponse = lazySchema(() =>
  dataEnvelope(z.object({ companyId: z.number(), bankManagerName: z.string(), bankManagerEmail: z.string() })),
);
export type BankManagerResponse = z.infer<typeof BankManagerResponse>;

export const searchCompanyCall = defineCall({
  id: 'company.search',
  method: 'GET',
  path: '/searchcompany',
  source: 'spec-7',
  access: 'session',
  summary: "A company's product, status, billing and credit figures (the processor's with useProcessorData=true).",
  query: SearchCompanyQuery,
  answer: SearchCompanyResponse,
});
export const searchCompanyExCall = defineCall({
  id: 'company.searchEx',
  method: 'GET',
  path: '/searchcompanyex',
  source: 'spec-7',
  access: 'session',
  summary: 'A company with its contact, bank manager and address.',
  query: SearchCompanyQuery,
  answer: SearchCompanyExResponse,
});
export const expenseReportEnabledCall = defineCall({
  id: 'company.expenseReportEnabled',
  method: 'GET',
  path: '/company/expensereport/{companyId}/enabled',
  source: 'spec-7',
  access: 'session',
  summary: 'Whether the company has expense reporting on, and whether it acknowledged its activation.',
  answer: ExpenseReportEnabledResponse,
});
export const cardShippingCall = defineCall({
  id: 'company.cardShipping',
  method: 'GET',
  path: '/company/cardshipping/{id}',
  source: 'portal',
  access: 'session',
  reason: "The product has admins choose where a bulk-shipping company's cards are mailed and names no call for it.",
  summary: "Where the company's new and replacement cards are mailed, and whether it ships in bulk.",
  answer: CardShippingResponse,
});
export const updateCardShippingCall = defineCall({
  id: 'company.updateCardShipping',
  method: 'PUT',
  path: '/company/cardshipping/{id}',
  source: 'portal',
  access: 'session',
  reason: "The product has admins choose where a bulk-shipping company's cards are mailed and names no call for it.",
  summary: "Mails the company's cards to the company or to each cardholder (bulk-shipping products only).",
  body: CardShippingRequest,
  answer: CardShippingResponse,
});
export const updateBankManagerCall = defineCall({
  id: 'company.updateBankManager',
  method: 'PUT',
  path: '/company/bankmanager/{id}',
  source: 'portal',
  access: 'session',
  reason: "The product has an admin manager edit the company's bank manager and names no call for it.",
  summary: "Changes the company's bank manager (name and email).",
  body: BankManagerRequest,
  answer: BankManagerResponse,
});
