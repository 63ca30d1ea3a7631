import { COUNTDOWN_MS, EXPIRE_AFTER_MS, EXPIRED_DISPLAY_MS, IDLE_LIMIT_MS } from './constants.js';

/**
 * The idle state is a pure function of two wall-clock timestamps — the last activity and now — never of
 * how many timer ticks ran, so a tab whose timers were throttled or a laptop that slept wakes up in the
 * right state.
 */
export type IdleState =
  | { readonly status: 'active' }
  | { readonly status: 'warning'; readonly secondsLeft: number }
  | { readonly status: 'expired' }
  | { readonly status: 'loggedOut' };

export type IdleStatus = IdleState['status'];

export const ACTIVE: IdleState = Object.freeze({ status: 'active' });
export const EXPIRED: IdleState = Object.freeze({ status: 'expired' });
export const LOGGED_OUT: IdleState = Object.freeze({ status: 'loggedOut' });

/**
 * - active:    less than 14 minutes since the last activity;
 * - warning:   14 to 15 minutes, with the whole seconds left (60 … 1, rounded up);
 * - expired:   15 minutes to 15 minutes + 3 s ('Session Expired, returning to login screen.');
 * - loggedOut: after that.
 */
export function idleStateAt(lastActivity: number, now: number): IdleState {
  const elapsed = Math.max(0, now - lastActivity);
  if (elapsed < IDLE_LIMIT_MS) return ACTIVE;
  if (elapsed < EXPIRE_AFTER_MS) {
    return { status: 'warning', secondsLeft: Math.min(COUNTDOWN_MS / 1000, Math.ceil((EXPIRE_AFTER_MS - elapsed) / 1000)) };
  }
  if (elapsed < EXPIRE_AFTER_MS + EXPIRED_DISPLAY_MS) return EXPIRED;
  return LOGGED_OUT;
}

/** When the state computed by `idleStateAt` next changes (wall-clock ms), or null once logged out. */
export function nextChangeAt(lastActivity: number, now: number): number | null {
  const state = idleStateAt(lastActivity, now);
  switch (state.status) {
    case 'active':
      return lastActivity + IDLE_LIMIT_MS;
    case 'warning':
      // secondsLeft changes from n to n-1 when (EXPIRE_AFTER - elapsed) drops to (n-1) s.
      return lastActivity + EXPIRE_AFTER_MS - (state.secondsLeft - 1) * 1000;
    case 'expired':
      return lastActivity + EXPIRE_AFTER_MS + EXPIRED_DISPLAY_MS;
    case 'loggedOut':
      return null;
  }
}

export const sameState = (a: IdleState, b: IdleState): boolean =>
  a.status === b.status && (a.status !== 'warning' || (b.status === 'warning' && a.secondsLeft === b.secondsLeft));

/** The dialog title: '60 seconds' … '2 seconds', '1 second'. */
export const secondsLeftTitle = (seconds: number): string => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/** Seconds at which the countdown is announced to screen readers (not every second). */
export const ANNOUNCE_AT: readonly number[] = [60, 30, 10, 5, 4, 3, 2, 1];

/** The polite live-region text for `seconds` left, or null when this second is not announced. */
export function countdownAnnouncement(seconds: number): string | null {
  if (!ANNOUNCE_AT.includes(seconds)) return null;
  return `You will be logged off in ${secondsLeftTitle(seconds)}.`;
}
