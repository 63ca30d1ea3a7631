import * as z from 'zod/mini';
import { Address, IsoDate, LineAddress, dataEnvelope, dataList, page, dollarsFromTo } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

export const AccountEntityType = lazySchema(() =>
  z.enum(['Authorized', 'Control', 'Ghost Sub', 'Individual', 'Joint', 'Primary', 'Secondary', 'Sub', 'Virtual Sub']),
);
export type AccountEntityType = z.infer<typeof AccountEntityType>;

/** Account detail (docs/requirements.md#spec-3-entities). `cardNumber` is the encrypted card reference, null while no card is issued. */
export const AccountDetail = lazySchema(() =>
  z.object({
    accountEntityId: z.number(),
    accountEntityType: AccountEntityType,
    accountId: z.number(),
    companyId: z.number(),
    parentAccountEntityId: z.nullable(z.number()),
    externalStatus: z.string(),
    externalStatusCommonName: z.string(),
    externalCardStatus: z.nullable(z.string()),
    externalCardStatusCommonName: z.nullable(z.string()),
    plasticCount: z.number(),
    /** Whether the card has been activated (null while no card is issued). */
    cardActivated: z.optional(z.nullable(z.boolean())),
    firstName: z.string(),
    lastName: z.string(),
    cardNumber: z.nullable(z.string()),
    cardNumberLast4: z.nullable(z.string()),
    /** Entity status: OPEN, CLOSED, PENDING, or ACTIVE (virtual subs). */
    status: z.string(),
    creditLimit: z.number(),
    currentBalance: z.number(),
    availableCredit: z.number(),
    userid: z.nullable(z.number()),
    dataSource: z.enum(['PROCESSOR', 'DATABASE']),
  }),
);
export type AccountDetail = z.infer<typeof AccountDetail>;

/** Entity statuses the accounts list filters by (Virtual Subs are ACTIVE rather than OPEN). */
export const AccountStatus = lazySchema(() => z.enum(['OPEN', 'CLOSED', 'PENDING', 'ACTIVE']));
export type AccountStatus = z.infer<typeof AccountStatus>;
/** Columns the company accounts list sorts by on the platform (`sort=<field>,<ASC|DESC>`). */
export const ACCOUNT_SORT_FIELDS = ['name', 'type', 'status', 'card', 'balance', 'creditLimit'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];
export const DEFAULT_ACCOUNT_PAGE_SIZE = 50;
/**
 * GET /v1/accounts/company/{companyId} query: page (zero-based), size (default 50), `status` and `type`
 * (comma lists), `query` (docs/requirements.md#spec-5-validation text search), `sort` (`name,ASC`), `useProcessorData`.
 */
export const CompanyAccountsQuery = lazySchema(() =>
  z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
    status: z.optional(z.string().check(z.regex(/^(OPEN|CLOSED|PENDING|ACTIVE)(,(OPEN|CLOSED|PENDING|ACTIVE))*$/i))),
    type: z.optional(z.string().check(z.maxLength(200))),
    query: z.optional(z.string().check(z.maxLength(100))),
    sort: z.optional(z.string().check(z.regex(/^(name|type|status|card|balance|creditLimit),(ASC|DESC|asc|desc)$/))),
    useProcessorData: z.optional(z.enum(['true', 'false'])),
  }),
);
export type CompanyAccountsQuery = z.infer<typeof CompanyAccountsQuery>;

/** GET /v1/accounts/company/{companyId}?page&size&status&type&query&sort: the company's accounts (paged). */
export const CompanyAccountsResponse = lazySchema(() => page(AccountDetail));
export type CompanyAccountsResponse = z.infer<typeof CompanyAccountsResponse>;

/** GET /v1/accounts/search/native?accountEntityId|companyId&useProcessorData */
export const NativeSearchQuery = lazySchema(() =>
  z.object({
    accountEntityId: z.optional(z.coerce.number().check(z.int())),
    companyId: z.optional(z.coerce.number().check(z.int())),
    useProcessorData: z.optional(z.enum(['true', 'false'])),
  }),
);
export const NativeSearchResponse = lazySchema(() => dataList(AccountDetail));
export type NativeSearchResponse = z.infer<typeof NativeSearchResponse>;

