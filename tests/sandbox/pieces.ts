import { expect } from 'vitest';
import type { AccountDetail } from '../../shared/contract/accounts.js';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import type { Client } from './client.js';
import type { Fixture } from './fixture.js';

/**
 * For the combined calls' tests (issue 21): a call's own answer as a combined call carries it — its data (`whole`: the
 * answer as it is, for a page), or its refusal's body.
 */
export const pieceOf = (answer: { status: number; body: { data?: unknown } }, whole = false) =>
  answer.status === 200 ? { data: whole ? answer.body : answer.body.data } : { error: answer.body };

/** The accounts of the admins' company 1102, with the processor's figures. */
export const companyAccounts = async (c: Client): Promise<AccountDetail[]> =>
  (await c.get('/api/v1/accounts/company/1102?size=50&useProcessorData=true')).body.content as AccountDetail[];

/** The dashboard of the card in view as its own call answers it (a cardholder's own card when `cardNumber` is absent). */
export const dashboardAlone = (c: Client, cardNumber?: string) => c.get(`/api/v1/cards/cardholder/dashboard${cardNumber ? `?cardNumber=${cardNumber}` : ''}`);

/**
 * A combined call about the card in view (`/api/v1/cards/cardholder/<call>`) refuses as the dashboard does: a card
 * outside the admin's companies with the dashboard's own status and body, a blank `cardNumber` 400, no session 401.
 */
export async function expectRefusedAsTheDashboard(f: Fixture, call: string): Promise<void> {
  const pa = await f.as('pa_admin');
  const own = (await (await f.as('cardholder')).get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard;
  const ref = own.accountEntitySummary.cardNumber;
  const foreign = await pa.get(`/api/v1/cards/cardholder/${call}?cardNumber=${ref}`);
  const alone = await pa.get(`/api/v1/cards/cardholder/dashboard?cardNumber=${ref}`);
  expect(foreign.status).toBe(alone.status);
  expect(foreign.status).toBeGreaterThanOrEqual(400);
  expect(foreign.body).toEqual(alone.body);
  expect((await pa.get(`/api/v1/cards/cardholder/${call}?cardNumber=`)).status).toBe(400);
  expect((await f.client().get(`/api/v1/cards/cardholder/${call}`)).status).toBe(401);
}
