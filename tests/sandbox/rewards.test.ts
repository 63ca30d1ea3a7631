import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../../shared/contract/accounts.js';
import type { User } from '../../shared/contract/authentication.js';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import type { Redemption, RewardDescriptionResponse } from '../../shared/contract/rewards.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * Rewards: a redemption is made once per Idempotency-Key, the program's minimums and options, and the
 * consolidation rule deciding which card redeems (and naming who does when this one may not).
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

type Description = RewardDescriptionResponse['data'];
const describeCard = async (c: Client, ref?: string): Promise<Description> =>
  (await c.get('/api/v1/rewards/rewarddescription', ref ? { cardNumber: ref } : {})).body.data as Description;
const history = async (c: Client, ref?: string): Promise<Redemption[]> =>
  (await c.get('/api/v1/rewards/findrewardredemptionhistory', ref ? { cardNumber: ref } : {})).body.data as Redemption[];
const dashboardOf = async (c: Client): Promise<CardholderDashboard> =>
  (await c.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard;

describe('redemptions', () => {
  it('the same Idempotency-Key redeems once: one history entry, the points lowered once', async () => {
    const ch = await f.as('cardholder', 'demo');
    const before = await describeCard(ch);
    const key = `redeem-${Date.now()}`;
    const first = await ch.post('/api/v1/rewards/redeem/statementcredit', { amount: 25.5 }, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    const again = await ch.post('/api/v1/rewards/redeem/statementcredit', { amount: 25.5 }, { 'idempotency-key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(first.body.data.pointsBalance).toBe(before.pointsBalance - 2550);
    expect((await describeCard(ch)).pointsBalance).toBe(before.pointsBalance - 2550);
    expect((await history(ch)).filter((r) => r.confirmationNumber === first.body.data.redemption.confirmationNumber)).toHaveLength(1);
  });

  it('refuses below each minimum, fractions of a cent, more than the points, a bad routing number; GiveBack only where the program has it', async () => {
    const ch = await f.as('cardholder', 'pnfp');
    const d = await describeCard(ch);
    expect(d.minimums).toEqual({ statementCredit: 25, directDeposit: 25, giveBack: 5 });
    expect(d.programName).toBe('Pinnacle Rewards');
    expect(d.pointsPerDollarRedeemed).toBe(100);
    const refused: Array<[string, Record<string, unknown>, RegExp]> = [
      ['statementcredit', { amount: 24.99 }, /minimum redemption is \$25/],
      ['directdeposit', { amount: 24, routing: '011000015', bankAccountNumber: '123456789' }, /minimum redemption is \$25/],
      ['givebackrewards', { amount: 4.99 }, /minimum redemption is \$5/],
      ['statementcredit', { amount: 25.001 }, /whole cents/],
      ['statementcredit', { amount: d.cashValue + 1 }, /Not enough points/],
      ['directdeposit', { amount: 25, routing: '011000016', bankAccountNumber: '123456789' }, /routing number is not valid/],
      ['directdeposit', { amount: 25, routing: '011000015', bankAccountNumber: '12' }, /bankAccountNumber/],
      ['statementcredit', { amount: 'lots' }, /amount/],
    ];
    for (const [kind, body, message] of refused) {
      const a = await ch.post(`/api/v1/rewards/redeem/${kind}`, body);
      expect(a.status, `${kind} ${JSON.stringify(body)}`).toBe(400);
      expect(a.body.message).toMatch(message);
    }
    expect((await describeCard(ch)).pointsBalance).toBe(d.pointsBalance);
    expect((await ch.post('/api/v1/rewards/redeem/givebackrewards', { amount: 5 })).status).toBe(200);

    const bhg = await f.as('cardholder', 'bhg');
    const b = await describeCard(bhg);
    expect(b.programName).toBe('BHG Rewards');
    expect(b.minimums.giveBack).toBeNull();
    const giveBack = await bhg.post('/api/v1/rewards/redeem/givebackrewards', { amount: 5 });
    expect(giveBack.status).toBe(400);
    expect(giveBack.body.message).toBe('BHG Rewards has no GiveBack option.');
  });
});

describe('who redeems (consolidation)', () => {
  it("an authorized user on the cardholder's account may see the points but not redeem them; the answer names the primary", async () => {
    const ch = await f.as('cardholder', 'grizzlies');
    const own = await dashboardOf(ch);
    const jamie = own.cardReplacementInfo.cardHolders.find((h) => h.cardNumber !== own.accountEntitySummary.cardNumber)!;
    const d = await describeCard(ch, jamie.cardNumber);
    expect(d.canRedeem).toBe(false);
    expect(d.redeemer).toEqual({
      firstName: own.accountEntitySummary.firstName,
      lastName: own.accountEntitySummary.lastName,
      accountEntityType: 'Primary',
      cardNumberLast4: own.accountEntitySummary.cardNumberLast4,
    });
    const refused = await ch.post('/api/v1/rewards/redeem/statementcredit', { amount: 25 }, { cardNumber: jamie.cardNumber });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      `Points on this account are redeemed by ${own.accountEntitySummary.firstName} ${own.accountEntitySummary.lastName} (card ending ${own.accountEntitySummary.cardNumberLast4}).`,
    );
    const mine = await describeCard(ch);
    expect(mine).toMatchObject({ canRedeem: true, redeemer: null, pointsBalance: d.pointsBalance });
  });

  it('in a company that consolidates rewards, only its consolidating account redeems — for an admin in the cardholder view too', async () => {
    const hc = await f.as('hc_admin', 'demo');
    const companyId = ((await hc.get('/api/authentication/check')).body.userData as User).userCompanyId!;
    const accounts = (await hc.get(`/api/v1/accounts/company/${companyId}?size=500`)).body.content as AccountDetail[];
    const withCards = accounts.filter((a) => a.cardNumber && a.status === 'OPEN');
    let consolidator: { account: AccountDetail; d: Description } | null = null;
    let other: { account: AccountDetail; d: Description } | null = null;
    for (const account of withCards) {
      const d = await describeCard(hc, account.cardNumber!);
      if (d.canRedeem) consolidator ??= { account, d };
      else other ??= { account, d };
      if (consolidator && other) break;
    }
    expect(consolidator?.account.accountEntityType).toBe('Sub');
    expect(consolidator?.d.redeemer).toBeNull();
    expect(other!.d.redeemer).toEqual({
      firstName: consolidator!.account.firstName,
      lastName: consolidator!.account.lastName,
      accountEntityType: 'Sub',
      cardNumberLast4: consolidator!.account.cardNumberLast4,
    });
    expect(other!.d.pointsBalance).toBe(consolidator!.d.pointsBalance);
    const refused = await hc.post('/api/v1/rewards/redeem/statementcredit', { amount: 25 }, { cardNumber: other!.account.cardNumber! });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(`${consolidator!.account.firstName} ${consolidator!.account.lastName}`);
    // Exactly one card of the company redeems.
    const answers = await Promise.all(withCards.slice(0, 40).map((a) => describeCard(hc, a.cardNumber!)));
    expect(answers.filter((d) => d.canRedeem).length).toBeLessThanOrEqual(1);
  });

  it('is for cardholders and AM, T1, T2 on a rewards product', async () => {
    const ch = await f.as('cardholder', 'demo');
    const ref = (await dashboardOf(ch)).accountEntitySummary.cardNumber!;
    expect((await ch.get('/api/v1/rewards/findbonuspoints', { cardNumber: ref })).status).toBe(200);
    const pay = await f.as('pa_payments', 'demo');
    expect((await pay.get('/api/v1/rewards/rewarddescription', { cardNumber: ref })).status).toBe(403);
  });
});

describe('the program is the platform’s', () => {
  it('a bank’s change to its program (name, earning, point value, minimums) is what rewarddescription and the redeem calls answer from then on, and only on that bank', async () => {
    const ch = await f.as('cardholder', 'grizzlies');
    const before = await describeCard(ch);
    expect(before).toMatchObject({
      programName: 'Grizzlies Fan Rewards',
      pointsPerDollarRedeemed: 100,
      cashValue: Math.floor(before.pointsBalance) / 100,
    });
    const change = {
      programName: 'Grizzlies Fan Rewards Plus',
      description: 'Earn 4 points per $1 at home games.',
      earnRatePerDollar: 4,
      pointsPerDollarRedeemed: 125,
      minimums: { statementCredit: 10, directDeposit: 50, giveBack: null },
    };
    const res = await fetch(`${f.sandbox.url}/__sandbox/rewards-program/grizzlies`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(change),
    });
    expect(res.status).toBe(200);
    const after = await describeCard(ch);
    expect(after).toMatchObject({
      ...change,
      rewardsVariant: 'grizzlies',
      pointsBalance: before.pointsBalance,
      cashValue: Math.floor((before.pointsBalance * 100) / 125) / 100,
    });
    expect((await ch.get('/api/brand/grizzlies')).body.data.rewardsVariant).toBe('grizzlies');
    const credit = await ch.post('/api/v1/rewards/redeem/statementcredit', { amount: 10 });
    expect(credit.status).toBe(200);
    expect(credit.body.data.redemption.points).toBe(1250);
    expect(credit.body.data.pointsBalance).toBe(before.pointsBalance - 1250);
    expect((await ch.post('/api/v1/rewards/redeem/givebackrewards', { amount: 5 })).body.message).toBe(
      'Grizzlies Fan Rewards Plus has no GiveBack option.',
    );
    expect((await describeCard(await f.as('cardholder', 'pnfp'))).programName).toBe('Pinnacle Rewards');
  });

  it('refuses a change it cannot hold, for a brand it does not serve', async () => {
    const put = (brand: string, body: unknown) =>
      fetch(`${f.sandbox.url}/__sandbox/rewards-program/${brand}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put('nobank', { programName: 'X' })).status).toBe(404);
    const bad = await put('demo', { pointsPerDollarRedeemed: 0, colour: 'red' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/pointsPerDollarRedeemed|colour/);
  });
});
