import { http } from '../../../shared/session/http.js';

/**
 * Spec §7 PUT /user/updateUserLogin {}: tells the platform a login completed (it records the last login
 * date). Best effort and short: a failure never keeps the user from their home page.
 */
export async function recordLogin(): Promise<void> {
  try {
    await http.put('/api/user/updateUserLogin', {}, { timeoutMs: 3_000 });
  } catch {
    /* the login itself succeeded; the date is the platform's bookkeeping */
  }
}
