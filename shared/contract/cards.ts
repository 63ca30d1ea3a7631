import * as z from 'zod/mini';
import { Address, IsoDate, RawBody, SuccessResponse, answerPiece, dataEnvelope, dataList, page } from './common.js';
import { AccountEntityType, ReplacementAvailability } from './accounts.js';
import { ExpenseReportEnabledResponse } from './company.js';
import { MccGroup } from './mcc.js';
import { PaymentInfo } from './payments.js';
import { BonusPointsResponse, RedemptionHistoryResponse, RewardDescriptionResponse } from './rewards.js';
import { AlertType, ConsumerControlsResponse } from './spendControls.js';
import { defineCall } from './platformCall.js';
import { lazySchema } from './lazySchema.js';

/** Statement period code of the current (unbilled) cycle (spec §9). Billed cycles are `MMYYYY`. */
export const CURRENT_CYCLE = '011900';

export const AccountEntitySummary = lazySchema(() => z.object({
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
}));
export type AccountEntitySummary = z.infer<typeof AccountEntitySummary>;

export const Balances = lazySchema(() => z.object({
  currentBalance: z.number(),
  availableCredit: z.number(),
  creditLimit: z.number(),
  statementBalance: z.number(),
  minimumPaymentDue: z.number(),
  paymentDueDate: IsoDate,
  lastPaymentAmount: z.nullable(z.number()),
  lastPaymentDate: z.nullable(IsoDate),
}));
export type Balances = z.infer<typeof Balances>;

export const CardHolderCard = lazySchema(() => z.object({
  firstName: z.string(),
  lastName: z.string(),
  cardNumberLastFour: z.string(),
  cardNumber: z.string(),
}));

/** Card replacement info (spec §3). */
export const CardReplacementInfo = lazySchema(() => z.object({
  displayReplaceCard: z.boolean(),
  address: Address,
  cardHolders: z.array(CardHolderCard),
}));

export const InactiveCard = lazySchema(() => z.object({ cardNumber: z.string(), cardNumberLast4: z.string(), firstName: z.string(), lastName: z.string() }));

/** GET /v1/cards/cardholder/dashboard?cardNumber (cardholders may omit it: their own card). */
export const CardholderDashboard = lazySchema(() => z.object({
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
}));
export type CardholderDashboard = z.infer<typeof CardholderDashboard>;
export const CardholderDashboardResponse = lazySchema(() => dataEnvelope(CardholderDashboard));
export type CardholderDashboardResponse = z.infer<typeof CardholderDashboardResponse>;

export const Transaction = lazySchema(() => z.object({
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
}));
export type Transaction = z.infer<typeof Transaction>;

