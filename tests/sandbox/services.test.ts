import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import type { Offer } from '../../shared/contract/offers.js';
import type { AccountSummaryResponse, UserProfile } from '../../shared/contract/user.js';
import type { ReplacementAvailability } from '../../shared/contract/accounts.js';
import { SERVICE_DEMO_USERS } from '../../scripts/sandbox/world/seedServiceDemos.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import { Fixture } from './fixture.js';
import type { Client } from './client.js';

/** The calls and demo users: offers, the user's own password, profile and paperless, replacement refusals. */
const f = new Fixture();
beforeAll(() => f.start());
afterAll(() => f.stop());

const dashboardOf = async (c: Client): Promise<CardholderDashboard> => (await c.get('/api/v1/cards/cardholder/dashboard')).body.data;

describe('the service demo users', () => {
  it('are seeded on every brand after the rest of the world, which stays as it was', () => {
    const world = seedWorld(20_240_611, new Date(Date.UTC(2026, 0, 15)));
    for (const brand of world.brands.all()) {
      for (const def of SERVICE_DEMO_USERS)
        expect(world.userByLogin(brand.brand, def.username), `${brand.brand}/${def.username}`).toBeDefined();
    }
    // The ids seeded before them are the lowest: every demo user of the card-services set comes after every other user.
    const ours = new Set(world.brands.all().flatMap((b) => SERVICE_DEMO_USERS.map((d) => world.userByLogin(b.brand, d.username)!.userid)));
    const before = world.users
      .all()
      .filter((u) => !ours.has(u.userid))
      .map((u) => u.userid);
    expect(Math.max(...before)).toBeLessThan(Math.min(...ours));
  });

  it('answer replacement availability with the refusal each one stands for', async () => {
    const avail = async (username: string): Promise<ReplacementAvailability> => {
      const c = await f.as(username);
      const d = await dashboardOf(c);
      const a = await c.get(`/api/card/replace/avail?cards=${encodeURIComponent(d.accountEntitySummary.cardNumber!)}&channel=WEB`);
      expect(a.status).toBe(200);
      return a.body.data[0];
    };
    expect(await avail('ch_replace')).toMatchObject({
      available: true,
      recentAddressChange: false,
      recentCardReplacementRequest: false,
      accountEntityExternalStatus: 'OPEN',
    });
    expect(await avail('ch_moved')).toMatchObject({ available: false, recentAddressChange: true });
    expect(await avail('ch_reissued')).toMatchObject({ available: false, recentAddressChange: false, recentCardReplacementRequest: true });
    expect(await avail('ch_closed')).toMatchObject({ available: false, accountEntityExternalStatus: 'CLOSED' });
  });

  it("ch_services has a second card waiting for activation, and the account summary carries each card's status", async () => {
    const c = await f.as('ch_services');
    const d = await dashboardOf(c);
    expect(d.inactiveCards).toHaveLength(1);
    expect(d.productSummary.customerServicePhone).toMatch(/^800-555-\d{4}$/);
    const summary: AccountSummaryResponse = (await c.get('/api/v1/users/accountsummary')).body;
    expect(summary.data.map((a) => [a.accountEntityType, a.status, a.externalCardStatusCommonName])).toEqual([
      ['Primary', 'OPEN', 'Open'],
      ['Authorized', 'OPEN', 'Open'],
    ]);
  });
});

describe('offers', () => {
  it("lists the card's pending offers; an answer is kept, and a second answer is refused with the first one's date", async () => {
    const c = await f.as('ch_offers', 'pnfp');
    const pending: Offer[] = (await c.get('/api/v1/offers?status=PENDING')).body.data;
    expect(pending.map((o) => o.kind).sort()).toEqual(['INFORMATIONAL', 'INTERSTITIAL', 'PREEMPTIVE']);
    const before = await dashboardOf(c);
    const credit = pending.find((o) => o.kind === 'PREEMPTIVE')!;
    const accepted = await c.post(`/api/v1/offers/${credit.offerId}/response`, { decision: 'ACCEPTED' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'ACCEPTED', answeredBy: 'Olive Offers' });
    // Accepting the credit line offer raises the credit line at once.
    const after = await dashboardOf(c);
    expect(after.balances.creditLimit).toBe(before.balances.creditLimit + credit.creditLimitIncrease!);
    const again = await c.post(`/api/v1/offers/${credit.offerId}/response`, { decision: 'DECLINED' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'ALREADY_ANSWERED' });
    expect(again.body.message).toMatch(/^This offer was already accepted on \d{2}\/\d{2}\/\d{4}\.$/);
    const notice = pending.find((o) => o.kind === 'INFORMATIONAL')!;
    expect((await c.post(`/api/v1/offers/${notice.offerId}/response`, { decision: 'ACCEPTED' })).status).toBe(400);
    expect((await c.post(`/api/v1/offers/${notice.offerId}/response`, { decision: 'ACKNOWLEDGED' })).status).toBe(200);
    const left: Offer[] = (await c.get('/api/v1/offers?status=PENDING')).body.data;
    expect(left.map((o) => o.kind)).toEqual(['INTERSTITIAL']);
    const all: Offer[] = (await c.get('/api/v1/offers')).body.data;
    expect(all.map((o) => o.status).sort()).toEqual(['ACCEPTED', 'ACKNOWLEDGED', 'PENDING']);
  });

  it("follow docs/requirements.md#spec-6-permissions: cardholder or AM; other admins and other people's offers are refused", async () => {
    const owner = await f.as('ch_offers');
    const offer: Offer = (await owner.get('/api/v1/offers')).body.data[0];
    const other = await f.as('cardholder');
    expect((await other.post(`/api/v1/offers/${offer.offerId}/response`, { decision: 'DECLINED' })).status).toBe(403);
    expect((await (await f.as('pa_viewonly')).get('/api/v1/offers?cardNumber=x'.padEnd(40, 'x'))).status).toBe(403);
    // An admin manager needs a card of their company: ch_offers's is not.
    const card = (await dashboardOf(owner)).accountEntitySummary.cardNumber!;
    expect((await (await f.as('pa_admin')).get(`/api/v1/offers?cardNumber=${encodeURIComponent(card)}`)).status).toBe(403);
    expect((await (await f.as('pa_admin')).get('/api/v1/offers')).status).toBe(400);
    expect((await owner.post('/api/v1/offers/OF-nope/response', { decision: 'DECLINED' })).status).toBe(404);
  });
});

