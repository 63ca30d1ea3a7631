import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../shared/session/navigation.js';
import { initSession, loginState, onLoggedIn, user } from '../../../shared/session/store.js';
import { createTabChannel } from '../../../shared/session/tabChannel.js';
import { startTabSync } from '../../../shared/session/tabs.js';
import { bootstrap, cardholder, json, paAdmin, scriptFetch } from './fixtures.js';

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
};
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  vi.unstubAllGlobals();
});

function tabs(name: string) {
  const mine = createTabChannel(name);
  const other = createTabChannel(name);
  const navigations: string[] = [];
  cleanups.push(
    startTabSync(mine),
    () => mine.close(),
    () => other.close(),
    setNavigator({ assign: (u) => navigations.push(u), replace: (u) => navigations.push(u) }),
  );
  return { other, navigations };
}

describe('tab sync', () => {
  it("another tab's logout logs this tab out and sends it to /", async () => {
    initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 't' }), '');
    const { other, navigations } = tabs('t1');
    other.post({ type: 'logout' });
    await until(() => navigations.length > 0);
    expect(loginState.value).toBe('loggedOut');
    expect(user.value).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it("another tab's login makes a logged-out tab check the login and go home", async () => {
    initSession(bootstrap(), '');
    const calls = scriptFetch(() => json(200, { success: true, userData: paAdmin, xsrfToken: 'x', logHash: 'h', timeouts: {} }));
    const { other, navigations } = tabs('t2');
    other.post({ type: 'login' });
    await until(() => navigations.length > 0);
    expect(calls[0]!.url).toBe('/api/authentication/check');
    expect(navigations).toEqual(['/pa']);
  });

  it('a tab already working as the same user stays where it is', async () => {
    initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 't' }), '');
    const calls = scriptFetch(() => json(200, { success: true, userData: cardholder, xsrfToken: 'x', logHash: 'h', timeouts: {} }));
    const { other, navigations } = tabs('t3');
    other.post({ type: 'login' });
    await until(() => calls.length > 0);
    await new Promise((r) => setTimeout(r, 20));
    expect(navigations).toEqual([]);
  });

  it('onLoggedIn fires at once for a page that starts logged in', () => {
    initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 't' }), '?company=1108');
    const seen = vi.fn();
    cleanups.push(onLoggedIn(seen));
    expect(seen).toHaveBeenCalledOnce();
  });
});