/** Replacement availability response (docs/requirements.md#spec-3-entities), one per card asked. */
export const ReplacementAvailability = lazySchema(() =>
  z.object({
    cardNumber: z.string(),
    cardNumberLast4: z.string(),
    accountEntityId: z.number(),
    accountEntityExternalStatus: z.string(),
    cardExternalStatusCommonName: z.string(),
    recentAddressChange: z.boolean(),
    recentCardReplacementRequest: z.boolean(),
    /** The platform's verdict under docs/requirements.md#spec-4-states and #spec-5-validation. */
    available: z.boolean(),
    address: LineAddress,
  }),
);
export type ReplacementAvailability = z.infer<typeof ReplacementAvailability>;
/** GET /card/replace/avail?cards={ref,ref}&channel=WEB */
export const ReplacementAvailabilityQuery = lazySchema(() =>
  z.object({ cards: z.string().check(z.minLength(1)), channel: z.literal('WEB') }),
);
export const ReplacementAvailabilityResponse = lazySchema(() => dataList(ReplacementAvailability));
export type ReplacementAvailabilityResponse = z.infer<typeof ReplacementAvailabilityResponse>;

/** POST /card/replace {cards, reason} (sandbox-designed: docs/requirements.md#spec-7-calls lists only the availability call). */
export const CardReplaceRequest = lazySchema(() =>
  z.object({
    cards: z.array(z.string()).check(z.minLength(1), z.maxLength(10)),
    reason: z.enum(['DAMAGED', 'LOST', 'STOLEN', 'NOT_RECEIVED']),
  }),
);
export const CardReplaceResponse = lazySchema(() =>
  dataList(z.object({ cardNumber: z.string(), cardNumberLast4: z.string(), requestId: z.string(), status: z.string() })),
);
export type CardReplaceResponse = z.infer<typeof CardReplaceResponse>;

/** GET /v1/accounts/{accountId}/subaccounts/{accountEntityId}/profile */
export const SubaccountProfile = lazySchema(() =>
  z.object({
    accountEntityId: z.number(),
    accountId: z.number(),
    accountEntityType: AccountEntityType,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: Address,
    udf1: z.string(),
    udf2: z.string(),
    udf3: z.string(),
    openedDate: IsoDate,
    paperless: z.boolean(),
    registered: z.boolean(),
  }),
);
export const SubaccountProfileResponse = lazySchema(() => dataEnvelope(SubaccountProfile));
export type SubaccountProfileResponse = z.infer<typeof SubaccountProfileResponse>;

/** GET /v1/accounts/{accountId}/subaccounts/{accountEntityId}/addresses */
export const SubaccountAddress = lazySchema(() => z.extend(Address, { addressType: z.enum(['BILLING', 'SHIPPING']) }));
export const SubaccountAddressesResponse = lazySchema(() => dataList(SubaccountAddress));
export type SubaccountAddressesResponse = z.infer<typeof SubaccountAddressesResponse>;

/** GET /account/{accountId}/subaccount/{accountEntityId}: detail plus the extras (docs/requirements.md#spec-3-entities). */
export const SubaccountExtras = lazySchema(() =>
  z.extend(AccountDetail, {
    udf1: z.string(),
    udf2: z.string(),
    udf3: z.string(),
    creditLimit: z.number(),
  }),
);
export type SubaccountExtras = z.infer<typeof SubaccountExtras>;
export const SubaccountExtrasResponse = lazySchema(() => dataEnvelope(SubaccountExtras));
export type SubaccountExtrasResponse = z.infer<typeof SubaccountExtrasResponse>;
/** GET /v1/accounts/{accountId}/subaccounts/{accountEntityId} */
export const SubaccountResponse = lazySchema(() => dataEnvelope(AccountDetail));
export type SubaccountResponse = z.infer<typeof SubaccountResponse>;

/** PUT /account/{accountId}/subaccount/{accountEntityId}/status/processor?closeStatus */
export const CloseStatus = lazySchema(() => z.enum(['OPEN', 'CLOSED', 'LOST', 'STOLEN', 'FRAUD']));
export const StatusChangeQuery = lazySchema(() => z.object({ closeStatus: CloseStatus }));

/** PUT /account/{accountId}/subaccount/{accountEntityId}/udf */
const udf = lazySchema(() => z.string().check(z.maxLength(40)));
export const UdfRequest = lazySchema(() => z.object({ udf1: z.optional(udf), udf2: z.optional(udf), udf3: z.optional(udf) }));
/** PUT /account/subaccount/{accountEntityId}/creditline */
export const CreditLineRequest = lazySchema(() => z.object({ creditLimit: dollarsFromTo(1, 10_000_000) }));

/** POST /v1/accounts/{accountId}/subaccounts: a new company account; it is PENDING until the card is issued. */
export const NewSubaccountRequest = lazySchema(() =>
  z.object({
    accountEntityType: z.enum(['Sub', 'Ghost Sub', 'Virtual Sub']),
    firstName: z.string().check(z.minLength(1), z.maxLength(40)),
    lastName: z.string().check(z.minLength(1), z.maxLength(40)),
    email: z.optional(z.string().check(z.maxLength(120))),
    phone: z.optional(z.string().check(z.maxLength(20))),
    address: z.optional(Address),
    creditLimit: dollarsFromTo(1, 1_000_000),
    udf1: z.optional(udf),
    udf2: z.optional(udf),
    udf3: z.optional(udf),
  }),
);
export type NewSubaccountRequest = z.infer<typeof NewSubaccountRequest>;

