import * as z from 'zod/mini';
import { IsoDate, dataEnvelope, dollarsFromTo } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

export const PaymentAccount = lazySchema(() =>
  z.object({
    paymentAccountId: z.number(),
    nickname: z.string(),
    bankName: z.string(),
    accountType: z.enum(['checking', 'savings']),
    accountNumberLast4: z.string(),
    routingNumber: z.string(),
    status: z.enum(['active', 'inactive']),
  }),
);
export type PaymentAccount = z.infer<typeof PaymentAccount>;

export const Payment = lazySchema(() =>
  z.object({
    paymentId: z.number(),
    amount: z.number(),
    paymentDate: IsoDate,
    status: z.enum(['pending', 'submitted', 'complete', 'cancelled']),
    confirmationNumber: z.string(),
    paymentAccountId: z.number(),
    accountNumberLast4: z.string(),
    autopay: z.boolean(),
  }),
);
export type Payment = z.infer<typeof Payment>;

export const Autopay = lazySchema(() =>
  z.object({
    enrolled: z.boolean(),
    paymentAccountId: z.nullable(z.number()),
    amountType: z.nullable(z.enum(['MINIMUM', 'STATEMENT', 'FIXED'])),
    fixedAmount: z.nullable(z.number()),
    daysBeforeDue: z.nullable(z.number()),
  }),
);
export type Autopay = z.infer<typeof Autopay>;

/**
 * What the platform accepts for a payment on this card today (sandbox-designed): the smallest payment, the most it
 * takes (the current balance less payments already scheduled), the date window (today … 60 days ahead, the
 * platform's calendar) and how many payment accounts may be kept.
 */
export const PaymentLimits = lazySchema(() =>
  z.object({
    minimumAmount: z.number(),
    maximumAmount: z.number(),
    earliestDate: IsoDate,
    latestDate: IsoDate,
    maxPaymentAccounts: z.number(),
  }),
);
export type PaymentLimits = z.infer<typeof PaymentLimits>;

/** GET /v1/payments/paymentinfo?cardNumber={cardRef} */
export const PaymentInfo = lazySchema(() =>
  z.object({
    accountId: z.number(),
    currentBalance: z.number(),
    statementBalance: z.number(),
    minimumPaymentDue: z.number(),
    paymentDueDate: IsoDate,
    paymentAccounts: z.array(PaymentAccount),
    autopay: Autopay,
    history: z.array(Payment),
    limits: PaymentLimits,
  }),
);
export type PaymentInfo = z.infer<typeof PaymentInfo>;
export const PaymentInfoResponse = lazySchema(() => dataEnvelope(PaymentInfo));
export type PaymentInfoResponse = z.infer<typeof PaymentInfoResponse>;

/** POST /v1/payments (sandbox-designed): pay now or schedule (paymentDate today…+60 days). */
export const MakePaymentRequest = lazySchema(() =>
  z.object({
    cardNumber: z.string().check(z.minLength(16)),
    paymentAccountId: z.number().check(z.int()),
    amount: dollarsFromTo(1, 1_000_000),
    paymentDate: z.optional(IsoDate),
  }),
);
export const PaymentResponse = lazySchema(() => dataEnvelope(Payment));
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** POST /v1/payments/accounts (sandbox-designed): add a bank account (ABA routing checksum enforced). */
export const AddPaymentAccountRequest = lazySchema(() =>
  z.object({
    cardNumber: z.string().check(z.minLength(16)),
    nickname: z.string().check(z.minLength(1), z.maxLength(40)),
    bankName: z.string().check(z.minLength(1), z.maxLength(60)),
    accountType: z.enum(['checking', 'savings']),
    accountNumber: z.string().check(z.regex(/^\d{4,17}$/)),
    routingNumber: z.string().check(z.regex(/^\d{9}$/)),
  }),
);
export const PaymentAccountResponse = lazySchema(() => dataEnvelope(PaymentAccount));
export type PaymentAccountResponse = z.infer<typeof PaymentAccountResponse>;

/** PUT /v1/payments/autopay (sandbox-designed). `enrolled:false` cancels. */
export const AutopayRequest = lazySchema(() =>
  z.object({
    cardNumber: z.string().check(z.minLength(16)),
    enrolled: z.boolean(),
    paymentAccountId: z.optional(z.nullable(z.number().check(z.int()))),
    amountType: z.optional(z.nullable(z.enum(['MINIMUM', 'STATEMENT', 'FIXED']))),
    /** Whole cents from $1.00; the platform also holds it to the account's credit limit. */
    fixedAmount: z.optional(z.nullable(dollarsFromTo(1, 1_000_000))),
    daysBeforeDue: z.optional(z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(20)))),
  }),
);
export const AutopayResponse = lazySchema(() => dataEnvelope(Autopay));
export type AutopayResponse = z.infer<typeof AutopayResponse>;

/** The payment information's query: the card it is about. */
export const PaymentInfoQuery = lazySchema(() => z.object({ cardNumber: z.string().check(z.minLength(1)) }));
const PAYMENTS = 'The product has payments, AutoPay and payment accounts and names only the payment information call.';

export const paymentInfoCall = defineCall({
  id: 'payments.paymentInfo',
  method: 'GET',
  path: '/v1/payments/paymentinfo',
  source: 'spec-7',
  access: 'session',
  summary: "The card's balances, payment accounts, AutoPay, payment history and the limits of a payment.",
  query: PaymentInfoQuery,
  answer: PaymentInfoResponse,
});
export const makePaymentCall = defineCall({
  id: 'payments.make',
  method: 'POST',
  path: '/v1/payments',
  source: 'portal',
  access: 'session',
  idempotent: true,
  reason: PAYMENTS,
  summary: 'Pays today or schedules a payment for a later day.',
  body: MakePaymentRequest,
  answer: PaymentResponse,
});
export const cancelPaymentCall = defineCall({
  id: 'payments.cancel',
  method: 'DELETE',
  path: '/v1/payments/{paymentId}',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: PAYMENTS,
  summary: 'Cancels a scheduled payment before its day.',
  answer: PaymentResponse,
});
export const addPaymentAccountCall = defineCall({
  id: 'payments.addAccount',
  method: 'POST',
  path: '/v1/payments/accounts',
  source: 'portal',
  access: 'session',
  reason: PAYMENTS,
  summary: 'Adds a checking or savings account to pay from.',
  body: AddPaymentAccountRequest,
  answer: PaymentAccountResponse,
});
export const removePaymentAccountCall = defineCall({
  id: 'payments.removeAccount',
  method: 'DELETE',
  path: '/v1/payments/accounts/{id}',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: PAYMENTS,
  summary: 'Removes a payment account that AutoPay and scheduled payments do not use.',
  answer: PaymentAccountResponse,
});
export const autopayCall = defineCall({
  id: 'payments.autopay',
  method: 'PUT',
  path: '/v1/payments/autopay',
  source: 'portal',
  access: 'session',
  reason: PAYMENTS,
  summary: "Enrols, changes or cancels AutoPay for the card's account.",
  body: AutopayRequest,
  answer: AutopayResponse,
});
