import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCheckCache, type CheckResult } from '../../gateway/src/platform/checkCache.js';
import { LOGGED_OUT } from '../../gateway/src/platform/platformClient.js';
import { startHarness, type Harness } from './helpers/harness.js';
import { STUB_USERS } from './helpers/stubPlatform.js';

const loggedIn: CheckResult = { loggedIn: true, user: STUB_USERS.cardholder!, xsrfToken: 'x', timeouts: {}, setCookie: [], outcome: 'ok' };

/** A platform whose checks answer when the test says so. */
function fakePlatform(answer: () => CheckResult = () => loggedIn) {
  const calls: string[] = [];
  const waiting: Array<() => void> = [];
  let held = false;
  return {
    calls,
    hold: () => void (held = true),
    release: () => {
      held = false;
      for (const go of waiting.splice(0)) go();
    },
    check: (cookie: string | undefined) => {
      calls.push(cookie ?? '');
      const result = answer();
      return held ? new Promise<CheckResult>((resolve) => waiting.push(() => resolve(result))) : Promise.resolve(result);
    },
  };
}

describe('createCheckCache', () => {
  it('a burst costs one check: concurrent asks share it, later ones within the TTL reuse it, after the TTL it is asked again', async () => {
    let t = 0;
    const platform = fakePlatform();
    const cache = createCheckCache({ platform, ttlMs: 1_000, now: () => t });
    platform.hold();
    const burst = Array.from({ length: 5 }, () => cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' }));
    platform.release();
    const answers = await Promise.all(burst);
    expect(platform.calls).toEqual(['S=1']);
    expect(answers.map((a) => a.cached)).toEqual([false, true, true, true, true]);
    expect(answers.every((a) => a.loggedIn && a.user?.username === 'cardholder')).toBe(true);
    t = 999;
    expect((await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' })).cached).toBe(true);
    t = 1_000;
    expect((await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' })).cached).toBe(false);
    expect(platform.calls).toHaveLength(2);
  });

  it('remembers only a logged-in answer without Set-Cookie, per host and per Cookie header', async () => {
    let answer: CheckResult = { ...LOGGED_OUT, outcome: 'loggedOut' };
    const platform = fakePlatform(() => answer);
    const cache = createCheckCache({ platform, ttlMs: 1_000, now: () => 0 });
    await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    expect(platform.calls).toHaveLength(2); // logged out: asked every time
    answer = { ...loggedIn, outcome: 'failed', loggedIn: false, user: null };
    await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    expect(platform.calls).toHaveLength(4); // failed: asked every time
    answer = { ...loggedIn, setCookie: ['S=2'] };
    await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    expect(platform.calls).toHaveLength(6); // the platform wants to set a cookie: asked every time
    answer = loggedIn;
    await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    await cache.check('client:pnfp', 'S=1', undefined, { brand: 'pnfp', client: '127.0.0.1' });
    await cache.check('client:demo', 'S=1; other=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    expect(platform.calls).toHaveLength(9); // another host, another Cookie header: their own checks
    await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    expect(platform.calls).toHaveLength(9);
    await cache.check('client:demo', undefined, undefined, { brand: 'demo', client: '127.0.0.1' });
    expect(platform.calls).toHaveLength(10); // no cookie: the platform client answers (logged out) without a call to the network
  });

  it('invalidate forgets every answer sharing a cookie pair on that host, and a check under way is not remembered', async () => {
    const platform = fakePlatform();
    const cache = createCheckCache({ platform, ttlMs: 1_000, now: () => 0 });
    await cache.check('client:demo', 'S=1; theme=dark', undefined, { brand: 'demo', client: '127.0.0.1' });
    await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    await cache.check('client:demo', 'S=2', undefined, { brand: 'demo', client: '127.0.0.1' });
    await cache.check('client:pnfp', 'S=1', undefined, { brand: 'pnfp', client: '127.0.0.1' });
    expect(cache.size).toBe(4);
    cache.invalidate('client:demo', 'theme=light; S=1');
    expect(cache.size).toBe(2);
    expect((await cache.check('client:demo', 'S=2', undefined, { brand: 'demo', client: '127.0.0.1' })).cached).toBe(true);
    expect((await cache.check('client:pnfp', 'S=1', undefined, { brand: 'pnfp', client: '127.0.0.1' })).cached).toBe(true);
    expect((await cache.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' })).cached).toBe(false);

    // A logout arrives while a check for the same session is under way: that check's answer is not kept.
    cache.invalidate('client:demo', 'S=3');
    platform.hold();
    const under = cache.check('client:demo', 'S=3', undefined, { brand: 'demo', client: '127.0.0.1' });
    cache.invalidate('client:demo', 'S=3');
    const after = cache.check('client:demo', 'S=3', undefined, { brand: 'demo', client: '127.0.0.1' }); // does not join the check from before the logout
    platform.release();
    await Promise.all([under, after]);
    const calls = platform.calls.filter((c) => c === 'S=3').length;
    expect(calls).toBe(2);
    expect((await cache.check('client:demo', 'S=3', undefined, { brand: 'demo', client: '127.0.0.1' })).cached).toBe(true); // `after` (from after the logout) is kept
  });

  it('TTL 0 turns it off; the number of entries is bounded', async () => {
    const platform = fakePlatform();
    const off = createCheckCache({ platform, ttlMs: 0 });
    await off.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    await off.check('client:demo', 'S=1', undefined, { brand: 'demo', client: '127.0.0.1' });
    expect(platform.calls).toHaveLength(2);
    const small = createCheckCache({ platform, ttlMs: 1_000, maxEntries: 3, now: () => 0 });
    for (let i = 0; i < 10; i++) await small.check('client:demo', `S=${i}`, undefined, { brand: 'demo', client: '127.0.0.1' });
    expect(small.size).toBe(3);
  });
});

describe('through the gateway', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());
  afterEach(() => {
    h.stub.ended.clear();
    h.stub.logoutGate = null;
  });

  const HOST = 'demo.localhost';
  const page = (path: string, cookie: string) => request(h.server).get(path).set('Host', HOST).set('Cookie', cookie);

  it('a burst of page loads with one session costs one login check', async () => {
    const cookie = `${h.stub.cookieFor('cardholder')}; burst=1`;
    const before = h.stub.checkCalls;
    const answers = await Promise.all(
      ['/dashboard-cardholder', '/dashboard-cardholder/profile', '/dashboard-cardholder', '/login'].map((p) => page(p, cookie)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 302]);
    expect(h.stub.checkCalls - before).toBe(1);
    const metrics = await h.gateway.metrics();
    expect(metrics).toMatch(/gateway_auth_check_cache_hits_total [1-9]/);
  });

  it('after a logout through the gateway the next page load with the same cookie goes to / (the platform left the cookie alone)', async () => {
    const cookie = `${h.stub.cookieFor('cardholder')}; tab=a`;
    expect((await page('/dashboard-cardholder', cookie)).status).toBe(200);
    const logout = await request(h.server).post('/api/authentication/logout').set('Host', HOST).set('Cookie', cookie).send({});
    expect(logout.status).toBe(200);
    const next = await page('/dashboard-cardholder', cookie);
    expect(next.status).toBe(302);
    expect(next.headers.location).toBe('/');
    // Another tab of the same browser sends its cookies in another order: it is logged out as well.
    const otherTab = await page('/dashboard-cardholder/profile', `tab=a; ${h.stub.cookieFor('cardholder')}`);
    expect(otherTab.headers.location).toBe('/');
  });

  it('a page load while the logout is still with the platform is not remembered past the logout', async () => {
    const cookie = `${h.stub.cookieFor('cardholder')}; tab=b`;
    let arrived!: () => void;
    let release!: () => void;
    const arrival = new Promise<void>((r) => (arrived = r));
    h.stub.logoutGate = { arrived, release: new Promise<void>((r) => (release = r)) };
    const logout = request(h.server)
      .post('/api/authentication/logout')
      .set('Host', HOST)
      .set('Cookie', cookie)
      .send({})
      .then((r) => r);
    await arrival;
    const during = await page('/dashboard-cardholder', cookie);
    expect(during.status).toBe(200); // the platform has not ended the session yet
    release();
    expect((await logout).status).toBe(200);
    const after = await page('/dashboard-cardholder', cookie);
    expect(after.status).toBe(302);
    expect(after.headers.location).toBe('/');
  });

  it('any other change through the gateway also makes the next page load ask the platform', async () => {
    const cookie = `${h.stub.cookieFor('pa_admin')}; change=1`;
    await page('/pa', cookie);
    const before = h.stub.checkCalls;
    await page('/pa', cookie);
    expect(h.stub.checkCalls).toBe(before);
    await request(h.server).put('/api/echo').set('Host', HOST).set('Cookie', cookie).send({});
    await page('/pa', cookie);
    expect(h.stub.checkCalls).toBe(before + 1);
    await request(h.server).get('/api/echo').set('Host', HOST).set('Cookie', cookie);
    await page('/pa', cookie);
    expect(h.stub.checkCalls).toBe(before + 1); // reading changes nothing
  });
});