describe("the user's own password", () => {
  it("needs the current password, follows the platform's rules, and ends the user's other sessions only", async () => {
    const c = f.client();
    expect((await c.login('ch_services', 'bhg')).status).toBe(200);
    const elsewhere = f.client();
    expect((await elsewhere.login('ch_services', 'bhg')).status).toBe(200);
    const wrong = await c.put('/api/user/password', { currentPassword: 'nope', newPassword: 'Better123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ reason: 'WRONG_PASSWORD', message: 'The current password is incorrect.' });
    expect((await c.put('/api/user/password', { currentPassword: 'Password1!', newPassword: 'short1' })).status).toBe(400);
    expect((await c.put('/api/user/password', { currentPassword: 'Password1!', newPassword: 'lettersonly' })).status).toBe(400);
    expect((await c.put('/api/user/password', { currentPassword: 'Password1!', newPassword: 'Password1!' })).body).toMatchObject({
      reason: 'PASSWORD_REUSED',
    });
    expect((await c.put('/api/user/password', { currentPassword: 'Password1!', newPassword: 'Better123' })).status).toBe(200);
    expect((await c.get('/api/authentication/check')).status).toBe(200);
    expect((await elsewhere.get('/api/authentication/check')).status).toBe(401);
    expect((await f.client().login('ch_services', 'bhg')).status).toBe(401);
    expect((await f.client().login('ch_services', 'bhg', 'Better123')).status).toBe(200);
  });
});

describe('profile and paperless', () => {
  it('a cardholder changes paperless and contact details; a new address holds replacement back', async () => {
    const c = await f.as('ch_services', 'grizzlies');
    const profile: UserProfile = (await c.get('/api/user/profile')).body.data;
    expect((await c.put('/api/user/profile', { paperless: !profile.paperless })).body.data.paperless).toBe(!profile.paperless);
    const bad = await c.put('/api/user/profile', { address: { ...profile.address, state: 'XX', zipCode: '123' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/state/);
    expect(bad.body.message).toMatch(/ZIP/);
    const moved = await c.put('/api/user/profile', {
      address: { address1: '1 Main St', address2: '', city: 'Boise', state: 'ID', zipCode: '83702' },
    });
    expect(moved.status).toBe(200);
    const d = await dashboardOf(c);
    const avail = (await c.get(`/api/card/replace/avail?cards=${encodeURIComponent(d.accountEntitySummary.cardNumber!)}&channel=WEB`)).body
      .data[0];
    expect(avail).toMatchObject({
      recentAddressChange: true,
      available: false,
      address: { addressLine1: '1 Main St', city: 'Boise', state: 'ID', zip5: '83702' },
    });
  });

  it('a view-only admin may not change paperless on a card of the company', async () => {
    const vo = await f.as('pa_viewonly');
    const companyId = (await vo.get('/api/authentication/check')).body.userData.userCompanyId;
    const account = (await vo.get(`/api/v1/accounts/company/${companyId}?status=OPEN`)).body.content.find(
      (a: { accountEntityType: string }) => a.accountEntityType === 'Sub',
    );
    const refused = await vo.put('/api/user/profile', { accountEntityId: account.accountEntityId, paperless: true });
    expect(refused.status).toBe(403);
  });

  it('cardholders may read the standard MCC groups (consumer controls), not the company groups', async () => {
    const c = await f.as('ch_services', 'bhgmore');
    const groups = await c.get('/api/v1/mcc/groups');
    expect(groups.status).toBe(200);
    expect(groups.body.data.length).toBeGreaterThan(0);
    expect(groups.body.data.every((g: { category: string }) => g.category === 'Standard')).toBe(true);
    expect((await c.get('/api/v1/mcc/codes')).status).toBe(403);
  });
});
