import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';

export interface ApiProxyOptions {
  /** Origin of the card platform; `/api/...` paths are forwarded unchanged. */
  upstreamUrl: string;
  logger: Logger;
  /** Seed for the URL fragment → ms time-out map (docs/requirements.md#spec-9-constants); learned further from login/check answers. */
  timeouts?: Record<string, number>;
  /** Deadline of a call no `timeouts` entry matches (docs/requirements.md#spec-9-constants: 30 000 ms). */
  defaultTimeoutMs?: number;
  /** Upper bound on any entry of the `timeouts` map, seeded or learned (default 300 000 ms). */
  maxTimeoutMs?: number;
  /** Retries after the first attempt (docs/requirements.md#spec-9-constants: 2). */
  maxRetries?: number;
  /** Pause between attempts (docs/requirements.md#spec-9-constants: 1 000 ms). */
  retryDelayMs?: number;
  /** A `Retry-After` lengthens the pause up to this (default 5 000 ms); the deadline still rules. */
  maxRetryAfterMs?: number;
  /** Larger request bodies are refused with 413 (default 10 MiB). */
  maxBodyBytes?: number;
  /**
   * Bodies up to this size are received in full before the upstream call starts and kept for replay (default
   * 1 MiB). A larger one is sent once and never retried: streamed through the upload lane when it declares its
   * length and the lane has room, else received in full first.
   */
  replayableBodyBytes?: number;
  /** Sockets of the upload lane, which streams large bodies as they arrive (default 8). */
  uploadSockets?: number;
  /** Streamed uploads one session (or one address's calls without a session) may have at once; more are received in full first (default 1). */
  uploadsPerClient?: number;
  /** The caller's address, for the per-client limits (default: the socket's peer). */
  clientAddress?: (req: IncomingMessage) => string;
  /**
   * The platform's session cookie: calls carrying it are counted per session (its value hashed), the rest per address
   * (clientLimits.ts). Unset: every call is counted per address only.
   */
  sessionCookie?: string;
  /** Calls one session (or one address's calls without a session) may have in flight; more get 429 (default 64). */
  maxCallsPerSession?: number;
  /** Calls one client address may have in flight over all its sessions: generous, for a NAT of a few hundred people; more get 429 (default 1024). */
  maxCallsPerClient?: number;
  /** Request-body bytes one session (or address without one) may have buffered at once; more get 429 (default 24 MiB). */
  maxBufferedBytesPerSession?: number;
  /** Request-body bytes one client address may have buffered at once over all its sessions; more get 429 (default 64 MiB). */
  maxBufferedBytesPerClient?: number;
  /** Request-body bytes buffered for everyone together; past it uploads get 503 (default 128 MiB). */
  maxBufferedBytes?: number;
  /**
   * Whether `X-Forwarded-Proto` / `X-Forwarded-Host` of this request come from a proxy we trust
   * (default false: only the socket counts). A function lets the gateway apply its TRUST_PROXY rule.
   */
  trustProxy?: boolean | ((req: IncomingMessage) => boolean);
  /** Report each retry with `POST /api/warn/log` (default true). */
  reportRetries?: boolean;
  /** One info line per /api call (default true). */
  logRequests?: boolean;
  /**
   * `Strict-Transport-Security` for every answer to a request that came over HTTPS (a TLS socket, or a trusted
   * `X-Forwarded-Proto: https`); none when unset. The gateway passes its HSTS value (`http/hsts.ts`).
   */
  strictTransportSecurity?: string;
  /** Most attempts in flight toward the platform, so most sockets in use (default 256); more wait in line for a place. */
  maxSockets?: number;
  /** Idle keep-alive sockets toward the platform are closed after this (default 4 000 ms; keep it below the platform's). */
  upstreamIdleTimeoutMs?: number;
}

export const API_PROXY_DEFAULTS = {
  defaultTimeoutMs: 30_000,
  maxTimeoutMs: 300_000,
  maxRetries: 2,
  retryDelayMs: 1_000,
  maxRetryAfterMs: 5_000,
  maxBodyBytes: 10 * 1024 * 1024,
  replayableBodyBytes: 1024 * 1024,
  uploadSockets: 8,
  uploadsPerClient: 1,
  maxCallsPerSession: 64,
  maxCallsPerClient: 1024,
  maxBufferedBytesPerSession: 24 * 1024 * 1024,
  maxBufferedBytesPerClient: 64 * 1024 * 1024,
  maxBufferedBytes: 128 * 1024 * 1024,
  maxSockets: 256,
  upstreamIdleTimeoutMs: 4_000,
} as const;

/** The options with every default filled in. */
export type ResolvedProxyOptions = Omit<ApiProxyOptions, keyof typeof API_PROXY_DEFAULTS> & {
  [K in keyof typeof API_PROXY_DEFAULTS]: number;
};

/** Fills in the defaults; throws a TypeError naming every numeric option that is not a positive number. */
export function resolveProxyOptions(options: ApiProxyOptions): ResolvedProxyOptions {
  const o = { ...API_PROXY_DEFAULTS, ...stripUndefined(options) } as ResolvedProxyOptions;
  const bad = (Object.keys(API_PROXY_DEFAULTS) as Array<keyof typeof API_PROXY_DEFAULTS>).filter((k) => {
    const v = o[k];
    return typeof v !== 'number' || !Number.isFinite(v) || v < (k === 'maxRetries' ? 0 : 1);
  });
  if (bad.length)
    throw new TypeError(`createApiProxy: ${bad.join(', ')} must be positive numbers of ms/bytes/sockets (maxRetries may be 0)`);
  return o;
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
