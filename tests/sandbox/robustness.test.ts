import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxApp } from '../../scripts/sandbox/app.js';
import { allRoutes } from '../../scripts/sandbox/api/routes.js';
import { Fixture } from './fixture.js';

const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const GARBAGE = ['abc', '-1', '0', '99999999999999999999', '%E0%A4%A', '..', 'null', "'; drop table"];
const BODIES: unknown[] = [undefined, {}, [], 'text', { companyId: 'x', amount: -5, cardNumber: 12 }, { accountEntityIds: ['a'] }];

describe('bad input never breaks the sandbox', () => {
  it('every call with garbage ids, queries and bodies answers below 500, as any user', async () => {
    const routes = allRoutes(
      new SandboxApp({ seed: 1, dataDir: null, reset: false, now: Date.now, secureCookies: false, logger: null }),
    ).filter((r) => r.pattern.startsWith('/api/'));
    const users = [await f.as('pa_admin'), await f.as('cardholder'), await f.as('pa_viewonly'), f.client()];
    const failures: string[] = [];
    let n = 0;
    for (const r of routes) {
      for (const [i, g] of GARBAGE.entries()) {
        const path =
          r.pattern.replace(/:[a-zA-Z]+/g, g) +
          `?page=${g}&size=${g}&cardNumber=${g}&companyId=${g}&closeStatus=${g}&cards=${g}&channel=WEB&cycle=${g}`;
        const c = users[i % users.length]!;
        const body = BODIES[i % BODIES.length];
        const a = await c.call(r.method, path, r.method === 'GET' ? undefined : body);
        n++;
        if (a.status >= 500) failures.push(`${r.method} ${path} → ${a.status} ${JSON.stringify(a.body).slice(0, 120)}`);
      }
    }
    expect(n).toBeGreaterThan(800);
    expect(failures).toEqual([]);
  }, 180_000);

  it('oversized and malformed bodies are refused cleanly', async () => {
    const c = await f.as('pa_admin');
    const big = await c.call('POST', '/api/warn/log', { page: 'x', loggedIn: true, blurb: 'y'.repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    const res = await fetch(`${f.sandbox.url}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-brand': 'demo' },
      body: '{"username":',
    });
    expect(res.status).toBe(400);
    const xml = await fetch(`${f.sandbox.url}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml', 'x-portal-brand': 'demo' },
      body: '<a/>',
    });
    expect(xml.status).toBe(415);
    expect((await c.get('/api/brand/subdomain/demo')).status).toBe(200);
  });
});
