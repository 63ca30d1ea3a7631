import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  ACTIVITY_EVENTS,
  EXPIRE_AFTER_MS,
  EXPIRED_DISPLAY_MS,
  INTERRUPT_DEBOUNCE_MS,
  KEEPALIVE_GRACE_MS,
  KEEPALIVE_MS,
  LOGOUT_AFTER_MS,
} from './constants.js';
import { isIdleMessage, type IdleMessage } from './channel.js';
import type { TabChannel } from '../tabChannel.js';
import { ACTIVE, EXPIRED, LOGGED_OUT, idleStateAt, nextChangeAt, sameState, type IdleState } from './machine.js';

/** setTimeout/clearTimeout, injectable so tests run on fake timers. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The part of `EventTarget` used for activity, focus and visibility events. */
export interface EventTargetLike {
  addEventListener(
    type: string,
    listener: (event: { readonly target?: unknown }) => void,
    options?: AddEventListenerOptions | boolean,
  ): void;
  removeEventListener(
    type: string,
    listener: (event: { readonly target?: unknown }) => void,
    options?: EventListenerOptions | boolean,
  ): void;
}

/** Why this tab logged out: the Log Off button, the countdown ran out, or focus came back after 15.01 minutes. */
export type IdleLogoutReason = 'logOff' | 'expired' | 'focus';

export interface IdleSessionOptions {
  /** Logs the user out in this tab (the store's `logout()`: platform call, clear data, tell other tabs, go to '/'). */
  onLogout: (reason: IdleLogoutReason) => void;
  /** `GET /api/authentication/keepalive`. Rejections are ignored. */
  keepAlive: () => Promise<unknown>;
  /**
   * Another tab's idle session logged out. Leave unset when the store's own tab sync already logs this tab
   * out (its message arrives anyway); set it to a local-only logout otherwise. The idle session stops either way.
   */
  onRemoteLogout?: () => void;
  /** Wall clock. Default `Date.now`. */
  now?: () => number;
  /** Default: the global setTimeout/clearTimeout. */
  scheduler?: Scheduler;
  /** Cross-tab channel ('session-idle'); null or absent for a single tab. Closed by `dispose()`. */
  channel?: TabChannel | null;
  /** Where activity events are heard (with capture) and where window `focus` fires: normally `window`. */
  activityTarget?: EventTargetLike | null;
  /** Where `visibilitychange` fires (normally `document`): the state is re-computed when a tab comes back. */
  visibilityTarget?: EventTargetLike | null;
  /** This tab's id in messages; random by default. */
  id?: string;
}

export interface IdleSession {
  /** active | warning(secondsLeft) | expired | loggedOut — for the dialog. */
  readonly state: ReadonlySignal<IdleState>;
  /** Wall-clock time of the latest activity in any tab. */
  readonly lastActivity: ReadonlySignal<number>;
  /** The Continue Working button: restarts idle tracking here and in every tab. Ignored once expired. */
  continueWorking(): void;
  /** The Log Off button. */
  logOff(): void;
  /** An interrupt event (mouse, key, touch, scroll); debounced by 1 s; ignored unless active. */
  interrupt(): void;
  /** The window regained focus: restart idle, or log out at once when 15.01 minutes have passed. */
  windowFocused(): void;
  /** Re-compute the state from the wall clock now (what every timer does). */
  evaluate(): void;
  /** The session ended by other means (the store logged out): stop everything, call nothing. */
  notifyLoggedOut(): void;
  /** Stop timers and listeners and close the channel without logging out. */
  dispose(): void;
}

const randomId = (): string => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

const defaultScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * The idle session of one tab. Starts at once, counting the moment of creation as activity.
 *
 * Cross-tab: every activity is broadcast with its time; the latest activity (ties: the higher tab id) wins
 * and is the only input of the state, so all tabs show the same countdown. The tab that owns the latest
 * activity sends the keep-alive and performs the logout at the end; the others wait a short grace for
 * its message and only act themselves if it never comes (that tab was closed).
 */
