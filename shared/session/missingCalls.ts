import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { CallKind, PlatformCall } from '../contract/platformCall.js';
import { isHttpError } from './httpError.js';
import { onLoggedOut } from './store.js';

/**
 * The portal-defined calls this session has found the bank's platform without. A platform that implemented only the
 * calls every card platform has answers the portal's own additions as paths it never had: 404, 405 (the path exists
 * with another method only) or 501. Only what needs such a call is lost — the screen piece says the service is not
 * offered, and a menu entry whose every call is known missing is hidden (`everyCallMissing`). Learned as the session
 * goes (each failed call notes itself), kept for the tab across full page loads (each area is its own page), forgotten
 * at logout.
 */

const NOT_OFFERED_STATUSES = new Set([404, 405, 501]);

/**
 * Whether an answer's status says the platform does not offer the call: a call the portal designed (never one the
 * specification lists, whose failure keeps its usual meaning) answered as an unknown path. A 404 of a call whose path
 * names a picked record says the record is gone, and keeps that meaning.
 */
export const statusSaysNotOffered = (call: CallKind, status: number): boolean =>
  call.source === 'portal' && NOT_OFFERED_STATUSES.has(status) && !(status === 404 && call.recordInPath);

/**
 * Whether a failed call is one the platform does not offer (`statusSaysNotOffered`). A network failure or a platform
 * fault is not that; nothing is wrong that trying again would fix.
 */
export const callNotOffered = (call: CallKind | undefined, err: unknown): boolean =>
  call !== undefined && isHttpError(err) && (err.kind === 'status' || err.kind === 'fault') && statusSaysNotOffered(call, err.status);

const STORAGE_KEY = 'card-portal.missing-calls';

/** The tab's storage, where there is one (not in Node, nor where the browser refuses it). */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function stored(): ReadonlySet<string> {
  try {
    const list: unknown = JSON.parse(tabStorage()?.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function keep(ids: ReadonlySet<string>): void {
  try {
    if (ids.size) tabStorage()?.setItem(STORAGE_KEY, JSON.stringify([...ids]));
    else tabStorage()?.removeItem(STORAGE_KEY);
  } catch {
    // A full or refused storage only means the next page learns it again.
  }
}

const missing = signal<ReadonlySet<string>>(stored());

/** The ids of the calls known missing (`PlatformCall.id`). */
export const missingCalls: ReadonlySignal<ReadonlySet<string>> = computed(() => missing.value);

/** Notes a failed call when it says the platform lacks it; every call made through `callPlatform` is noted. */
export function noteCallFailure(call: CallKind & Pick<PlatformCall, 'id'>, err: unknown): void {
  if (!callNotOffered(call, err) || missing.peek().has(call.id)) return;
  missing.value = new Set([...missing.peek(), call.id]);
  keep(missing.peek());
}

/**
 * Whether every call a screen needs is known missing: its menu entry leads nowhere useful and is hidden. A screen
 * that declares no calls, or needs one the platform answered or that was never asked, keeps its entry.
 */
export const everyCallMissing = (calls: readonly string[] | undefined, known: ReadonlySet<string>): boolean =>
  calls !== undefined && calls.length > 0 && calls.every((id) => known.has(id));

/** Forgets what was learned (at logout: another user may sign in on a host of another bank). */
export const forgetMissingCalls = (): void => {
  missing.value = new Set();
  keep(missing.peek());
};

onLoggedOut(forgetMissingCalls);
