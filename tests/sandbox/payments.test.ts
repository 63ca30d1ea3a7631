import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../../shared/contract/accounts.js';
import type { User } from '../../shared/contract/authentication.js';
import type { CardAccountSummary, CardholderDashboard } from '../../shared/contract/cards.js';
import type { PaymentInfo } from '../../shared/contract/payments.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * Payments: one debit per Idempotency-Key through the real call, every refusal of a payment, scheduled
 * payments, autopay and payment-account rules, and who may do what. Figures are read from the platform's own
 * answers, never copied from the seed.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const info = async (c: Client, ref?: string): Promise<PaymentInfo> =>
  (await c.get(`/api/v1/payments/paymentinfo${ref ? `?cardNumber=${ref}` : ''}`)).body.data as PaymentInfo;
const cardOf = async (c: Client): Promise<string> =>
  ((await c.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard).accountEntitySummary.cardNumber!;
let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${++keySeq}`;

describe('a payment with an Idempotency-Key', () => {
  it('pays once: the same key answers the first payment (marked as a replay) and the balance moves once', async () => {
    const ch = await f.as('cardholder', 'demo');
    const ref = await cardOf(ch);
    const before = await info(ch);
    const body = { cardNumber: ref, paymentAccountId: before.paymentAccounts[0]!.paymentAccountId, amount: 17.25 };
    const key = newKey();
    const first = await ch.post('/api/v1/payments', body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await ch.post('/api/v1/payments', body, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);

    const after = await info(ch);
    expect(after.currentBalance).toBeCloseTo(before.currentBalance - 17.25, 2);
    expect(after.history.filter((p) => p.confirmationNumber === first.body.data.confirmationNumber)).toHaveLength(1);
    expect(after.history.length).toBe(before.history.length + 1);
  });

  it('two requests with one key arriving together make one payment; a new key makes another; a changed body is 422', async () => {
    const ch = await f.as('cardholder', 'pnfp');
    const ref = await cardOf(ch);
    const before = await info(ch);
    const body = { cardNumber: ref, paymentAccountId: before.paymentAccounts[0]!.paymentAccountId, amount: 3.5 };
    const key = newKey();
    const [a, b] = await Promise.all([
      ch.post('/api/v1/payments', body, { 'idempotency-key': key }),
      ch.post('/api/v1/payments', body, { 'idempotency-key': key }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.paymentId).toBe(b.body.data.paymentId);
    expect((await info(ch)).history.length).toBe(before.history.length + 1);

    const changed = await ch.post('/api/v1/payments', { ...body, amount: 4 }, { 'idempotency-key': key });
    expect(changed.status).toBe(422);
    const other = await ch.post('/api/v1/payments', body, { 'idempotency-key': newKey() });
    expect(other.status).toBe(200);
    expect(other.body.data.paymentId).not.toBe(a.body.data.paymentId);
    const after = await info(ch);
    expect(after.history.length).toBe(before.history.length + 2);
    expect(after.currentBalance).toBeCloseTo(before.currentBalance - 7, 2);
  });

  it('a refusal is kept for its key too: the same refused request is refused again, never paid later', async () => {
    const ch = await f.as('cardholder', 'demo');
    const ref = await cardOf(ch);
    const before = await info(ch);
    const key = newKey();
    const body = {
      cardNumber: ref,
      paymentAccountId: before.paymentAccounts[0]!.paymentAccountId,
      amount: before.limits.maximumAmount + 100,
    };
    expect((await ch.post('/api/v1/payments', body, { 'idempotency-key': key })).status).toBe(400);
    const again = await ch.post('/api/v1/payments', body, { 'idempotency-key': key });
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await info(ch)).history.length).toBe(before.history.length);
    expect((await ch.post('/api/v1/payments', body, { 'idempotency-key': 'bad key' })).status).toBe(400);
  });
});

describe('payment refusals', () => {
  it('every bad amount, date, account or card is refused with its reason and pays nothing', async () => {
    const ch = await f.as('cardholder', 'grizzlies');
    const ref = await cardOf(ch);
    const before = await info(ch);
    const account = before.paymentAccounts[0]!.paymentAccountId;
    const ok = { cardNumber: ref, paymentAccountId: account, amount: 5 };
    const refused: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ ...ok, amount: 0 }, 400, /amount/],
      [{ ...ok, amount: -5 }, 400, /amount/],
      [{ ...ok, amount: 0.5 }, 400, /amount/],
      [{ ...ok, amount: '12.50' }, 400, /amount/],
      [{ ...ok, amount: 12.345 }, 400, /whole cents/],
      [{ ...ok, amount: before.limits.maximumAmount + 0.01 }, 400, /cannot be more than|nothing to pay/],
      [{ ...ok, paymentDate: day(-1) }, 400, /between/],
      [{ ...ok, paymentDate: day(61) }, 400, /between/],
      [{ ...ok, paymentDate: '03/01/2030' }, 400, /paymentDate/],
      [{ ...ok, paymentAccountId: undefined }, 400, /paymentAccountId/],
      [{ ...ok, paymentAccountId: 999_999 }, 404, /payment account/],
      [{ ...ok, cardNumber: undefined }, 400, /cardNumber/],
      [{ ...ok, cardNumber: '4111111111111111' }, 400, /never a card number/],
    ];
    for (const [body, status, message] of refused) {
      const a = await ch.post('/api/v1/payments', body);
      expect(a.status, JSON.stringify(body)).toBe(status);
      expect(a.body.message, JSON.stringify(body)).toMatch(message);
    }
    // Another cardholder's payment account is not this card's.
    const other = await f.as('cardholder', 'demo');
    const theirs = (await info(other)).paymentAccounts[0]!.paymentAccountId;
    expect((await ch.post('/api/v1/payments', { ...ok, paymentAccountId: theirs })).status).toBe(404);
    expect((await info(ch)).history.length).toBe(before.history.length);
  });

  it('the limits say what is accepted: today … 60 days, at most the balance less scheduled payments, five accounts', async () => {
    const ch = await f.as('cardholder', 'bhg');
    const ref = await cardOf(ch);
    const before = await info(ch);
    expect(before.limits).toMatchObject({ minimumAmount: 1, earliestDate: day(0), latestDate: day(60), maxPaymentAccounts: 5 });
    expect(before.limits.maximumAmount).toBeCloseTo(Math.max(0, before.currentBalance), 2);
    expect(before.limits.maximumAmount).toBeGreaterThan(20);
    const account = before.paymentAccounts[0]!.paymentAccountId;
    // On the last day of the window, exactly the most it takes.
    const scheduled = await ch.post('/api/v1/payments', { cardNumber: ref, paymentAccountId: account, amount: 20, paymentDate: day(60) });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.status).toBe('pending');
    const after = await info(ch);
    // A scheduled payment leaves the balance on its day, but is already promised out of it.
    expect(after.currentBalance).toBeCloseTo(before.currentBalance, 2);
    expect(after.limits.maximumAmount).toBeCloseTo(before.limits.maximumAmount - 20, 2);
    const tooMuch = await ch.post('/api/v1/payments', {
      cardNumber: ref,
      paymentAccountId: account,
      amount: after.limits.maximumAmount + 1,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain('less payments already scheduled');
    expect((await ch.del(`/api/v1/payments/${scheduled.body.data.paymentId}`)).status).toBe(200);
  });
});

describe('scheduled payments', () => {
  it('can be cancelled until their day, once; a payment made today cannot; nobody else can cancel them', async () => {
    const ch = await f.as('cardholder', 'communitycard');
    const ref = await cardOf(ch);
    const before = await info(ch);
    const account = before.paymentAccounts[0]!.paymentAccountId;
    const later = await ch.post('/api/v1/payments', { cardNumber: ref, paymentAccountId: account, amount: 9.99, paymentDate: day(10) });
    expect(later.body.data.status).toBe('pending');
    const now = await ch.post('/api/v1/payments', { cardNumber: ref, paymentAccountId: account, amount: 1 });
    expect(now.body.data.status).toBe('submitted');

    const stranger = await f.as('cardholder', 'demo');
    expect((await stranger.del(`/api/v1/payments/${later.body.data.paymentId}`)).status).toBe(403);
    const cancelled = await ch.del(`/api/v1/payments/${later.body.data.paymentId}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    const twice = await ch.del(`/api/v1/payments/${later.body.data.paymentId}`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already cancelled/);
    const today = await ch.del(`/api/v1/payments/${now.body.data.paymentId}`);
    expect(today.status).toBe(409);
    expect(today.body.message).toMatch(/on its way/);
    const after = await info(ch);
    expect(after.history.find((p) => p.paymentId === later.body.data.paymentId)?.status).toBe('cancelled');
    expect(after.currentBalance).toBeCloseTo(before.currentBalance - 1, 2);
  });
});

