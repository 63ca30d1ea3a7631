/**
 * The retry policy of docs/requirements.md#spec-9-constants, narrowed as docs/requirements.md#design-5-policies says (see README.md, "Where the retry policy
 * narrows docs/requirements.md#spec-9-constants").
 */

/** docs/requirements.md#spec-9-constants: 0 (no answer), 100–103, 204–208, 406–412, 423–425, 428, 429, 502–504. */
const RETRIABLE = new Uint8Array(600);
for (const [from, to] of [
  [0, 0],
  [100, 103],
  [204, 208],
  [406, 412],
  [423, 425],
  [428, 429],
  [502, 504],
] as const) {
  for (let s = from; s <= to; s++) RETRIABLE[s] = 1;
}

export const RETRIABLE_STATUSES: readonly number[] = Array.from(RETRIABLE.keys()).filter((s) => RETRIABLE[s] === 1);

export function isRetriableStatus(status: number): boolean {
  return status >= 0 && status < 600 && RETRIABLE[status] === 1;
}

/** RFC 9110 §9.2.1 safe methods the portal uses; everything else may change state. */
export function isSafeMethod(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

export interface RetryQuestion {
  method: string | undefined;
  /** Final status of the attempt; 0 when no final answer came (connection failure). */
  status: number;
  /** The attempt failed while connecting, so the request provably never reached the platform. */
  neverSent: boolean;
  /** The caller sent an `Idempotency-Key`. */
  idempotencyKey: boolean;
}

/**
 * Whether this outcome may be retried at all (attempt budget, body replayability and the deadline are
 * the caller's to check). Safe methods: the whole status list. POST, PUT, PATCH, DELETE (and anything
 * else): only with an `Idempotency-Key`, or when the connection failed before the request was written.
 */
export function mayRetry(q: RetryQuestion): boolean {
  if (!isRetriableStatus(q.status)) return false;
  if (isSafeMethod(q.method) || q.idempotencyKey) return true;
  return q.status === 0 && q.neverSent;
}

/** Error codes that can only arise before a single byte of the request reached the platform. */
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ERR_SOCKET_CONNECTION_TIMEOUT',
]);

/** True when `err` is a failure to connect (or resolve), i.e. the request was never written. */
export function isConnectFailure(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; syscall?: unknown };
  if (e.syscall === 'connect' || e.syscall === 'getaddrinfo') return true;
  return typeof e.code === 'string' && CONNECT_CODES.has(e.code);
}

/**
 * `Retry-After` (RFC 9110 §10.2.3) in milliseconds from `now`: delay-seconds or an HTTP-date.
 * Undefined when absent or unparsable; never negative.
 */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const v = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return Math.min(Number(v), 86_400) * 1000;
  if (!/^[A-Za-z]{3,9},? /.test(v)) return undefined; // an HTTP-date starts with the day name
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** The pause before the next attempt: the base pause, lengthened (never shortened) by Retry-After up to `maxMs`. */
export function retryPause(baseMs: number, retryAfterMs: number | undefined, maxMs: number): number {
  if (retryAfterMs === undefined || retryAfterMs <= baseMs) return baseMs;
  return Math.max(baseMs, Math.min(retryAfterMs, maxMs));
}
