import { useEffect, useState } from '../../lib/react-deps.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { logout } from '../../../shared/session/auth.js';
import { keepaliveCall } from '../../../shared/contract/authentication.js';
import { callPlatform } from '../../../shared/session/http.js';
import { isLoggedIn, onLoggedOut } from '../../../shared/session/store.js';
import {
  createBrowserIdleSession,
  type BrowserIdleSessionOptions,
  type IdleSession as IdleSessionCore,
} from '../../../shared/session/idle/index.js';
import { IdleDialog } from './IdleDialog.js';

/**
 * Starts the idle session of this tab, wired to the session store: the keep-alive through the shared
 * HTTP client, Log Off and the end of the countdown through the store's `logout()` (which tells the
 * other tabs and goes to '/'), and any other logout (menu, another tab via tabs.ts) stops it.
 * Returns the session; `dispose()` also drops the store subscription.
 */
export function mountIdleSession(overrides: Partial<BrowserIdleSessionOptions> = {}): IdleSessionCore {
  const session = createBrowserIdleSession({
    keepAlive: () => callPlatform(keepaliveCall, {}),
    onLogout: () => {
      void logout();
    },
    // Another tab's logout reaches this tab through the store's own tab sync (tabs.ts); the idle
    // session only stops here, so the store is not logged out twice.
    ...overrides,
  });
  const unsubscribe = onLoggedOut(() => session.notifyLoggedOut());
  return {
    ...session,
    dispose() {
      unsubscribe();
      session.dispose();
    },
  };
}

/** The dialog for a running idle session. */
export function IdleSessionDialog({ session }: { session: IdleSessionCore }) {
  const state = useSignalValue(session.state);
  return <IdleDialog state={state} onContinue={() => session.continueWorking()} onLogOff={() => session.logOff()} />;
}

/**
 * Everything a logged-in page needs for the idle rules: renders nothing while logged out, runs
 * one idle session per tab while logged in. Rendered once per page (through SessionExtras).
 */
export function IdleSession() {
  const loggedIn = useSignalValue(isLoggedIn);
  const [session, setSession] = useState<IdleSessionCore | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    const started = mountIdleSession();
    setSession(started);
    return () => {
      started.dispose();
      setSession(null);
    };
  }, [loggedIn]);
  return session ? <IdleSessionDialog session={session} /> : null;
}