describe('autopay', () => {
  it('enrols with an account and an amount type, changes, refuses what is missing, and cancels', async () => {
    const ch = await f.as('cardholder', 'bhgmore');
    const ref = await cardOf(ch);
    const account = (await info(ch)).paymentAccounts[0]!.paymentAccountId;
    const put = (body: Record<string, unknown>) => ch.put('/api/v1/payments/autopay', { cardNumber: ref, ...body });
    expect((await put({ enrolled: true, amountType: 'MINIMUM' })).status).toBe(400);
    expect((await put({ enrolled: true, paymentAccountId: account })).status).toBe(400);
    expect((await put({ enrolled: true, paymentAccountId: account, amountType: 'FIXED' })).body.message).toMatch(/fixedAmount/);
    expect((await put({ enrolled: true, paymentAccountId: account, amountType: 'FIXED', fixedAmount: 0 })).status).toBe(400);
    expect((await put({ enrolled: true, paymentAccountId: 999_999, amountType: 'MINIMUM' })).status).toBe(404);
    expect((await put({ enrolled: true, paymentAccountId: account, amountType: 'WHATEVER' })).status).toBe(400);

    const enrolled = await put({ enrolled: true, paymentAccountId: account, amountType: 'FIXED', fixedAmount: 150, daysBeforeDue: 3 });
    expect(enrolled.body.data).toEqual({
      enrolled: true,
      paymentAccountId: account,
      amountType: 'FIXED',
      fixedAmount: 150,
      daysBeforeDue: 3,
    });
    expect((await info(ch)).autopay).toEqual(enrolled.body.data);
    const changed = await put({ enrolled: true, paymentAccountId: account, amountType: 'STATEMENT', fixedAmount: 150 });
    expect(changed.body.data).toMatchObject({ amountType: 'STATEMENT', fixedAmount: null });
    const cancelled = await put({ enrolled: false });
    expect(cancelled.body.data).toEqual({
      enrolled: false,
      paymentAccountId: null,
      amountType: null,
      fixedAmount: null,
      daysBeforeDue: null,
    });
    expect((await info(ch)).autopay.enrolled).toBe(false);
  });
});

