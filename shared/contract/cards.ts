import * as z from 'zod/mini';
import { Address, IsoDate, RawBody, SuccessResponse, dataEnvelope, dataList, page } from './common.js';
import { AccountEntityType } from './accounts.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

/** Statement period code of the current (unbilled) cycle (docs/requirements.md#spec-9-constants). Billed cycles are `MMYYYY`. */
export const CURRENT_CYCLE = '011900';

export const AccountEntitySummary = lazySchema(() =>
  z.object({
    accountEntityId: z.number(),
    accountEntityType: AccountEntityType,
    accountId: z.number(),
    userid: z.nullable(z.number()),
    firstName: z.string(),
    lastName: z.string(),
    cardNumber: z.nullable(z.string()),
    cardNumberLast4: z.nullable(z.string()),
    consolidatorRedeemer: z.boolean(),
    companyConsolidateRewards: z.boolean(),
    externalStatusCommonName: z.string(),
    accountType: z.enum(['CONSUMER', 'COMMERCIAL']),
    status: z.string(),
  }),
);
export type AccountEntitySummary = z.infer<typeof AccountEntitySummary>;

export const Balances = lazySchema(() =>
  z.object({
    currentBalance: z.number(),
    availableCredit: z.number(),
    creditLimit: z.number(),
    statementBalance: z.number(),
    minimumPaymentDue: z.number(),
    paymentDueDate: IsoDate,
    lastPaymentAmount: z.nullable(z.number()),
    lastPaymentDate: z.nullable(IsoDate),
  }),
);
export type Balances = z.infer<typeof Balances>;

export const CardHolderCard = lazySchema(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    cardNumberLastFour: z.string(),
    cardNumber: z.string(),
  }),
);

/** Card replacement info (docs/requirements.md#spec-3-entities). */
export const CardReplacementInfo = lazySchema(() =>
  z.object({
    displayReplaceCard: z.boolean(),
    address: Address,
    cardHolders: z.array(CardHolderCard),
  }),
);

export const InactiveCard = lazySchema(() =>
  z.object({ cardNumber: z.string(), cardNumberLast4: z.string(), firstName: z.string(), lastName: z.string() }),
);

/** GET /v1/cards/cardholder/dashboard?cardNumber (cardholders may omit it: their own card). */
export const CardholderDashboard = lazySchema(() =>
  z.object({
    accountEntitySummary: AccountEntitySummary,
    productSummary: z.object({
      productTypeCode: z.number(),
      rewardsEnabled: z.boolean(),
      productName: z.string(),
      /** The customer service number on the back of the card (sandbox-designed; Contact Us shows it). */
      customerServicePhone: z.optional(z.string()),
    }),
    inactiveCards: z.array(InactiveCard),
    expenseReportingEnabled: z.boolean(),
    companyId: z.number(),
    companyName: z.string(),
    balances: Balances,
    rewardsPointsBalance: z.nullable(z.number()),
    cardReplacementInfo: CardReplacementInfo,
    lockedCard: z.boolean(),
    paperless: z.boolean(),
  }),
);
export type CardholderDashboard = z.infer<typeof CardholderDashboard>;
export const CardholderDashboardResponse = lazySchema(() => dataEnvelope(CardholderDashboard));
export type CardholderDashboardResponse = z.infer<typeof CardholderDashboardResponse>;

export const Transaction = lazySchema(() =>
  z.object({
    transactionId: z.string(),
    transactionDate: IsoDate,
    postDate: z.nullable(IsoDate),
    amount: z.number(),
    description: z.string(),
    merchantName: z.string(),
    merchantCity: z.string(),
    merchantState: z.string(),
    merchantCategoryCode: z.string(),
    mccDescription: z.string(),
    type: z.enum(['PURCHASE', 'PAYMENT', 'CREDIT', 'FEE', 'INTEREST', 'CASH_ADVANCE']),
    status: z.enum(['POSTED', 'PENDING', 'DECLINED']),
    cardNumberLast4: z.string(),
    cycleCode: z.string(),
  }),
);
export type Transaction = z.infer<typeof Transaction>;

