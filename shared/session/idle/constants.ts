/** Idle-session constants (docs/requirements.md#spec-9-constants). All durations in milliseconds. */

/** Idle limit: the warning dialog appears after this long without activity. */
export const IDLE_LIMIT_MS = 14 * 60_000;
/** Warning countdown shown in the dialog. */
export const COUNTDOWN_MS = 60_000;
/** The countdown reaches zero this long after the last activity (idle limit + countdown). */
export const EXPIRE_AFTER_MS = IDLE_LIMIT_MS + COUNTDOWN_MS;
/** 'Session Expired, returning to login screen.' is shown this long before logging out. */
export const EXPIRED_DISPLAY_MS = 3_000;
/** Logout after last activity, set as 15.01 minutes: regaining focus after this logs out at once. */
export const LOGOUT_AFTER_MS = 15.01 * 60_000;
/** Keep-alive interval while the user is active. */
export const KEEPALIVE_MS = 5 * 60_000;
/** Interrupt (activity) events are debounced by this long. */
export const INTERRUPT_DEBOUNCE_MS = 1_000;
/**
 * A tab that saw activity but is not the tab with the latest activity waits this much longer than the
 * keep-alive owner before pinging itself, so two tabs do not both ping for the same activity.
 */
export const KEEPALIVE_GRACE_MS = 2_000;

/** DOM events that count as user activity (docs/requirements.md#spec-4-states "interrupt events": mouse, keys, touch, scroll). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/** BroadcastChannel name (and localStorage key of the fallback) for cross-tab idle state. */
export const IDLE_CHANNEL_NAME = 'session-idle';

/** docs/requirements.md#spec-2-screens and #spec-5-validation texts, exactly. */
export const IDLE_DIALOG_TEXT = 'If you need more time, please click the "Continue Working" button below.';
export const SESSION_EXPIRED_TEXT = 'Session Expired, returning to login screen.';
export const LOG_OFF_LABEL = 'Log Off';
export const CONTINUE_WORKING_LABEL = 'Continue Working';
