import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { PlatformCall } from '../contract/platformCall.js';
import { isHttpError } from './httpError.js';
import { onLoggedOut } from './store.js';

/**
 * The portal-defined calls this session has found the bank's platform without. A platform that implemented only the
 * calls every card platform has answers the portal's own additions as paths it never had: 404, 405 (the path exists
 * with another method only) or 501. Only what needs such a call is lost — the screen piece says the service is not
 * offered, and a menu entry whose every call is known missing is hidden (`everyCallMissing`). Learned as the session
 * goes (each failed call notes itself), forgotten at logout.
 */

const NOT_OFFERED_STATUSES = new Set([404, 405, 501]);

/**
 * Whether a failed call is one the platform does not offer: a call the portal designed (never one the specification
 * lists, whose failure keeps its usual meaning) answered as an unknown path. A network failure or a platform fault is
 * not that; nothing is wrong that trying again would fix.
 */
export const callNotOffered = (call: Pick<PlatformCall, 'source'> | undefined, err: unknown): boolean =>
  call?.source === 'portal' && isHttpError(err) && (err.kind === 'status' || err.kind === 'fault') && NOT_OFFERED_STATUSES.has(err.status);

const missing = signal<ReadonlySet<string>>(new Set());

/** The ids of the calls known missing (`PlatformCall.id`). */
export const missingCalls: ReadonlySignal<ReadonlySet<string>> = computed(() => missing.value);

/** Notes a failed call when it says the platform lacks it; every call made through `callPlatform` is noted. */
export function noteCallFailure(call: Pick<PlatformCall, 'id' | 'source'>, err: unknown): void {
  if (!callNotOffered(call, err) || missing.peek().has(call.id)) return;
  missing.value = new Set([...missing.peek(), call.id]);
}

/**
 * Whether every call a screen needs is known missing: its menu entry leads nowhere useful and is hidden. A screen
 * that declares no calls, or needs one the platform answered or that was never asked, keeps its entry.
 */
export const everyCallMissing = (calls: readonly string[] | undefined, known: ReadonlySet<string>): boolean =>
  calls !== undefined && calls.length > 0 && calls.every((id) => known.has(id));

/** For tests: forget what was learned. */
export const forgetMissingCalls = (): void => {
  missing.value = new Set();
};

onLoggedOut(forgetMissingCalls);
