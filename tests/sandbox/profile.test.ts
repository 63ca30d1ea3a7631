import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCall } from '../../shared/contract/platformCall.js';
import { PLATFORM_CALLS } from '../../shared/contract/platformCalls.js';
import { SandboxApp } from '../../scripts/sandbox/app.js';
import { allRoutes } from '../../scripts/sandbox/api/routes.js';
import { routesOfProfile } from '../../scripts/sandbox/server/profile.js';
import { Fixture } from './fixture.js';

/**
 * `SANDBOX_PROFILE=spec`: the sandbox as a bank's platform that answers only the calls the product specification
 * lists. A portal-defined call is answered exactly as a path the platform never had; a listed call is answered as in
 * the full profile; the sandbox's control calls stay.
 */
describe('the spec profile', () => {
  const full = new Fixture();
  const spec = new Fixture();
  beforeAll(async () => {
    await Promise.all([full.start(), spec.start({ profile: 'spec' })]);
  });
  afterAll(async () => {
    await Promise.all([full.stop(), spec.stop()]);
  });

  const cardOf = async (f: Fixture): Promise<string> => {
    const dash = await (await f.as('cardholder')).get('/api/v1/cards/cardholder/dashboard');
    expect(dash.status).toBe(200);
    return dash.body.data.accountEntitySummary.cardNumber as string;
  };

  it('answers a portal-defined call 404, in the shape of a path the platform never had; the full profile serves it', async () => {
    const path = `/api/v1/cards/encrypted/${encodeURIComponent(await cardOf(spec))}/statements`;
    expect(findCall(PLATFORM_CALLS, 'GET', path)?.source).toBe('portal');
    const ch = await spec.as('cardholder');
    const missing = await ch.get(path);
    const unknown = await ch.get('/api/v1/cards/cardholder/no-such-call');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(unknown.body);

    const served = await (await full.as('cardholder')).get(`/api/v1/cards/encrypted/${encodeURIComponent(await cardOf(full))}/statements`);
    expect(served.status).toBe(200);
    expect(Array.isArray(served.body.data)).toBe(true);
  });

  it('serves a call the specification lists under both profiles, with the same answer', async () => {
    for (const f of [spec, full]) {
      const ref = await cardOf(f);
      const tx = await (await f.as('cardholder')).get(`/api/v1/cards/encrypted/${encodeURIComponent(ref)}/transactions?cycle=011900`);
      expect(tx.status).toBe(200);
    }
    const [a, b] = await Promise.all(
      [spec, full].map(async (f) => (await (await f.as('pa_admin')).get('/api/v1/users/accountsummary')).body),
    );
    expect(a).toEqual(b);
  });

  it('a state-changing portal call changes nothing: its path is unknown before the session or XSRF are even looked at', async () => {
    const anonymous = spec.client();
    expect((await anonymous.post('/api/v1/payments', { amount: 1 })).status).toBe(404);
    expect((await full.client().post('/api/v1/payments', { amount: 1 })).status).toBe(401);
  });

  it('keeps the sandbox control calls and every listed call, and drops exactly the portal-defined ones', () => {
    const app = new SandboxApp({ seed: 1, dataDir: null, reset: false, now: Date.now, secureCookies: false, logger: null });
    const routes = allRoutes(app);
    const kept = routesOfProfile(routes, 'spec');
    const calls = (list: typeof routes) => new Set(list.flatMap((r) => (r.call ? [r.call.id] : [])));
    expect([...calls(kept)].sort()).toEqual(
      PLATFORM_CALLS.filter((c) => c.source === 'spec-7')
        .map((c) => c.id)
        .sort(),
    );
    expect(kept.filter((r) => !r.call).map((r) => r.pattern)).toEqual(routes.filter((r) => !r.call).map((r) => r.pattern));
    expect(kept.filter((r) => !r.call).every((r) => r.pattern.startsWith('/__sandbox/'))).toBe(true);
    expect(routesOfProfile(routes, 'full')).toEqual(routes);
  });
});
