import { XSRF_HEADER } from '../../../shared/contract/authentication.js';
import { xsrfToken } from '../../../shared/session/store.js';

/**
 * Spec §7 PUT /user/updateUserLogin {}: tells the platform a login completed (it records the last login
 * date). Fire and forget with `keepalive`, so the request outlives the navigation home that the login
 * starts (the public area's guard may already be sending a logged-in user home); a failure never keeps the
 * user from their home page.
 */
export function recordLogin(): void {
  const token = xsrfToken.peek();
  try {
    void fetch('/api/user/updateUserLogin', {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
      body: '{}',
      credentials: 'include',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* the login itself succeeded; the date is the platform's bookkeeping */
  }
}