export const companyAccountsCall = defineCall({
  id: 'accounts.company',
  method: 'GET',
  path: '/v1/accounts/company/{id}',
  source: 'spec-7',
  access: 'session',
  summary: "One page of a company's accounts, searched, filtered and sorted (assigned accounts only for delegates, managers, accounting).",
  query: CompanyAccountsQuery,
  answer: CompanyAccountsResponse,
});
export const nativeSearchCall = defineCall({
  id: 'accounts.nativeSearch',
  method: 'GET',
  path: '/v1/accounts/search/native',
  source: 'spec-7',
  access: 'session',
  summary: 'One account by its id, or every account of a company, in one answer.',
  query: NativeSearchQuery,
  answer: NativeSearchResponse,
});
export const replacementAvailabilityCall = defineCall({
  id: 'accounts.replacementAvailability',
  method: 'GET',
  path: '/card/replace/avail',
  source: 'spec-7',
  access: 'session',
  summary: 'Whether each of these cards may be replaced now, and where the new card would go.',
  query: ReplacementAvailabilityQuery,
  answer: ReplacementAvailabilityResponse,
});
export const cardReplaceCall = defineCall({
  id: 'accounts.replaceCard',
  method: 'POST',
  path: '/card/replace',
  source: 'portal',
  access: 'session',
  idempotent: true,
  reason: 'The product has card replacement and names only its availability call.',
  summary: 'Orders replacement cards; a lost or stolen card is locked at once.',
  body: CardReplaceRequest,
  answer: CardReplaceResponse,
});
export const subaccountProfileCall = defineCall({
  id: 'accounts.subaccountProfile',
  method: 'GET',
  path: '/v1/accounts/{accountId}/subaccounts/{id}/profile',
  source: 'spec-7',
  access: 'session',
  summary: "An account entity's holder: names, contact details, address, user-defined fields, registration.",
  answer: SubaccountProfileResponse,
});
export const subaccountAddressesCall = defineCall({
  id: 'accounts.subaccountAddresses',
  method: 'GET',
  path: '/v1/accounts/{accountId}/subaccounts/{id}/addresses',
  source: 'spec-7',
  access: 'session',
  summary: "An account entity's billing and shipping addresses.",
  answer: SubaccountAddressesResponse,
});
export const subaccountExtrasCall = defineCall({
  id: 'accounts.subaccountExtras',
  method: 'GET',
  path: '/account/{accountId}/subaccount/{id}',
  source: 'spec-7',
  access: 'session',
  summary: 'An account entity with its user-defined fields and credit limit.',
  answer: SubaccountExtrasResponse,
});
export const subaccountCall = defineCall({
  id: 'accounts.subaccount',
  method: 'GET',
  path: '/v1/accounts/{accountId}/subaccounts/{id}',
  source: 'spec-7',
  access: 'session',
  summary: 'One account entity.',
  answer: SubaccountResponse,
});
export const subaccountStatusCall = defineCall({
  id: 'accounts.subaccountStatus',
  method: 'PUT',
  path: '/account/{accountId}/subaccount/{id}/status/processor',
  source: 'spec-7',
  access: 'session',
  summary: "Sets an account entity's status at the processor (open, closed, lost, stolen, fraud).",
  query: StatusChangeQuery,
  answer: SubaccountResponse,
});
export const subaccountUdfCall = defineCall({
  id: 'accounts.subaccountUdf',
  method: 'PUT',
  path: '/account/{accountId}/subaccount/{id}/udf',
  source: 'spec-7',
  access: 'session',
  summary: "Sets an account entity's user-defined fields.",
  body: UdfRequest,
  answer: SubaccountExtrasResponse,
});
export const subaccountCreditLineCall = defineCall({
  id: 'accounts.subaccountCreditLine',
  method: 'PUT',
  path: '/account/subaccount/{id}/creditline',
  source: 'spec-7',
  access: 'session',
  summary: "Sets an account entity's credit limit (at most the company's).",
  body: CreditLineRequest,
  answer: SubaccountExtrasResponse,
});
export const newSubaccountCall = defineCall({
  id: 'accounts.newSubaccount',
  method: 'POST',
  path: '/v1/accounts/{accountId}/subaccounts',
  source: 'spec-7',
  access: 'session',
  idempotent: true,
  summary: 'Adds a Sub, Ghost Sub or Virtual Sub account, pending without a card.',
  body: NewSubaccountRequest,
  answer: SubaccountResponse,
});
