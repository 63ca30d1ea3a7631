import { randomBytes } from 'node:crypto';
import * as P from '../../../shared/contract/payments.js';
import type { SandboxApp } from '../app.js';
import { RULES, cardFor, demand, isAdmin, ownCard } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { balancesOf, ledgerOf } from '../services/accounts.js';
import { badRequest, conflict, notFound } from '../server/httpError.js';
import type { RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { isValidRouting } from '../../../shared/format/checksums.js';
import type { AutopayRecord, CardRecord, EntityRecord, PaymentAccountRecord, PaymentRecord, UserRecord } from '../world/types.js';

const confirmation = (): string => `PMT${randomBytes(5).toString('hex').toUpperCase()}`;
const toAccount = (p: PaymentAccountRecord): P.PaymentAccount => ({
  paymentAccountId: p.paymentAccountId, nickname: p.nickname, bankName: p.bankName, accountType: p.accountType,
  accountNumberLast4: p.accountNumber.slice(-4), routingNumber: p.routingNumber, status: p.status,
});
const toAutopay = (a: AutopayRecord | undefined): P.Autopay => ({
  enrolled: a?.enrolled ?? false, paymentAccountId: a?.paymentAccountId ?? null, amountType: a?.amountType ?? null,
  fixedAmount: a?.fixedAmount ?? null, daysBeforeDue: a?.daysBeforeDue ?? null,
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
    const b = balancesOf(w(), app.ledgers, card, entity);
    const ledger = ledgerOf(w(), app.ledgers, card);
    const accounts = w().paymentAccounts.by('account', entity.accountId);
    const firstAccount = accounts[0];
    const historical: P.Payment[] = (ledger ? [ledger.current, ...ledger.cycles] : []).flatMap((c) => c.transactions)
      .filter((t) => t.type === 'PAYMENT')
      .map((t) => ({
        paymentId: card.cardId * 1000 + Number(t.transactionId.split('-')[1] ?? 0), amount: -t.amount, paymentDate: t.transactionDate, status: 'complete',
        confirmationNumber: `PMT${t.transactionId.replace('-', '')}`, paymentAccountId: firstAccount?.paymentAccountId ?? 0,
        accountNumberLast4: firstAccount?.accountNumber.slice(-4) ?? '0000', autopay: false,
      }));
    const stored: P.Payment[] = w().payments.by('account', entity.accountId).map((p) => toPayment(p));
    const history = [...stored, ...historical].sort((a, b) => (a.paymentDate < b.paymentDate ? 1 : a.paymentDate > b.paymentDate ? -1 : b.paymentId - a.paymentId));
    return {
      accountId: entity.accountId, currentBalance: b.currentBalance, statementBalance: b.statementBalance, minimumPaymentDue: b.minimumPaymentDue,
      paymentDueDate: b.paymentDueDate, paymentAccounts: accounts.filter((a) => a.status === 'active').map(toAccount),
      autopay: toAutopay(w().autopay.get(entity.accountId)), history,
    };
  };
  const toPayment = (p: PaymentRecord): P.Payment => ({
    paymentId: p.paymentId, amount: p.amount, paymentDate: p.paymentDate, status: p.status, confirmationNumber: p.confirmationNumber,
    paymentAccountId: p.paymentAccountId, accountNumberLast4: w().paymentAccounts.get(p.paymentAccountId)?.accountNumber.slice(-4) ?? '0000', autopay: p.autopay,
  });

  return [
    {
      method: 'GET', pattern: '/api/v1/payments/paymentinfo', access: 'session',
      handle: ({ session, query, req }): P.PaymentInfoResponse => {
        const ref = query.get('cardNumber') ?? (req.headers.cardnumber as string | undefined);
        const { card, entity } = target(app.userOf(session), ref);
        return { data: info(card, entity) };
      },
    },
    {
      method: 'POST', pattern: '/api/v1/payments', access: 'session',
      handle: ({ session, body }): P.PaymentResponse => {
        const user = app.userOf(session);
        const input = validate(P.MakePaymentRequest, body ?? {}, 'payment');
        const { card, entity } = target(user, input.cardNumber);
        const pa = accountOf(entity, input.paymentAccountId);
        const today = app.today();
        const date = input.paymentDate ?? today;
        const latest = new Date(Date.parse(today) + 60 * 86_400_000).toISOString().slice(0, 10);
        if (date < today || date > latest) throw badRequest('The payment date must be between today and 60 days from now.');
        const balance = balancesOf(w(), app.ledgers, card, entity).currentBalance;
        if (input.amount > Math.max(balance, 0) + 0.001) throw badRequest(`The payment cannot exceed the current balance of ${balance.toFixed(2)}.`);
        const p: PaymentRecord = {
          paymentId: w().payments.nextId(100_000_000), accountId: entity.accountId, cardId: card.cardId, paymentAccountId: pa.paymentAccountId,
          amount: Math.round(input.amount * 100) / 100, paymentDate: date, status: date === today ? 'submitted' : 'pending', confirmationNumber: confirmation(),
          autopay: false, createdAt: new Date(app.now()).toISOString(), createdBy: user.userid,
        };
        return { data: toPayment(w().payments.put(p)) };
      },
    },
    {
      method: 'DELETE', pattern: '/api/v1/payments/:paymentId', access: 'session',
      handle: ({ session, params }): P.PaymentResponse => {
        const user = app.userOf(session);
        const p = w().payments.get(Number(params.paymentId));
        const card = p ? w().cards.get(p.cardId) : undefined;
        if (!p || !card) throw notFound('No such payment.');
        target(user, card.encrypted);
        if (p.status !== 'pending') throw conflict('Only a scheduled payment can be cancelled.');
        return { data: toPayment(w().payments.update(p.paymentId, { status: 'cancelled' })!) };
      },
    },
    {
      method: 'POST', pattern: '/api/v1/payments/accounts', access: 'session',
      handle: ({ session, body }): P.PaymentAccountResponse => {
        const user = app.userOf(session);
        const input = validate(P.AddPaymentAccountRequest, body ?? {}, 'payment account');
        const { entity } = target(user, input.cardNumber);
        if (!isValidRouting(input.routingNumber)) throw badRequest('The routing number is not valid.');
        const existing = w().paymentAccounts.by('account', entity.accountId).filter((a) => a.status === 'active');
        if (existing.some((a) => a.accountNumber === input.accountNumber && a.routingNumber === input.routingNumber)) throw conflict('That bank account is already on file.');
        if (existing.length >= 5) throw conflict('At most five payment accounts can be kept.');
        const pa: PaymentAccountRecord = {
          paymentAccountId: w().paymentAccounts.nextId(1), accountId: entity.accountId, nickname: input.nickname, bankName: input.bankName,
          accountType: input.accountType, accountNumber: input.accountNumber, routingNumber: input.routingNumber, status: 'active',
        };
        return { data: toAccount(w().paymentAccounts.put(pa)) };
      },
    },
    {
      method: 'DELETE', pattern: '/api/v1/payments/accounts/:id', access: 'session',
      handle: ({ session, params }): P.PaymentAccountResponse => {
        const user = app.userOf(session);
        const pa = w().paymentAccounts.get(Number(params.id));
        const entity = pa ? w().entities.by('account', pa.accountId)[0] : undefined;
        const card = entity ? w().cardOf(entity) : undefined;
        if (!pa || !entity || !card || pa.status !== 'active') throw notFound('No such payment account.');
        target(user, isAdmin(user) ? card.encrypted : undefined);
        if (!isAdmin(user) && w().entities.get(user.accountEntityId ?? -1)?.accountId !== pa.accountId) throw notFound('No such payment account.');
        const auto = w().autopay.get(pa.accountId);
        if (auto?.enrolled && auto.paymentAccountId === pa.paymentAccountId) throw conflict('That account pays your autopay; change autopay first.');
        if (w().payments.by('account', pa.accountId).some((p) => p.paymentAccountId === pa.paymentAccountId && p.status === 'pending')) throw conflict('That account has scheduled payments.');
        return { data: toAccount(w().paymentAccounts.update(pa.paymentAccountId, { status: 'inactive' })!) };
      },
    },
    {
      method: 'PUT', pattern: '/api/v1/payments/autopay', access: 'session',
      handle: ({ session, body }): P.AutopayResponse => {
        const user = app.userOf(session);
        const input = validate(P.AutopayRequest, body ?? {}, 'autopay');
        const { entity } = target(user, input.cardNumber);
        let record: AutopayRecord;
        if (!input.enrolled) record = { accountId: entity.accountId, enrolled: false, paymentAccountId: null, amountType: null, fixedAmount: null, daysBeforeDue: null };
        else {
          if (!input.paymentAccountId || !input.amountType) throw badRequest('paymentAccountId and amountType are required to enroll.');
          accountOf(entity, input.paymentAccountId);
          if (input.amountType === 'FIXED' && !input.fixedAmount) throw badRequest('fixedAmount is required for a fixed autopay amount.');
          record = {
            accountId: entity.accountId, enrolled: true, paymentAccountId: input.paymentAccountId, amountType: input.amountType,
            fixedAmount: input.amountType === 'FIXED' ? input.fixedAmount ?? null : null, daysBeforeDue: input.daysBeforeDue ?? 0,
          };
        }
        return { data: toAutopay(w().autopay.put(record)) };
      },
    },
  ];
}