describe('payment accounts', () => {
  it('adds with a valid ABA routing number, keeps at most the limit, and never answers the full account number', async () => {
    const ch = await f.as('cardholder', 'pnfp');
    const ref = await cardOf(ch);
    const add = (over: Record<string, unknown> = {}) =>
      ch.post('/api/v1/payments/accounts', {
        cardNumber: ref,
        nickname: 'Rainy day',
        bankName: 'First Test Bank',
        accountType: 'savings',
        accountNumber: '9876543210',
        routingNumber: '011000015',
        ...over,
      });
    expect((await add({ routingNumber: '011000016' })).body.message).toMatch(/routing number is not valid/);
    expect((await add({ routingNumber: '01100001' })).status).toBe(400);
    expect((await add({ accountNumber: '12ab' })).status).toBe(400);
    expect((await add({ accountType: 'brokerage' })).status).toBe(400);
    const added = await add();
    expect(added.status).toBe(200);
    expect(added.body.data.accountNumberLast4).toBe('3210');
    expect(JSON.stringify(added.body)).not.toContain('9876543210');
    expect((await add()).status).toBe(409);
    let held = (await info(ch)).paymentAccounts.length;
    for (let n = 0; held < 5; n++, held++) expect((await add({ accountNumber: `55500${n}1234` })).status).toBe(200);
    const full = await add({ accountNumber: '4444333322' });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/At most 5 payment accounts/);
    expect((await info(ch)).paymentAccounts).toHaveLength(5);
  });

  it('removal is refused in words while AutoPay or a scheduled payment uses the account, and works after', async () => {
    const ch = await f.as('cardholder', 'grizzlies');
    const ref = await cardOf(ch);
    const acct = (
      await ch.post('/api/v1/payments/accounts', {
        cardNumber: ref,
        nickname: 'Spare',
        bankName: 'Bank',
        accountType: 'checking',
        accountNumber: '1234567890',
        routingNumber: '021000021',
      })
    ).body.data;
    const id = acct.paymentAccountId as number;
    const previous = (await info(ch)).autopay;
    expect(
      (await ch.put('/api/v1/payments/autopay', { cardNumber: ref, enrolled: true, paymentAccountId: id, amountType: 'MINIMUM' })).status,
    ).toBe(200);
    const byAutopay = await ch.del(`/api/v1/payments/accounts/${id}`);
    expect(byAutopay.status).toBe(409);
    expect(byAutopay.body.message).toMatch(/pays your AutoPay/);
    expect((await ch.put('/api/v1/payments/autopay', { cardNumber: ref, enrolled: false })).status).toBe(200);

    const scheduled = await ch.post('/api/v1/payments', { cardNumber: ref, paymentAccountId: id, amount: 2, paymentDate: day(7) });
    const byScheduled = await ch.del(`/api/v1/payments/accounts/${id}`);
    expect(byScheduled.status).toBe(409);
    expect(byScheduled.body.message).toMatch(/pays a scheduled payment .* Cancel it on Payment History/);
    expect((await ch.del(`/api/v1/payments/${scheduled.body.data.paymentId}`)).status).toBe(200);

    expect((await f.as('cardholder', 'demo').then((o) => o.del(`/api/v1/payments/accounts/${id}`))).status).toBe(404);
    expect((await ch.del(`/api/v1/payments/accounts/${id}`)).status).toBe(200);
    expect((await info(ch)).paymentAccounts.some((a) => a.paymentAccountId === id)).toBe(false);
    expect((await ch.del(`/api/v1/payments/accounts/${id}`)).status).toBe(404);
    if (previous.enrolled) await ch.put('/api/v1/payments/autopay', { cardNumber: ref, ...previous });
  });
});

