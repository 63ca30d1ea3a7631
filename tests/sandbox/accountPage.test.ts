import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../../shared/contract/accounts.js';
import { AccountPageResponse } from '../../shared/contract/accountPage.js';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';
import { companyAccounts, pieceOf } from './pieces.js';

/**
 * GET /api/v1/accounts/search/native/detail (issue 21: a company account's page in one round): the account, and the
 * profile, addresses and extras that need its accountId; each piece exactly what its own call answers.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const detail = (id: number | string) => `/api/v1/accounts/search/native/detail?accountEntityId=${id}&useProcessorData=true`;

/** The six calls one after the other, as the account page made them before (its card's two after the account's answer). */
async function separately(c: Client, id: number) {
  const account = (await c.get(`/api/v1/accounts/search/native?accountEntityId=${id}&useProcessorData=true`)).body.data[0] as AccountDetail;
  const { accountId } = account;
  return {
    account,
    profile: pieceOf(await c.get(`/api/v1/accounts/${accountId}/subaccounts/${id}/profile`)),
    addresses: pieceOf(await c.get(`/api/v1/accounts/${accountId}/subaccounts/${id}/addresses`)),
    extras: pieceOf(await c.get(`/api/account/${accountId}/subaccount/${id}`)),
    cardSummary: pieceOf(await c.get(`/api/cards/${account.cardNumber}/accountSummary`)),
    replacement: pieceOf(await c.get(`/api/card/replace/avail?cards=${account.cardNumber}&channel=WEB`)),
  };
}

describe("a company account's page in one call", () => {
  it("answers the account with its profile, addresses, extras and its card's summary and replacement availability, the same as the six calls", async () => {
    const pa = await f.as('pa_admin');
    const account = (await companyAccounts(pa)).find((a) => a.cardNumber)!;
    const answer = await pa.get(detail(account.accountEntityId));
    expect(answer.status).toBe(200);
    expect(AccountPageResponse.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data).toEqual(await separately(pa, account.accountEntityId));
    expect(answer.body.data.addresses.data.map((a: { addressType: string }) => a.addressType)).toEqual(['BILLING', 'SHIPPING']);
    expect(answer.body.data.cardSummary).toHaveProperty('data');
  });

  it("gives an admin whose role may not see card details the account all the same, and the refusal the card's call gives it", async () => {
    const account = (await companyAccounts(await f.as('pa_admin'))).find((a) => a.cardNumber)!;
    const viewOnly = await f.as('pa_viewonly');
    const answer = await viewOnly.get(detail(account.accountEntityId));
    expect(answer.status).toBe(200);
    expect(answer.body.data.cardSummary).toEqual({ error: expect.objectContaining({ status: 403 }) });
    expect(answer.body.data).toEqual(await separately(viewOnly, account.accountEntityId));
  });

  it('answers an account without a card yet with its card pieces refused as not found', async () => {
    const pa = await f.as('pa_admin');
    const cardless = (await companyAccounts(pa)).find((a) => !a.cardNumber);
    if (!cardless) throw new Error("the sandbox world has no card-less account in company 1102 (a Ghost Sub or a PENDING account)");
    const answer = await pa.get(detail(cardless.accountEntityId));
    expect(answer.status).toBe(200);
    expect(answer.body.data.cardSummary).toEqual({ error: expect.objectContaining({ status: 404 }) });
    expect(answer.body.data.replacement).toEqual({ error: expect.objectContaining({ status: 404 }) });
    expect(answer.body.data.profile).toHaveProperty('data');
  });

  it('an account the admin may not read is refused as the account search refuses it; no such account is 404', async () => {
    const pa = await f.as('pa_admin');
    // The demo cardholder's own account: not one of the admin's company's.
    const own = (await (await f.as('cardholder')).get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard;
    const outside = own.accountEntitySummary.accountEntityId;
    const combined = await pa.get(detail(outside));
    const alone = await pa.get(`/api/v1/accounts/search/native?accountEntityId=${outside}&useProcessorData=true`);
    expect(combined.status).toBeGreaterThanOrEqual(400);
    expect(combined.status).toBe(alone.status);
    expect(combined.body).toEqual(alone.body);
    expect((await pa.get(detail(999_999_999))).status).toBe(404);
  });

  it('a cardholder is refused as the account search refuses them; a missing or non-numeric id is a bad request; it needs a session', async () => {
    const ch = await f.as('cardholder');
    const account = (await companyAccounts(await f.as('pa_admin')))[0]!;
    const refused = await ch.get(detail(account.accountEntityId));
    const alone = await ch.get(`/api/v1/accounts/search/native?accountEntityId=${account.accountEntityId}&useProcessorData=true`);
    expect(refused.status).toBe(alone.status);
    expect(refused.body).toEqual(alone.body);
    const pa = await f.as('pa_admin');
    expect((await pa.get('/api/v1/accounts/search/native/detail')).status).toBe(400);
    expect((await pa.get('/api/v1/accounts/search/native/detail?accountEntityId=abc')).status).toBe(400);
    expect((await f.client().get(detail(account.accountEntityId))).status).toBe(401);
  });
});
