import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness.js';

/**
 * The request lost across rolling restarts: a platform closes an idle kept-alive connection when it likes, and the
 * gateway's own calls (the page guard's login check, the brand lookup) sent on one just as it closed failed before
 * any answer — the page load was answered 503. Traffic moving between gateways during a rolling restart leaves
 * extra connections idle on the busier one, to be closed by the platform as load comes back to them. The platform
 * never read such a call, and each is a GET: it is sent again at once on a fresh connection.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('a kept-alive connection the platform closes just as a call is sent on it', () => {
  it('the page guard’s login check is sent again on a fresh connection: the signed-in page is served', async () => {
    const first = await request(h.server)
      .get('/dashboard-cardholder')
      .set('Host', 'demo.localhost')
      .set('Cookie', `${h.stub.cookieFor('cardholder')}; tab=1`);
    expect(first.status).toBe(200);
    h.stub.dropOnReuse = 1;
    const checks = h.stub.checkCalls;
    const second = await request(h.server)
      .get('/dashboard-cardholder')
      .set('Host', 'demo.localhost')
      .set('Cookie', `${h.stub.cookieFor('cardholder')}; tab=2`);
    expect(h.stub.dropOnReuse).toBe(0); // the call did meet a closed connection
    expect(second.status).toBe(200);
    expect(h.stub.checkCalls - checks).toBe(1);
  });

  it('the brand lookup too: a new bank’s page is served', async () => {
    h.stub.dropOnReuse = 1;
    const page = await request(h.server).get('/login').set('Host', 'pnfp.localhost');
    expect(h.stub.dropOnReuse).toBe(0);
    expect(page.status).toBe(200);
    expect(await h.gateway.metrics()).toMatch(/gateway_platform_stale_connections_total 2\n/);
  });
});