/** GET /v1/cards/encrypted/{cardRef}/transactions?cycle&fromDate&toDate&type&page&size (newest first). */
export const TransactionsQuery = lazySchema(() =>
  z.object({
    cycle: z.optional(z.string().check(z.regex(/^\d{6}$/))),
    fromDate: z.optional(IsoDate),
    toDate: z.optional(IsoDate),
    type: z.optional(z.string()),
    /** Text search: description, merchant, MCC, amount ($ and , ignored) or a date as MM/dd/yyyy (docs/requirements.md#spec-5-validation). */
    query: z.optional(z.string().check(z.maxLength(100))),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
  }),
);
export const TransactionsResponse = lazySchema(() => page(Transaction));
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

export const StatementSummary = lazySchema(() =>
  z.object({
    cycleCode: z.string(),
    statementDate: IsoDate,
    periodStart: IsoDate,
    periodEnd: IsoDate,
    previousBalance: z.number(),
    purchases: z.number(),
    payments: z.number(),
    fees: z.number(),
    interest: z.number(),
    closingBalance: z.number(),
    minimumPaymentDue: z.number(),
    paymentDueDate: IsoDate,
  }),
);
export type StatementSummary = z.infer<typeof StatementSummary>;
/** GET /v1/cards/encrypted/{cardRef}/statements: billed cycles, newest first (sandbox-designed path). */
export const StatementsResponse = lazySchema(() => dataList(StatementSummary));
export type StatementsResponse = z.infer<typeof StatementsResponse>;

/** GET /cards/{cardRef}/accountSummary */
export const CardAccountSummary = lazySchema(() =>
  z.extend(Balances, {
    cashAvailable: z.number(),
    pastDueAmount: z.number(),
    purchaseApr: z.number(),
    cashApr: z.number(),
    balanceBreakdown: z.object({ purchases: z.number(), cash: z.number(), fees: z.number(), interest: z.number() }),
    cycleCode: z.string(),
    nextStatementDate: IsoDate,
  }),
);
export type CardAccountSummary = z.infer<typeof CardAccountSummary>;
export const CardAccountSummaryResponse = lazySchema(() => dataEnvelope(CardAccountSummary));
export type CardAccountSummaryResponse = z.infer<typeof CardAccountSummaryResponse>;

/** GET /v1/cards/company/{companyId}/accounts/{accountId}/processor: the processor's figures. */
export const ProcessorAccountResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      companyId: z.number(),
      accountId: z.number(),
      creditLimit: z.number(),
      currentBalance: z.number(),
      outstandingBalance: z.number(),
      availableCredit: z.number(),
      lastPaymentAmount: z.nullable(z.number()),
      lastPaymentDate: z.nullable(IsoDate),
      asOf: z.string(),
    }),
  ),
);
export type ProcessorAccountResponse = z.infer<typeof ProcessorAccountResponse>;

/** GET /v1/cards/company/{companyId}/unactivated/ */
export const UnactivatedCard = lazySchema(() =>
  z.object({
    cardNumber: z.string(),
    cardNumberLast4: z.string(),
    accountEntityId: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    expiry: z.string(),
  }),
);
export type UnactivatedCard = z.infer<typeof UnactivatedCard>;
export const UnactivatedCardsResponse = lazySchema(() => dataList(UnactivatedCard));
export type UnactivatedCardsResponse = z.infer<typeof UnactivatedCardsResponse>;

/** POST /v1/cards/activate {cardNumbers} (sandbox-designed: card activation submit). */
export const ActivateCardsRequest = lazySchema(() =>
  z.object({ cardNumbers: z.array(z.string()).check(z.minLength(1), z.maxLength(100)) }),
);
/** PUT /v1/cards/encrypted/{cardRef}/lock {locked} (sandbox-designed: card locking). */
export const LockCardRequest = lazySchema(() => z.object({ locked: z.boolean() }));

/** How many of the current cycle's newest transactions the cardholder home shows. */
export const HOME_RECENT_COUNT = 10;