export function createIdleSession(options: IdleSessionOptions): IdleSession {
  const now = options.now ?? Date.now;
  const scheduler = options.scheduler ?? defaultScheduler;
  const channel = options.channel ?? null;
  const id = options.id ?? randomId();

  const start = now();
  const state = signal<IdleState>(ACTIVE);
  const lastActivity = signal(start);
  /** Tab id that owns `lastActivity`. */
  let owner = id;
  /** Latest activity seen in this tab (not broadcast by others). */
  let localActivityAt = start;
  /** Latest keep-alive sent by any tab; the page load itself counted as a call to the platform. */
  let lastPingAt = start;
  /** Once 'expired' is reached the countdown cannot be undone. */
  let expiredLatched = false;
  let finished = false;

  let stateTimer: unknown = null;
  let pingTimer: unknown = null;
  let debounceTimer: unknown = null;
  let pendingInterruptAt: number | null = null;

  const clear = (handle: unknown) => {
    if (handle !== null) scheduler.clearTimeout(handle);
  };
  const post = (message: IdleMessage) => {
    channel?.post(message);
  };
  const setState = (next: IdleState) => {
    if (!sameState(state.peek(), next)) state.value = next;
  };
  const isOwner = () => owner === id;

  // ---- state -------------------------------------------------------------------------------------

  function evaluate(): void {
    if (finished) return;
    const t = now();
    const computed = idleStateAt(lastActivity.peek(), t);
    clear(stateTimer);
    stateTimer = null;
    if (computed.status === 'loggedOut') {
      // The 3 s display is over (or the tab woke after it). The owner logs out now; another tab gives
      // the owner a moment to say so first.
      const deadline = lastActivity.peek() + EXPIRE_AFTER_MS + EXPIRED_DISPLAY_MS + KEEPALIVE_GRACE_MS;
      if (isOwner() || t >= deadline) {
        finish('expired');
      } else {
        expiredLatched = true;
        setState(EXPIRED);
        stateTimer = scheduler.setTimeout(evaluate, deadline - t);
      }
      return;
    }
    if (computed.status === 'expired') expiredLatched = true;
    setState(computed);
    const next = nextChangeAt(lastActivity.peek(), t);
    if (next !== null) stateTimer = scheduler.setTimeout(evaluate, Math.max(0, next - t));
    if (computed.status === 'active') schedulePing();
  }

  /** Activity at `at` in this tab: restart idle tracking everywhere. */
  function recordLocalActivity(at: number): void {
    if (finished || expiredLatched) return;
    if (at < lastActivity.peek()) return;
    localActivityAt = Math.max(localActivityAt, at);
    owner = id;
    lastActivity.value = at;
    post({ type: 'activity', at, from: id });
    evaluate();
  }

  // ---- keep-alive ---------------------------------------------------------------------------------

  function schedulePing(): void {
    clear(pingTimer);
    pingTimer = null;
    if (finished || localActivityAt <= lastPingAt) return;
    const due = lastPingAt + KEEPALIVE_MS + (isOwner() ? 0 : KEEPALIVE_GRACE_MS);
    pingTimer = scheduler.setTimeout(ping, Math.max(0, due - now()));
  }

  function ping(): void {
    pingTimer = null;
    if (finished || localActivityAt <= lastPingAt) return;
    const t = now();
    // None while idle: the platform's own 15-minute expiry then applies to an abandoned session.
    if (idleStateAt(lastActivity.peek(), t).status !== 'active' || expiredLatched) return;
    const due = lastPingAt + KEEPALIVE_MS + (isOwner() ? 0 : KEEPALIVE_GRACE_MS);
    if (t < due) {
      schedulePing();
      return;
    }
    lastPingAt = t;
    post({ type: 'keepalive', at: t, from: id });
    options.keepAlive().catch(() => undefined);
  }

  // ---- ending -------------------------------------------------------------------------------------

  function stop(): void {
    finished = true;
    clear(stateTimer);
    clear(pingTimer);
    clear(debounceTimer);
    stateTimer = pingTimer = debounceTimer = null;
    pendingInterruptAt = null;
    detachListeners();
  }

  function finish(reason: IdleLogoutReason): void {
    if (finished) return;
    stop();
    setState(LOGGED_OUT);
    post({ type: 'loggedOut', at: now(), from: id });
    unsubscribe();
    options.onLogout(reason);
  }

  // ---- messages from other tabs -------------------------------------------------------------------

  function onMessage(message: unknown): void {
    if (finished || !isIdleMessage(message) || message.from === id) return;
    switch (message.type) {
      case 'activity': {
        if (expiredLatched) return;
        const current = lastActivity.peek();
        if (message.at > current || (message.at === current && message.from > owner)) {
          batch(() => {
            owner = message.from;
            lastActivity.value = message.at;
          });
          evaluate();
          schedulePing();
        }
        return;
      }
      case 'keepalive':
        if (message.at > lastPingAt) {
          lastPingAt = message.at;
          schedulePing();
        }
        return;
      case 'loggedOut':
        stop();
        setState(LOGGED_OUT);
        unsubscribe();
        options.onRemoteLogout?.();
        return;
    }
  }

  // ---- DOM events ---------------------------------------------------------------------------------

  function interrupt(): void {
    if (finished || expiredLatched) return;
    const t = now();
    // While the dialog is up only its buttons (or focus) restart tracking; a mouse move does not.
    if (idleStateAt(lastActivity.peek(), t).status !== 'active') return;
    pendingInterruptAt = t;
    if (debounceTimer !== null) return;
    debounceTimer = scheduler.setTimeout(() => {
      debounceTimer = null;
      const at = pendingInterruptAt;
      pendingInterruptAt = null;
      if (at !== null && idleStateAt(lastActivity.peek(), at).status === 'active') recordLocalActivity(at);
    }, INTERRUPT_DEBOUNCE_MS);
  }

  function windowFocused(): void {
    if (finished) return;
    const t = now();
    if (t - lastActivity.peek() >= LOGOUT_AFTER_MS) {
      finish('focus');
      return;
    }
    // A throttled tab may not have noticed that the countdown reached zero: that is not undone.
    evaluate();
    recordLocalActivity(t);
  }

  const onActivityEvent = () => interrupt();
  const onFocusEvent = (event: { readonly target?: unknown }) => {
    // Element focus events reach window listeners only in the capture phase; ignore them anyway.
    if (event.target === undefined || event.target === options.activityTarget) windowFocused();
  };
  const onVisibility = () => evaluate();
  const listenerOptions = { capture: true, passive: true } as const;

  function attachListeners(): void {
    const target = options.activityTarget;
    if (target) {
      for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivityEvent, listenerOptions);
      target.addEventListener('focus', onFocusEvent);
    }
    options.visibilityTarget?.addEventListener('visibilitychange', onVisibility);
  }
  let detached = false;
  function detachListeners(): void {
    if (detached) return;
    detached = true;
    const target = options.activityTarget;
    if (target) {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivityEvent, listenerOptions);
      target.removeEventListener('focus', onFocusEvent);
    }
    options.visibilityTarget?.removeEventListener('visibilitychange', onVisibility);
  }

  // ---- start --------------------------------------------------------------------------------------

  const unsubscribe = channel?.subscribe(onMessage) ?? (() => undefined);
  attachListeners();
  post({ type: 'activity', at: start, from: id });
  evaluate();

  return {
    state,
    lastActivity,
    continueWorking() {
      if (finished || expiredLatched) return;
      recordLocalActivity(Math.max(now(), lastActivity.peek()));
    },
    logOff() {
      finish('logOff');
    },
    interrupt,
    windowFocused,
    evaluate,
    notifyLoggedOut() {
      if (finished) return;
      stop();
      setState(LOGGED_OUT);
      unsubscribe();
    },
    dispose() {
      stop();
      unsubscribe();
      channel?.close();
    },
  };
}

export { ACTIVE, EXPIRED, LOGGED_OUT };
