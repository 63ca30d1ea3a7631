import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A test hook: `X-Sandbox-Clock-Ahead-Ms: 660000` answers that one call as if it came that much later (a code
 * sent ten minutes ago has expired, a wait is over), without moving the clock of every other call and session.
 * Honoured only from callers allowed the control calls (server/control.ts); the gateway forwards `X-Sandbox-*`
 * headers only when it runs with SANDBOX_TEST_HEADERS, which production refuses.
 */
export const CLOCK_AHEAD_HEADER = 'x-sandbox-clock-ahead-ms';
const MAX_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

const ahead = new AsyncLocalStorage<number>();

/** How far ahead of the sandbox's clock the call being answered is (0 outside such a call). */
export const clockAheadMs = (): number => ahead.getStore() ?? 0;

/** The header's value as milliseconds ahead (whole, 0 to a week), or 0 when absent or not such a number. */
export function parseClockAhead(value: string | undefined): number {
  if (!value || !/^\d{1,12}$/.test(value)) return 0;
  return Math.min(Number(value), MAX_AHEAD_MS);
}

/** Runs `answer` with the clock `ms` ahead; with 0, as is (no context is set up on the ordinary path). */
export const answeredAhead = <T>(ms: number, answer: () => T): T => (ms > 0 ? ahead.run(ms, answer) : answer());