/** GET /v1/cards/encrypted/{cardRef}/transactions?cycle&fromDate&toDate&type&page&size (newest first). */
export const TransactionsQuery = lazySchema(() => z.object({
  cycle: z.optional(z.string().check(z.regex(/^\d{6}$/))),
  fromDate: z.optional(IsoDate),
  toDate: z.optional(IsoDate),
  type: z.optional(z.string()),
  /** Text search: description, merchant, MCC, amount ($ and , ignored) or a date as MM/dd/yyyy (spec §5). */
  query: z.optional(z.string().check(z.maxLength(100))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
}));
export const TransactionsResponse = lazySchema(() => page(Transaction));
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

export const StatementSummary = lazySchema(() => z.object({
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
}));
export type StatementSummary = z.infer<typeof StatementSummary>;
/** GET /v1/cards/encrypted/{cardRef}/statements: billed cycles, newest first (sandbox-designed path). */
export const StatementsResponse = lazySchema(() => dataList(StatementSummary));
export type StatementsResponse = z.infer<typeof StatementsResponse>;

/** GET /cards/{cardRef}/accountSummary */
export const CardAccountSummary = lazySchema(() => z.extend(Balances, {
  cashAvailable: z.number(),
  pastDueAmount: z.number(),
  purchaseApr: z.number(),
  cashApr: z.number(),
  balanceBreakdown: z.object({ purchases: z.number(), cash: z.number(), fees: z.number(), interest: z.number() }),
  cycleCode: z.string(),
  nextStatementDate: IsoDate,
}));
export type CardAccountSummary = z.infer<typeof CardAccountSummary>;
export const CardAccountSummaryResponse = lazySchema(() => dataEnvelope(CardAccountSummary));
export type CardAccountSummaryResponse = z.infer<typeof CardAccountSummaryResponse>;

/** GET /v1/cards/company/{companyId}/accounts/{accountId}/processor: the processor's figures. */
export const ProcessorAccountResponse = lazySchema(() => dataEnvelope(z.object({
  companyId: z.number(),
  accountId: z.number(),
  creditLimit: z.number(),
  currentBalance: z.number(),
  outstandingBalance: z.number(),
  availableCredit: z.number(),
  lastPaymentAmount: z.nullable(z.number()),
  lastPaymentDate: z.nullable(IsoDate),
  asOf: z.string(),
})));
export type ProcessorAccountResponse = z.infer<typeof ProcessorAccountResponse>;

/** GET /v1/cards/company/{companyId}/unactivated/ */
export const UnactivatedCard = lazySchema(() => z.object({
  cardNumber: z.string(),
  cardNumberLast4: z.string(),
  accountEntityId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  expiry: z.string(),
}));
export type UnactivatedCard = z.infer<typeof UnactivatedCard>;
export const UnactivatedCardsResponse = lazySchema(() => dataList(UnactivatedCard));
export type UnactivatedCardsResponse = z.infer<typeof UnactivatedCardsResponse>;

/** POST /v1/cards/activate {cardNumbers} (sandbox-designed: card activation submit). */
export const ActivateCardsRequest = lazySchema(() => z.object({ cardNumbers: z.array(z.string()).check(z.minLength(1), z.maxLength(100)) }));
/** PUT /v1/cards/encrypted/{cardRef}/lock {locked} (sandbox-designed: card locking). */
export const LockCardRequest = lazySchema(() => z.object({ locked: z.boolean() }));


/** How many of the current cycle's newest transactions the cardholder home shows (and `home` answers by default). */
export const HOME_RECENT_COUNT = 10;

/**
 * GET /v1/cards/cardholder/home[?cardNumber][&size] (designed in the sandbox, issue 21): the cardholder home in one
 * round. The dashboard of the card in view (as `/v1/cards/cardholder/dashboard`; its refusal fails the call), with
 * the two calls that need its card reference answered beside it: the reward description
 * (`/v1/rewards/rewarddescription`) and the current cycle's newest transactions
 * (`/v1/cards/encrypted/{card}/transactions?cycle=011900&page=0&size`). When the dashboard says the card's company
 * has expense reporting, the home's expense panel comes too: the company's enablement
 * (`/company/expensereport/{companyId}/enabled`) and, for a cardholder where it is on and acknowledged, their
 * posted purchases on no report yet (`/v1/expensereport/transactions`); absent when not asked.
 */
export const CardholderHomeResponse = lazySchema(() => dataEnvelope(
  z.object({
    dashboard: CardholderDashboard,
    rewardDescription: answerPiece(RewardDescriptionResponse.shape.data),
    recentTransactions: answerPiece(TransactionsResponse),
    expenseReportEnabled: z.optional(answerPiece(ExpenseReportEnabledResponse.shape.data)),
    expensePurchases: z.optional(answerPiece(z.array(Transaction))),
  }),
));
export type CardholderHomeResponse = z.infer<typeof CardholderHomeResponse>;

/**
 * GET /v1/cards/cardholder/payments[?cardNumber] (designed in the sandbox, issue 21): the Payments page in one round.
 * The dashboard of the card in view (as `/v1/cards/cardholder/dashboard`; its refusal fails the call), with the
 * card's payment information (`/v1/payments/paymentinfo?cardNumber`, which needs the dashboard's card reference)
 * answered beside it, or the refusal that call would have answered.
 */
export const CardholderPaymentsResponse = lazySchema(() => dataEnvelope(z.object({ dashboard: CardholderDashboard, paymentInfo: answerPiece(PaymentInfo) })));
export type CardholderPaymentsResponse = z.infer<typeof CardholderPaymentsResponse>;

/**
 * GET /v1/cards/cardholder/rewards[?cardNumber] (designed in the sandbox, issue 21): the Rewards page in one round.
 * The dashboard of the card in view (as `/v1/cards/cardholder/dashboard`; its refusal fails the call), with the three
 * rewards calls that need its card reference (in their `cardNumber` header) answered beside it — the reward
 * description, bonus points and redemption history — each `{data}` or the refusal that call would have answered.
 */
export const CardholderRewardsResponse = lazySchema(() => dataEnvelope(z.object({
  dashboard: CardholderDashboard,
  rewardDescription: answerPiece(RewardDescriptionResponse.shape.data),
  bonusPoints: answerPiece(BonusPointsResponse),
  redemptionHistory: answerPiece(RedemptionHistoryResponse.shape.data),
})));
export type CardholderRewardsResponse = z.infer<typeof CardholderRewardsResponse>;

/**
 * GET /v1/cards/cardholder/alerts[?cardNumber] (designed in the sandbox, issue 21): the Alerts and Controls page in one
 * round. The dashboard of the card in view (as `/v1/cards/cardholder/dashboard`; its refusal fails the call), with the
 * calls that need its answer answered beside it — the alert types of its account type
 * (`/v1/spendcontrols/alerttypes?accountTypes`), its account's alerts and controls
 * (`/v1/spendcontrols/control/consumer/{accountEntityId}`) and, when one of those names a merchant category group, the
 * standard groups (`/v1/mcc/groups?categories=Standard`; absent otherwise) — each `{data}` or that call's refusal.
 */
export const CardholderAlertsResponse = lazySchema(() => dataEnvelope(z.object({
  dashboard: CardholderDashboard,
  alertTypes: answerPiece(z.array(AlertType)),
  controls: answerPiece(ConsumerControlsResponse.shape.data),
  standardMccGroups: z.optional(answerPiece(z.array(MccGroup))),
})));
export type CardholderAlertsResponse = z.infer<typeof CardholderAlertsResponse>;

/**
 * GET /v1/cards/cardholder/services[?cardNumber] (designed in the sandbox, issue 21): the Services page in one round.
 * The dashboard of the card in view (as `/v1/cards/cardholder/dashboard`; its refusal fails the call), with the calls
 * that need its answer answered beside it — its card's replacement availability (`/card/replace/avail?cards`; a 404
 * piece when it has no card yet) and its account's alerts and controls
 * (`/v1/spendcontrols/control/consumer/{accountEntityId}`) — each `{data}` or that call's refusal.
 */
export const CardholderServicesResponse = lazySchema(() => dataEnvelope(z.object({
  dashboard: CardholderDashboard,
  replacement: answerPiece(z.array(ReplacementAvailability)),
  controls: answerPiece(ConsumerControlsResponse.shape.data),
})));
export type CardholderServicesResponse = z.infer<typeof CardholderServicesResponse>;

/** The card in view: its encrypted reference, or an account entity (cardholders may leave both out: their own card). */
export const DashboardQuery = lazySchema(() => z.object({ cardNumber: z.optional(z.string()), accountEntityId: z.optional(z.coerce.number().check(z.int())) }));
/** A statement document's token (`GET /user/datatoken`). */
export const StatementDocumentQuery = lazySchema(() => z.object({ dataToken: z.string() }));
export const LockCardResponse = lazySchema(() => z.extend(SuccessResponse, { locked: z.boolean() }));
export type LockCardResponse = z.infer<typeof LockCardResponse>;

export const cardholderDashboardCall = defineCall({
  id: 'cards.cardholderDashboard', method: 'GET', path: '/v1/cards/cardholder/dashboard', source: 'spec-7', access: 'session',
  summary: "The card in view's account: its summary, balances, cards, replacement info and inactive cards.",
  query: DashboardQuery, answer: CardholderDashboardResponse,
});
export const transactionsCall = defineCall({
  id: 'cards.transactions', method: 'GET', path: '/v1/cards/encrypted/{card}/transactions', source: 'spec-7', access: 'session',
  summary: "One page of a card's transactions in a statement cycle or date range, newest first.",
  query: TransactionsQuery, answer: TransactionsResponse,
});
export const cardAccountSummaryCall = defineCall({
  id: 'cards.accountSummary', method: 'GET', path: '/cards/{card}/accountSummary', source: 'spec-7', access: 'session',
  summary: "The card's balances with APRs, past due amount, cash available and the balance breakdown.",
  answer: CardAccountSummaryResponse,
});
export const processorAccountCall = defineCall({
  id: 'cards.processorAccount', method: 'GET', path: '/v1/cards/company/{id}/accounts/{accountId}/processor', source: 'spec-7', access: 'session',
  summary: "The processor's figures of a company's account.",
  answer: ProcessorAccountResponse,
});
export const unactivatedCardsCall = defineCall({
  id: 'cards.unactivated', method: 'GET', path: '/v1/cards/company/{id}/unactivated/', source: 'spec-7', access: 'session',
  summary: "The company's open cards not yet activated (those the admin may see).",
  answer: UnactivatedCardsResponse,
});
export const statementsCall = defineCall({
  id: 'cards.statements', method: 'GET', path: '/v1/cards/encrypted/{card}/statements', source: 'portal', access: 'session',
  reason: 'The product lists billed statements and names no call for them.',
  summary: "The card's billed statement cycles, newest first.",
  answer: StatementsResponse,
});
export const statementDocumentCall = defineCall({
  id: 'cards.statementDocument', method: 'GET', path: '/v1/cards/encrypted/{card}/statements/{cycle}/document', source: 'portal', access: 'session',
  reason: 'The product shows a statement document and names no call for it.',
  summary: "A billed cycle's statement document (HTML), with a data token.",
  query: StatementDocumentQuery, answer: RawBody, answerType: 'text/html',
});
export const activateCardsCall = defineCall({
  id: 'cards.activate', method: 'POST', path: '/v1/cards/activate', source: 'portal', access: 'session',
  reason: 'The product has card activation for signed-in users and names no call for it.',
  summary: 'Activates the cards named by their references.',
  body: ActivateCardsRequest, answer: UnactivatedCardsResponse,
});
export const lockCardCall = defineCall({
  id: 'cards.lock', method: 'PUT', path: '/v1/cards/encrypted/{card}/lock', source: 'portal', access: 'session',
  reason: 'The product has card locking and names no call for it.',
  summary: 'Locks or unlocks a card.',
  body: LockCardRequest, answer: LockCardResponse,
});
