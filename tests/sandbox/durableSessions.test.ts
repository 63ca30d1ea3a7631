import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Vendor } from '../../shared/contract/virtualCards.js';
import { IDLE_LIMIT_MS, SESSION_COOKIE } from '../../scripts/sandbox/auth/sessions.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

const clock = { t: Date.now() };
const f = new Fixture();
afterAll(async () => {
  await f.stop();
});

const restart = () => f.restart({ now: () => clock.t });
/** The same browser (its cookies and XSRF token) talking to the restarted platform. */
const after = (c: Client): Client => c.movedTo(f.sandbox.url);

/** Everything the platform keeps on disk, as text. */
const stored = (): string =>
  readdirSync(f.dataDir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(join(f.dataDir, e.name), 'utf8'))
    .join('\n');

describe('sessions across a restart of the platform', () => {
  it('keeps every live session (cookie, XSRF token, security token), keeps ended ones ended, and stores only hashes', async () => {
    await f.start({ now: () => clock.t });
    const pa = f.client('bhgmore');
    await pa.login('pa_admin', 'bhgmore');
    const check = (await pa.get('/api/authentication/check')).body as { xsrfToken: string; userData: { userCompanyId: number } };
    const token = (await pa.post('/api/user/securitytoken', { username: 'pa_admin', password: 'Password1!', brand: 'bhgmore' })).body.data
      .token as string;
    const gone = f.client();
    await gone.login('cardholder');
    const goneCookie = gone.cookies.get(SESSION_COOKIE)!;
    expect((await gone.post('/api/authentication/logout')).status).toBe(200);
    const cookie = pa.cookies.get(SESSION_COOKIE)!;
    expect(cookie).toBeTruthy();

    await restart();
    const pa2 = after(pa);

    const again = await pa2.get('/api/authentication/check');
    expect(again.status).toBe(200);
    expect(again.body.xsrfToken).toBe(check.xsrfToken);
    // A state-changing call: the XSRF token and the security token issued before the restart still hold.
    const companyId = check.userData.userCompanyId;
    const vendor = ((await pa2.get(`/api/v1/virtualcard/company/${companyId}/vendors`)).body.content as Vendor[])[0]!;
    const decrypted = await pa2.post(
      '/api/vault/decrypt',
      { companyId, vendorId: vendor.vendorId, type: 'SECURITY_CODE' },
      { 'x-security-token': token },
    );
    expect(decrypted.status).toBe(200);
    // The logged-out session stays ended: its cookie (replayed by hand) is answered as ended, not revived.
    const replayed = await f.client().get('/api/v1/cards/cardholder/dashboard', { cookie: `${SESSION_COOKIE}=${goneCookie}` });
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('Your session has ended. Please log in again.');

    // Only hashes on disk: neither the cookie nor the security token can be read back from the files.
    const text = stored();
    expect(text).toContain(check.xsrfToken);
    expect(text).not.toContain(cookie);
    expect(text).not.toContain(token);
  }, 60_000);

  it('keeps the idle deadline: a session idle past 15 minutes across a restart has ended', async () => {
    const ch = f.client();
    await ch.login('cardholder');
    expect((await ch.get('/api/authentication/keepalive')).status).toBe(200);
    clock.t += IDLE_LIMIT_MS - 60_000;
    await restart();
    expect((await after(ch).get('/api/authentication/keepalive')).status).toBe(200);
    clock.t += IDLE_LIMIT_MS + 1;
    await restart();
    const late = await after(ch).get('/api/authentication/keepalive');
    expect(late.status).toBe(401);
  }, 60_000);
});