/** The card in view: cardholders may leave it out (their own card); an admin names the card they look at. */
export const CardInViewQuery = lazySchema(() => z.object({ cardNumber: z.optional(z.string().check(z.minLength(1))) }));

/** The card in view as the dashboard takes it: its encrypted reference, or an account entity (an admin's view of an account). */
export const DashboardQuery = lazySchema(() =>
  z.extend(CardInViewQuery, { accountEntityId: z.optional(z.coerce.number().check(z.int())) }),
);
/** A statement document's token (`GET /user/datatoken`). */
export const StatementDocumentQuery = lazySchema(() => z.object({ dataToken: z.string() }));
export const LockCardResponse = lazySchema(() => z.extend(SuccessResponse, { locked: z.boolean() }));
export type LockCardResponse = z.infer<typeof LockCardResponse>;

export const cardholderDashboardCall = defineCall({
  id: 'cards.cardholderDashboard',
  method: 'GET',
  path: '/v1/cards/cardholder/dashboard',
  source: 'spec-7',
  access: 'session',
  summary: 'The dashboard of the card in view: its account, product, balances, rewards balance, replacement and lock state.',
  query: DashboardQuery,
  answer: CardholderDashboardResponse,
});
export const cardTransactionsCall = defineCall({
  id: 'cards.transactions',
  method: 'GET',
  path: '/v1/cards/encrypted/{card}/transactions',
  source: 'spec-7',
  access: 'session',
  summary: "A page of the card's transactions, newest first, by cycle, dates, type or text.",
  query: TransactionsQuery,
  answer: TransactionsResponse,
});
export const cardAccountSummaryCall = defineCall({
  id: 'cards.accountSummary',
  method: 'GET',
  path: '/cards/{card}/accountSummary',
  source: 'spec-7',
  access: 'session',
  summary: "The card's balances, what is due, its APRs and the balance's breakdown.",
  answer: CardAccountSummaryResponse,
});
export const processorAccountCall = defineCall({
  id: 'cards.processorAccount',
  method: 'GET',
  path: '/v1/cards/company/{companyId}/accounts/{accountId}/processor',
  source: 'spec-7',
  access: 'session',
  summary: "The processor's live figures of a company's account: its credit limit, balance and available credit.",
  answer: ProcessorAccountResponse,
});
export const unactivatedCardsCall = defineCall({
  id: 'cards.unactivated',
  method: 'GET',
  path: '/v1/cards/company/{id}/unactivated/',
  source: 'spec-7',
  access: 'session',
  summary: "The company's open cards not yet activated (those the admin may see).",
  answer: UnactivatedCardsResponse,
});
export const statementsCall = defineCall({
  id: 'cards.statements',
  method: 'GET',
  path: '/v1/cards/encrypted/{card}/statements',
  source: 'portal',
  access: 'session',
  reason: 'The product lists billed statements and names no call for them.',
  summary: "The card's billed statement cycles, newest first.",
  answer: StatementsResponse,
});
export const statementDocumentCall = defineCall({
  id: 'cards.statementDocument',
  method: 'GET',
  path: '/v1/cards/encrypted/{card}/statements/{cycle}/document',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: 'The product shows a statement document and names no call for it.',
  summary: "A billed cycle's statement document (HTML), with a data token.",
  query: StatementDocumentQuery,
  answer: RawBody,
  answerType: 'text/html',
});
export const activateCardsCall = defineCall({
  id: 'cards.activate',
  method: 'POST',
  path: '/v1/cards/activate',
  source: 'portal',
  access: 'session',
  reason: 'The product has card activation for signed-in users and names no call for it.',
  summary: 'Activates the cards named by their references.',
  body: ActivateCardsRequest,
  answer: UnactivatedCardsResponse,
});
export const lockCardCall = defineCall({
  id: 'cards.lock',
  method: 'PUT',
  path: '/v1/cards/encrypted/{card}/lock',
  source: 'portal',
  access: 'session',
  reason: 'The product has card locking and names no call for it.',
  summary: 'Locks or unlocks a card.',
  body: LockCardRequest,
  answer: LockCardResponse,
});
