import { isIP } from 'node:net';
import os from 'node:os';
import { z } from 'zod';

/**
 * The gateway's configuration: one zod schema over `process.env` (docs/requirements.md#design-2-commands). `loadConfig` reports every
 * bad value at once through a single `ConfigError`.
 */

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DNS_LABEL = /^[a-z0-9-]{1,63}$/;

const port = (min: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be ${min}–65535`).max(65535, `must be ${min}–65535`));

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(max, `must be at most ${max}`));

const nonNegativeInt = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .pipe(z.number().int().max(max, `must be at most ${max}`));

/** A log-safe instance name: what a pod or container is called. */
const instanceId = z.string().regex(/^[A-Za-z0-9._:/-]{1,100}$/, 'must be 1–100 letters, digits or . _ : / -');

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** `TRUST_PROXY`: false | true | number of hops | comma list of addresses, CIDRs or `loopback`. */
export type TrustProxy = { kind: 'none' } | { kind: 'all' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] };

const isCidrOrAddress = (entry: string): boolean => {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [addr, bits, ...rest] = entry.split('/');
  if (rest.length || !addr || !isIP(addr)) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (isIP(addr) === 4 ? 32 : 128);
};

const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const v = raw.trim().toLowerCase();
  if (v === 'false' || v === '0') return { kind: 'none' };
  if (v === 'true') return { kind: 'all' };
  if (/^\d+$/.test(v)) return { kind: 'hops', hops: Number(v) };
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isCidrOrAddress(e));
  if (!entries.length || bad.length) {
    ctx.addIssue({ code: 'custom', message: 'must be false, true, a number of hops, or a comma list of IP addresses/CIDRs/loopback' });
    return z.NEVER;
  }
  return { kind: 'list', entries };
});

const origins = z.string().transform((raw, ctx): string[] => {
  const out: string[] = [];
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.origin === 'null' ||
      (url.pathname !== '/' && url.pathname !== '') ||
      url.search ||
      url.hash
    ) {
      ctx.addIssue({ code: 'custom', message: `"${item.slice(0, 80)}" is not an http(s) origin` });
      continue;
    }
    out.push(url.origin);
  }
  return out;
});

const baseDomain = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .refine(
    (s) => isIP(s) !== 0 || (s.length <= 253 && s.split('.').every((label) => DNS_LABEL.test(label))),
    'must be a host name such as example.com or localhost (no port, no scheme)',
  );

const upstreamUrl = z
  .string()
  .url('must be an absolute http(s) URL')
  .refine((s) => /^https?:\/\//i.test(s), 'must be an http or https URL')
  .transform((s) => s.replace(/\/+$/, ''));

export const ConfigSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: port(0).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    UPSTREAM_URL: upstreamUrl.optional(),
    BASE_DOMAIN: baseDomain.default('localhost'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    TRUST_PROXY: trustProxy.default({ kind: 'none' }),
    BRAND_CACHE_TTL_MS: positiveInt(86_400_000).default(300_000),
    BRAND_NEGATIVE_TTL_MS: positiveInt(86_400_000).default(30_000),
    CHECK_TIMEOUT_MS: positiveInt(120_000).default(5_000),
    // A burst of page loads fits in a second; at most 5 s, so instances that did not see a logout stay honest (README).
    CHECK_CACHE_TTL_MS: nonNegativeInt(5_000).default(1_000),
    BACK_TO_BANNO_ORIGINS: origins.default([]),
    METRICS_PORT: port(1).optional(),
    METRICS_HOST: z
      .string()
      .min(1)
      .refine((s) => isIP(s) !== 0 || s === 'localhost', 'must be an IP address to listen on (127.0.0.1, 0.0.0.0, ::)')
      .default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    CLIENT_DIST_DIR: z.string().min(1).default('dist/client'),
    STATIC_DIR: z.string().min(1).default('static'),
    SANDBOX_DATA_DIR: z.string().min(1).optional(),
    SANDBOX_RESET: bool.default(false),
    // The embedded sandbox's calls: `spec` answers only those the product specification lists (scripts/sandbox/README.md).
    SANDBOX_PROFILE: z.enum(['full', 'spec']).default('full'),
    SHUTDOWN_TIMEOUT_MS: positiveInt(600_000).default(10_000),
    PRESTOP_DELAY_MS: nonNegativeInt(600_000).default(0),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt(600_000).default(65_000),
    HEADERS_TIMEOUT_MS: positiveInt(60_000).default(20_000),
    READY_TIMEOUT_MS: positiveInt(60_000).default(2_000),
    BRAND_STALE_IF_ERROR_MS: nonNegativeInt(604_800_000).default(86_400_000),
    INSTANCE_ID: instanceId.optional(),
    REQUEST_TIMEOUT_MS: positiveInt(600_000).default(60_000),
    // Per session, and per address over all its sessions (a NAT of a few hundred people): docs/security.md.
    API_MAX_CALLS_PER_SESSION: positiveInt(100_000).default(64),
    API_MAX_CALLS_PER_CLIENT: positiveInt(100_000).default(1024),
    SESSION_COOKIE: z
      .string()
      .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/, 'must be a cookie name')
      .default('CSSESSION'),
    // A response whose socket has had bytes waiting this long without the browser reading any is dropped (slow readers).
    WRITE_TIMEOUT_MS: positiveInt(600_000).default(30_000),
    SANDBOX_TEST_HEADERS: bool.default(false),
  })
  .refine((c) => !(c.SANDBOX_TEST_HEADERS && c.NODE_ENV === 'production'), {
    path: ['SANDBOX_TEST_HEADERS'],
    message: 'is a test setting and must not be true when NODE_ENV is production',
  })
  .refine((c) => c.REQUEST_TIMEOUT_MS >= c.HEADERS_TIMEOUT_MS, {
    path: ['REQUEST_TIMEOUT_MS'],
    message: 'must be at least HEADERS_TIMEOUT_MS',
    // Only once both are valid numbers: a bad one is reported on its own.
    when: (payload) => !payload.issues.some((i) => i.path?.[0] === 'HEADERS_TIMEOUT_MS' || i.path?.[0] === 'REQUEST_TIMEOUT_MS'),
  });

export type RawEnv = Record<string, string | undefined>;

export interface GatewayConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** Origin of the card platform; unset → main starts the sandbox and fills it in. */
  upstreamUrl: string | undefined;
  baseDomain: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  brandCacheTtlMs: number;
  brandNegativeTtlMs: number;
  checkTimeoutMs: number;
  /** How long a logged-in answer of the page guard's login check is reused (0: never). */
  checkCacheTtlMs: number;
  backToBannoOrigins: string[];
  metricsPort: number | undefined;
  /** Address of the metrics listener (127.0.0.1 unless a scraper on another host must reach it). */
  metricsHost: string;
  metricsToken: string | undefined;
  clientDistDir: string;
  staticDir: string;
  sandboxDataDir: string | undefined;
  sandboxReset: boolean;
  /** The embedded sandbox's profile: `spec` answers only the calls the product specification lists. */
  sandboxProfile: 'full' | 'spec';
  /** After the listener stops: how long in-flight requests may take before they are answered 503. */
  shutdownTimeoutMs: number;
  /** After SIGTERM, how long the listener keeps accepting (readiness already false) before it stops. */
  prestopDelayMs: number;
  /** Idle time after which the gateway closes a keep-alive connection (keep it above the balancer's). */
  keepAliveTimeoutMs: number;
  /** Time a client has to send a request's head (request line and headers). */
  headersTimeoutMs: number;
  /** How long /readyz waits for the platform to answer. */
  readyTimeoutMs: number;
  /** How long past its TTL a brand answer may still be served while the platform fails (RFC 5861 stale-if-error). */
  brandStaleIfErrorMs: number;
  /** Names this process in log lines and metrics (a pod name); default `<hostname>:<pid>`. */
  instanceId: string;
  /** The whole request, body included, must arrive within this (slow clients). */
  requestTimeoutMs: number;
  /** /api calls one session (or one address's calls without a session) may have in flight. */
  apiMaxCallsPerSession: number;
  /** /api calls one client address may have in flight over all its sessions. */
  apiMaxCallsPerClient: number;
  /** The platform's session cookie, whose value (hashed) keys the per-session limits. */
  sessionCookie: string;
  /** How long an answer may have bytes waiting on its socket without the browser reading any before it is dropped. */
  writeTimeoutMs: number;
  /** Forward `X-Sandbox-*` headers to the platform (browser tests only; refused in production). */
  sandboxTestHeaders: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws one ConfigError listing every bad value. Empty strings count as unset. */
export function loadConfig(env: RawEnv): GatewayConfig {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(ConfigSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') cleaned[key] = value;
  }
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const c = parsed.data;
  return {
    nodeEnv: c.NODE_ENV ?? 'development',
    port: c.PORT,
    host: c.HOST,
    upstreamUrl: c.UPSTREAM_URL,
    baseDomain: c.BASE_DOMAIN,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    brandCacheTtlMs: c.BRAND_CACHE_TTL_MS,
    brandNegativeTtlMs: c.BRAND_NEGATIVE_TTL_MS,
    checkTimeoutMs: c.CHECK_TIMEOUT_MS,
    checkCacheTtlMs: c.CHECK_CACHE_TTL_MS,
    backToBannoOrigins: c.BACK_TO_BANNO_ORIGINS,
    metricsPort: c.METRICS_PORT,
    metricsHost: c.METRICS_HOST,
    metricsToken: c.METRICS_TOKEN,
    clientDistDir: c.CLIENT_DIST_DIR,
    staticDir: c.STATIC_DIR,
    sandboxDataDir: c.SANDBOX_DATA_DIR,
    sandboxReset: c.SANDBOX_RESET,
    sandboxProfile: c.SANDBOX_PROFILE,
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    prestopDelayMs: c.PRESTOP_DELAY_MS,
    keepAliveTimeoutMs: c.KEEP_ALIVE_TIMEOUT_MS,
    headersTimeoutMs: c.HEADERS_TIMEOUT_MS,
    readyTimeoutMs: c.READY_TIMEOUT_MS,
    brandStaleIfErrorMs: c.BRAND_STALE_IF_ERROR_MS,
    instanceId: c.INSTANCE_ID ?? `${os.hostname()}:${process.pid}`,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    apiMaxCallsPerSession: c.API_MAX_CALLS_PER_SESSION,
    apiMaxCallsPerClient: c.API_MAX_CALLS_PER_CLIENT,
    sessionCookie: c.SESSION_COOKIE,
    writeTimeoutMs: c.WRITE_TIMEOUT_MS,
    sandboxTestHeaders: c.SANDBOX_TEST_HEADERS,
  };
}
