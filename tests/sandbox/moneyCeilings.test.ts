import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import type { PaymentInfo } from '../../shared/contract/payments.js';
import type { Vendor, VendorPayment } from '../../shared/contract/virtualCards.js';
import type { Client } from './client.js';
import { Fixture, companyOf } from './fixture.js';

/**
 * Money ceilings: a vendor payment above the paying admin's authority limit, or above what the company has left to
 * spend, is refused with its reason; amounts are whole cents everywhere (a fraction of a cent is refused, never
 * rounded); credit lines and AutoPay fixed amounts are positive, whole cents and within the account's limits.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const activeVendor = async (c: Client, base: string): Promise<Vendor> =>
  ((await c.get(`${base}/vendors?size=500&status=ACTIVE`)).body.content as Vendor[])[0]!;
const paymentsOf = async (c: Client, base: string): Promise<VendorPayment[]> =>
  (await c.get(`${base}/payments?size=500`)).body.content as VendorPayment[];

describe('vendor payments', () => {
  it("a payment above the paying admin's authority limit is refused with the limit; at the limit it is issued", async () => {
    const pa = await f.as('pa_admin'); // demo: authority limit $45,000
    const base = `/api/v1/virtualcard/company/${await companyOf(pa)}`;
    const vendor = await activeVendor(pa, base);
    const before = (await paymentsOf(pa, base)).length;
    for (const [who, limit] of [
      ['pa_admin', '$45,000.00'],
      ['pa_tier1', '$60,000.00'],
      ['pa_vconly', '$70,000.00'],
    ] as const) {
      const c = await f.as(who);
      const over = await c.post(`${base}/payments`, {
        vendorId: vendor.vendorId,
        amount: 1_000_000,
        invoiceNumber: 'BIG',
        sendEmail: false,
      });
      expect(over.status, who).toBe(422);
      expect(over.body).toMatchObject({
        reason: 'OVER_AUTHORITY_LIMIT',
        message: `The payment is more than your authority limit of ${limit}. Ask an administrator with a higher limit to make it.`,
      });
    }
    expect(
      (await pa.post(`${base}/payments`, { vendorId: vendor.vendorId, amount: 45_000.01, invoiceNumber: 'JUST-OVER', sendEmail: false }))
        .status,
    ).toBe(422);
    const at = await pa.post(`${base}/payments`, {
      vendorId: vendor.vendorId,
      amount: 45_000,
      invoiceNumber: 'AT-LIMIT',
      sendEmail: false,
    });
    expect(at.status).toBe(200);
    expect(at.body.data.amount).toBe(45_000);
    expect((await paymentsOf(pa, base)).length).toBe(before + 1);
  });

  it("a payment above the company's available credit (less its unused vendor cards) is refused with what is left", async () => {
    const pa = await f.as('pa_admin', 'pnfp'); // pnfp: authority limit $90,000, more than the company has left
    const base = `/api/v1/virtualcard/company/${await companyOf(pa)}`;
    const vendor = await activeVendor(pa, base);
    const over = await pa.post(`${base}/payments`, {
      vendorId: vendor.vendorId,
      amount: 89_999,
      invoiceNumber: 'OVER-CREDIT',
      sendEmail: false,
    });
    expect(over.status).toBe(422);
    expect(over.body.reason).toBe('OVER_AVAILABLE_CREDIT');
    const left = over.body.limit as number;
    expect(left).toBeLessThan(89_999);
    expect(over.body.message).toBe(
      `The payment is more than the company's available credit for vendor payments, $${left.toLocaleString('en-US', { minimumFractionDigits: 2 })} (its available credit less the unused vendor cards).`,
    );
    // What one payment holds is no longer there for the next.
    expect(
      (await pa.post(`${base}/payments`, { vendorId: vendor.vendorId, amount: 1_000, invoiceNumber: 'HOLDS', sendEmail: false })).status,
    ).toBe(200);
    const after = await pa.post(`${base}/payments`, {
      vendorId: vendor.vendorId,
      amount: left,
      invoiceNumber: 'ALL-OF-IT',
      sendEmail: false,
    });
    expect(after.status).toBe(422);
    expect(after.body.limit).toBeCloseTo(left - 1_000, 2);
  });

  it('fractions of a cent are refused, never rounded', async () => {
    const pa = await f.as('pa_tier1');
    const base = `/api/v1/virtualcard/company/${await companyOf(pa)}`;
    const vendor = await activeVendor(pa, base);
    const before = (await paymentsOf(pa, base)).length;
    for (const amount of [0.014, 0.015, 10.005]) {
      const a = await pa.post(`${base}/payments`, { vendorId: vendor.vendorId, amount, invoiceNumber: 'CENTS', sendEmail: false });
      expect(a.status, String(amount)).toBe(400);
      expect(a.body.message).toMatch(/whole cents/);
    }
    expect((await paymentsOf(pa, base)).length).toBe(before);
  });
});

describe('payments, redemptions, credit lines and AutoPay', () => {
  const cardOf = async (c: Client): Promise<string> =>
    ((await c.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard).accountEntitySummary.cardNumber!;

  it('a payment or a redemption with a fraction of a cent is refused', async () => {
    const ch = await f.as('cardholder', 'communitycard');
    const ref = await cardOf(ch);
    const info = (await ch.get(`/api/v1/payments/paymentinfo?cardNumber=${ref}`)).body.data as PaymentInfo;
    const pay = await ch.post('/api/v1/payments', {
      cardNumber: ref,
      paymentAccountId: info.paymentAccounts[0]!.paymentAccountId,
      amount: 10.014,
    });
    expect(pay.status).toBe(400);
    expect(pay.body.message).toMatch(/whole cents/);
    const redeem = await ch.post('/api/v1/rewards/redeem/statementcredit', { amount: 30.015 });
    expect(redeem.status).toBe(400);
    expect(redeem.body.message).toMatch(/whole cents/);
  });

  it('an alert or control amount with a fraction of a cent is refused', async () => {
    const pa = await f.as('pa_admin', 'bhg');
    const companyId = await companyOf(pa);
    const add = (amount: number) =>
      pa.post('/api/v1/spendcontrols/company/control', {
        companyId,
        spendControlAlertTypeId: 6,
        contactIds: [],
        controlAttributes: { amount },
      });
    const refused = await add(5000.005);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/whole cents/);
  });

  it('a credit line is positive, whole cents and within the company’s limit', async () => {
    const pa = await f.as('pa_admin', 'bhg');
    const companyId = await companyOf(pa);
    const accounts = (await pa.get(`/api/v1/accounts/company/${companyId}?size=100`)).body.content as Array<{
      accountEntityId: number;
      accountEntityType: string;
      status: string;
    }>;
    const sub = accounts.find((a) => a.accountEntityType === 'Sub' && a.status === 'OPEN')!;
    const put = (creditLimit: unknown) => pa.put(`/api/account/subaccount/${sub.accountEntityId}/creditline`, { creditLimit });
    for (const [limit, why] of [
      [0.001, /at least \$1\.00/],
      [0, /at least \$1\.00/],
      [-5, /at least/],
      [1e12, /or less/],
      [2500.005, /whole cents/],
    ] as const) {
      const a = await put(limit);
      expect(a.status, String(limit)).toBe(400);
      expect(a.body.message).toMatch(why);
    }
    const ok = await put(2500.5);
    expect(ok.status).toBe(200);
    expect(ok.body.data.creditLimit).toBe(2500.5);
  });

  it("an AutoPay fixed amount is positive, whole cents and no more than the account's credit limit", async () => {
    const ch = await f.as('cardholder', 'communitycard');
    const ref = await cardOf(ch);
    const info = (await ch.get(`/api/v1/payments/paymentinfo?cardNumber=${ref}`)).body.data as PaymentInfo;
    const limit = ((await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard).balances.creditLimit;
    const put = (fixedAmount: number) =>
      ch.put('/api/v1/payments/autopay', {
        cardNumber: ref,
        enrolled: true,
        paymentAccountId: info.paymentAccounts[0]!.paymentAccountId,
        amountType: 'FIXED',
        fixedAmount,
      });
    for (const [amount, why] of [
      [1e12, /or less/],
      [0.001, /at least/],
      [125.005, /whole cents/],
      [limit + 0.01, /credit limit/],
    ] as const) {
      const a = await put(amount);
      expect(a.status, String(amount)).toBe(400);
      expect(a.body.message).toMatch(why);
    }
    expect((await put(125.5)).body.data).toMatchObject({ enrolled: true, fixedAmount: 125.5 });
  });
});