describe('who may pay', () => {
  it('cardholders and AM, T1, T2, payments-only admins (for a card of their company); not view-only, delegates or reporting', async () => {
    const pay = await f.as('pa_payments');
    const companyId = ((await pay.get('/api/authentication/check')).body.userData as User).userCompanyId!;
    const accounts = (await pay.get(`/api/v1/accounts/company/${companyId}?size=200`)).body.content as AccountDetail[];
    let card: AccountDetail | undefined;
    let payInfo: PaymentInfo | undefined;
    for (const a of accounts.filter((x) => x.cardNumber)) {
      payInfo = await info(pay, a.cardNumber!);
      card = a;
      if (payInfo.limits.maximumAmount >= 1) break;
    }
    if (!card || !payInfo) throw new Error('no card with a balance in the company');
    const paid = await pay.post(
      '/api/v1/payments',
      { cardNumber: card.cardNumber, paymentAccountId: payInfo.paymentAccounts[0]!.paymentAccountId, amount: 1 },
      { 'idempotency-key': newKey() },
    );
    expect(paid.status).toBe(200);
    for (const user of ['pa_admin', 'pa_tier1', 'pa_tier2'])
      expect((await (await f.as(user)).get(`/api/v1/payments/paymentinfo?cardNumber=${card.cardNumber}`)).status, user).toBe(200);
    for (const user of ['pa_viewonly', 'pa_delegate', 'pa_reporting', 'pa_vconly']) {
      const c = await f.as(user);
      expect((await c.get(`/api/v1/payments/paymentinfo?cardNumber=${card.cardNumber}`)).status, user).toBe(403);
      expect(
        (
          await c.post('/api/v1/payments', {
            cardNumber: card.cardNumber,
            paymentAccountId: payInfo.paymentAccounts[0]!.paymentAccountId,
            amount: 1,
          })
        ).status,
        user,
      ).toBe(403);
    }
  });
});

describe('account summary (APR and balance breakdown)', () => {
  it('breaks the current balance into parts that add up to it, before and after a payment', async () => {
    const ch = await f.as('cardholder', 'demo');
    const ref = await cardOf(ch);
    const check = async () => {
      const s = (await ch.get(`/api/cards/${ref}/accountSummary`)).body.data as CardAccountSummary;
      const b = s.balanceBreakdown;
      expect(Math.round((b.purchases + b.cash + b.fees + b.interest) * 100)).toBe(Math.round(s.currentBalance * 100));
      expect(b.interest).toBeGreaterThanOrEqual(0);
      expect(b.fees).toBeGreaterThanOrEqual(0);
      expect(s.purchaseApr).toBeGreaterThan(0);
      return s;
    };
    const before = await check();
    const account = (await info(ch)).paymentAccounts[0]!.paymentAccountId;
    await ch.post('/api/v1/payments', { cardNumber: ref, paymentAccountId: account, amount: 2 });
    const after = await check();
    expect(after.currentBalance).toBeCloseTo(before.currentBalance - 2, 2);
  });

  it('is for the cardholder and AM, T1, T2 only (docs/requirements.md#spec-6-permissions APR info, breakdown)', async () => {
    const admin = await f.as('pa_admin');
    const companyId = ((await admin.get('/api/authentication/check')).body.userData as User).userCompanyId!;
    const card = ((await admin.get(`/api/v1/accounts/company/${companyId}?size=50`)).body.content as AccountDetail[]).find(
      (a) => a.cardNumber,
    )!.cardNumber!;
    for (const user of ['pa_admin', 'pa_tier1', 'pa_tier2'])
      expect((await (await f.as(user)).get(`/api/cards/${card}/accountSummary`)).status, user).toBe(200);
    for (const user of ['pa_payments', 'pa_viewonly', 'pa_delegate'])
      expect((await (await f.as(user)).get(`/api/cards/${card}/accountSummary`)).status, user).toBe(403);
  });
});
