import { randomBytes } from 'node:crypto';
import * as P from '../../../shared/contract/payments.js';
import type { SandboxApp } from '../app.js';
import { RULES, cardFor, demand, isAdmin, ownCard } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { balancesOf, ledgerOf } from '../services/accounts.js';
import { badRequest, conflict, notFound } from '../server/httpError.js';
import { serve, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { isValidRouting } from '../../../shared/format/checksums.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';
import type { AutopayRecord, CardRecord, EntityRecord, PaymentAccountRecord, PaymentRecord, UserRecord } from '../world/types.js';

const confirmation = (): string => `PMT${randomBytes(5).toString('hex').toUpperCase()}`;
/** The platform's payment rules (sandbox-designed; answered in `limits` so the portal checks the same). */
export const PAYMENT_RULES = { minimumAmount: 1, windowDays: 60, maxPaymentAccounts: 5 } as const;
const round = (n: number): number => Math.round(n * 100) / 100;
/** A payment set for a later day: not yet off the balance, and cancellable until that day. */
export const isScheduled = (p: PaymentRecord, today: string): boolean => p.status === 'pending' && p.paymentDate > today;
const addDays = (iso: string, days: number): string => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
const toAccount = (p: PaymentAccountRecord): P.PaymentAccount => ({
  paymentAccountId: p.paymentAccountId,
  nickname: p.nickname,
  bankName: p.bankName,
  accountType: p.accountType,
  accountNumberLast4: p.accountNumber.slice(-4),
  routingNumber: p.routingNumber,
  status: p.status,
});
const toAutopay = (a: AutopayRecord | undefined): P.Autopay => ({
  enrolled: a?.enrolled ?? false,
  paymentAccountId: a?.paymentAccountId ?? null,
  amountType: a?.amountType ?? null,
  fixedAmount: a?.fixedAmount ?? null,
  daysBeforeDue: a?.daysBeforeDue ?? null,
});

/** Payment info, payments, payment accounts and autopay (the POST/PUT/DELETE paths are sandbox-designed). */
export function paymentRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const target = (user: UserRecord, ref: string | null | undefined): { card: CardRecord; entity: EntityRecord } => {
    demand(user, RULES.payments, 'payments');
    return ref || isAdmin(user) ? cardFor(w(), user, ref) : ownCard(w(), user);
  };
  const accountOf = (entity: EntityRecord, paymentAccountId: number): PaymentAccountRecord => {
    const pa = w().paymentAccounts.get(paymentAccountId);
    if (!pa || pa.accountId !== entity.accountId || pa.status !== 'active') throw notFound('No such payment account.');
    return pa;
  };
  const info = (card: CardRecord, entity: EntityRecord): P.PaymentInfo => {
    const b = balancesOf(w(), app.ledgers, card, entity, app.today());
    const ledger = ledgerOf(w(), app.ledgers, card);
    const accounts = w().paymentAccounts.by('account', entity.accountId);
    const firstAccount = accounts[0];
    const historical: P.Payment[] = (ledger ? [ledger.current, ...ledger.cycles] : [])
      .flatMap((c) => c.transactions)
      .filter((t) => t.type === 'PAYMENT')
      .map((t) => ({
        paymentId: card.cardId * 1000 + Number(t.transactionId.split('-')[1] ?? 0),
        amount: -t.amount,
        paymentDate: t.transactionDate,
        status: 'complete',
        confirmationNumber: `PMT${t.transactionId.replace('-', '')}`,
        paymentAccountId: firstAccount?.paymentAccountId ?? 0,
        accountNumberLast4: firstAccount?.accountNumber.slice(-4) ?? '0000',
        autopay: false,
      }));
    const stored: P.Payment[] = w()
      .payments.by('account', entity.accountId)
      .filter((p) => p.cardId === card.cardId)
      .map((p) => toPayment(p));
    const history = [...stored, ...historical].sort((a, b) =>
      a.paymentDate < b.paymentDate ? 1 : a.paymentDate > b.paymentDate ? -1 : b.paymentId - a.paymentId,
    );
    return {
      accountId: entity.accountId,
      currentBalance: b.currentBalance,
      statementBalance: b.statementBalance,
      minimumPaymentDue: b.minimumPaymentDue,
      paymentDueDate: b.paymentDueDate,
      paymentAccounts: accounts.filter((a) => a.status === 'active').map(toAccount),
      autopay: toAutopay(w().autopay.get(entity.accountId)),
      history,
      limits: limitsOf(card, entity),
    };
  };
  /** Scheduled (future) payments of a card: not yet off the balance, but already promised out of it. */
  const scheduledTotal = (card: CardRecord, entity: EntityRecord): number =>
    w()
      .payments.by('account', entity.accountId)
      .filter((p) => p.cardId === card.cardId && isScheduled(p, app.today()))
      .reduce((n, p) => n + p.amount, 0);
  const limitsOf = (card: CardRecord, entity: EntityRecord): P.PaymentLimits => {
    const today = app.today();
    const balance = balancesOf(w(), app.ledgers, card, entity, app.today()).currentBalance;
    return {
      minimumAmount: PAYMENT_RULES.minimumAmount,
      maximumAmount: round(Math.max(0, balance - scheduledTotal(card, entity))),
      earliestDate: today,
      latestDate: addDays(today, PAYMENT_RULES.windowDays),
      maxPaymentAccounts: PAYMENT_RULES.maxPaymentAccounts,
    };
  };
  const toPayment = (p: PaymentRecord): P.Payment => ({
    // A scheduled payment whose day has come is on its way (submitted), no longer cancellable.
    paymentId: p.paymentId,
    amount: p.amount,
    paymentDate: p.paymentDate,
    status: p.status === 'pending' && !isScheduled(p, app.today()) ? 'submitted' : p.status,
    confirmationNumber: p.confirmationNumber,
    paymentAccountId: p.paymentAccountId,
    accountNumberLast4: w().paymentAccounts.get(p.paymentAccountId)?.accountNumber.slice(-4) ?? '0000',
    autopay: p.autopay,
  });

  return [
    serve(P.paymentInfoCall, {
      handle: ({ session, query, req }): P.PaymentInfoResponse => {
        const ref = query.get('cardNumber') ?? (req.headers.cardnumber as string | undefined);
        const { card, entity } = target(app.userOf(session), ref);
        return { data: info(card, entity) };
      },
    }),
    // A money move: a repeated Idempotency-Key answers the first payment and pays nothing more.
    serve(P.makePaymentCall, {
      handle: ({ session, body }): P.PaymentResponse => {
        const user = app.userOf(session);
        const input = validate(P.MakePaymentRequest, body ?? {}, 'payment');
        const { card, entity } = target(user, input.cardNumber);
        const pa = accountOf(entity, input.paymentAccountId);
        const limits = limitsOf(card, entity);
        const today = app.today();
        const date = input.paymentDate ?? today;
        if (date < limits.earliestDate || date > limits.latestDate) {
          throw badRequest(`The payment date must be between ${formatDate(limits.earliestDate)} and ${formatDate(limits.latestDate)}.`);
        }
        if (input.amount > limits.maximumAmount + 0.001) {
          throw badRequest(
            limits.maximumAmount <= 0
              ? 'There is nothing to pay: the balance is already paid or covered by scheduled payments.'
              : `The payment cannot be more than ${formatMoney(limits.maximumAmount)} (the current balance less payments already scheduled).`,
          );
        }
        const p: PaymentRecord = {
          paymentId: w().payments.nextId(100_000_000),
          accountId: entity.accountId,
          cardId: card.cardId,
          paymentAccountId: pa.paymentAccountId,
          amount: round(input.amount),
          paymentDate: date,
          status: date === today ? 'submitted' : 'pending',
          confirmationNumber: confirmation(),
          autopay: false,
          createdAt: new Date(app.now()).toISOString(),
          createdBy: user.userid,
        };
        return { data: toPayment(w().payments.put(p)) };
      },
    }),
    serve(P.cancelPaymentCall, {
      handle: ({ session, params }): P.PaymentResponse => {
        const user = app.userOf(session);
        const p = w().payments.get(Number(params.paymentId));
        const card = p ? w().cards.get(p.cardId) : undefined;
        if (!p || !card) throw notFound('No such payment.');
        target(user, card.encrypted);
        if (!isScheduled(p, app.today()))
          throw conflict(
            p.status === 'cancelled'
              ? 'This payment was already cancelled.'
              : 'This payment is already on its way and can no longer be cancelled.',
          );
        return { data: toPayment(w().payments.update(p.paymentId, { status: 'cancelled' })!) };
      },
    }),
    serve(P.addPaymentAccountCall, {
      handle: ({ session, body }): P.PaymentAccountResponse => {
        const user = app.userOf(session);
        const input = validate(P.AddPaymentAccountRequest, body ?? {}, 'payment account');
        const { entity } = target(user, input.cardNumber);
        if (!isValidRouting(input.routingNumber)) throw badRequest('The routing number is not valid.');
        const existing = w()
          .paymentAccounts.by('account', entity.accountId)
          .filter((a) => a.status === 'active');
        if (existing.some((a) => a.accountNumber === input.accountNumber && a.routingNumber === input.routingNumber))
          throw conflict('That bank account is already on file.');
        if (existing.length >= PAYMENT_RULES.maxPaymentAccounts)
          throw conflict(`At most ${PAYMENT_RULES.maxPaymentAccounts} payment accounts can be kept. Remove one before adding another.`);
        const pa: PaymentAccountRecord = {
          paymentAccountId: w().paymentAccounts.nextId(1),
          accountId: entity.accountId,
          nickname: input.nickname,
          bankName: input.bankName,
          accountType: input.accountType,
          accountNumber: input.accountNumber,
          routingNumber: input.routingNumber,
          status: 'active',
        };
        return { data: toAccount(w().paymentAccounts.put(pa)) };
      },
    }),
    serve(P.removePaymentAccountCall, {
      handle: ({ session, params }): P.PaymentAccountResponse => {
        const user = app.userOf(session);
        const pa = w().paymentAccounts.get(Number(params.id));
        const entity = pa ? w().entities.by('account', pa.accountId)[0] : undefined;
        const card = entity ? w().cardOf(entity) : undefined;
        if (!pa || !entity || !card || pa.status !== 'active') throw notFound('No such payment account.');
        target(user, isAdmin(user) ? card.encrypted : undefined);
        if (!isAdmin(user) && w().entities.get(user.accountEntityId ?? -1)?.accountId !== pa.accountId)
          throw notFound('No such payment account.');
        const auto = w().autopay.get(pa.accountId);
        if (auto?.enrolled && auto.paymentAccountId === pa.paymentAccountId) {
          throw conflict('This account pays your AutoPay. Move AutoPay to another account, or cancel AutoPay, before removing it.');
        }
        const scheduled = w()
          .payments.by('account', pa.accountId)
          .filter((p) => p.paymentAccountId === pa.paymentAccountId && isScheduled(p, app.today()));
        if (scheduled.length) {
          throw conflict(
            `This account pays ${scheduled.length === 1 ? 'a scheduled payment' : `${scheduled.length} scheduled payments`} (next on ${formatDate(scheduled.map((p) => p.paymentDate).sort()[0])}). Cancel ${scheduled.length === 1 ? 'it' : 'them'} on Payment History before removing the account.`,
          );
        }
        return { data: toAccount(w().paymentAccounts.update(pa.paymentAccountId, { status: 'inactive' })!) };
      },
    }),
    serve(P.autopayCall, {
      handle: ({ session, body }): P.AutopayResponse => {
        const user = app.userOf(session);
        const input = validate(P.AutopayRequest, body ?? {}, 'autopay');
        const { entity } = target(user, input.cardNumber);
        let record: AutopayRecord;
        if (!input.enrolled)
          record = {
            accountId: entity.accountId,
            enrolled: false,
            paymentAccountId: null,
            amountType: null,
            fixedAmount: null,
            daysBeforeDue: null,
          };
        else {
          if (!input.paymentAccountId || !input.amountType) throw badRequest('paymentAccountId and amountType are required to enroll.');
          accountOf(entity, input.paymentAccountId);
          if (input.amountType === 'FIXED' && !input.fixedAmount) throw badRequest('fixedAmount is required for a fixed autopay amount.');
          // A fixed amount no balance of this account could ever reach is a typing slip, not a plan.
          if (input.amountType === 'FIXED' && input.fixedAmount && input.fixedAmount > entity.creditLimit) {
            throw badRequest(
              `The fixed AutoPay amount cannot be more than the account's credit limit of ${formatMoney(entity.creditLimit)}.`,
            );
          }
          record = {
            accountId: entity.accountId,
            enrolled: true,
            paymentAccountId: input.paymentAccountId,
            amountType: input.amountType,
            fixedAmount: input.amountType === 'FIXED' ? (input.fixedAmount ?? null) : null,
            daysBeforeDue: input.daysBeforeDue ?? 0,
          };
        }
        return { data: toAutopay(w().autopay.put(record)) };
      },
    }),
  ];
}
