import http from 'node:http';
import https from 'node:https';
import { BrandBySubdomainResponse, brandBySubdomainCall, type BrandData } from '../../../shared/contract/brand.js';
import { CheckResponse, checkCall, type Timeouts, type User } from '../../../shared/contract/authentication.js';
import { callUrl } from '../../../shared/contract/platformCall.js';
import { BRAND_HEADER, CLIENT_ADDRESS_HEADER, NO_BRAND } from '../../../shared/contract/tenant.js';
import { API_PROXY_DEFAULTS } from '../proxy/proxyOptions.js';

/**
 * The gateway's own calls to the card platform (brand lookup and login check), over a keep-alive agent
 * with a hard time-out. The browser's /api traffic does not come through here: that is the proxy's.
 */

/** A call that found its kept-alive connection closed by the platform before any answer (sent again at once). */
class StaleConnectionError extends Error {
  constructor(readonly failure: PlatformUnavailableError) {
    super(failure.message);
  }
}

export class PlatformUnavailableError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'PlatformUnavailableError';
  }
}

export interface PlatformAnswer {
  status: number;
  body: unknown;
  setCookie: string[];
}

export interface SessionState {
  loggedIn: boolean;
  user: User | null;
  xsrfToken: string | null;
  timeouts: Timeouts;
  /** Set-Cookie values of the check answer, Domain attributes removed (host-only). */
  setCookie: string[];
}

/** What the gateway tells the platform on its own calls, as on every /api call (docs/requirements.md#design-5-policies "Tenants"). */
export interface Tenant {
  /** The Host's brand code, or NO_BRAND. */
  brand: string;
  /** The browser's address. */
  client: string;
}

export const LOGGED_OUT: SessionState = Object.freeze({ loggedIn: false, user: null, xsrfToken: null, timeouts: {}, setCookie: [] });

/** The login check's answer for a browser that sent no cookies: nothing to ask the platform. */
export const NO_COOKIES: SessionState & { outcome: 'loggedOut' } = Object.freeze({ ...LOGGED_OUT, outcome: 'loggedOut' });

/** What a platform call made for a request carries along: its id and this hop's W3C trace context. */
export interface CallMeta {
  requestId?: string;
  traceparent?: string;
}

/** Whether the platform answered the readiness probe, and how. */
export interface PlatformProbe {
  ok: boolean;
  /** 'answered 401', 'answered 503', 'unreachable: …', 'time-out after 2000 ms'. */
  detail: string;
  ms: number;
}

export interface PlatformClient {
  /** The brand of a client subdomain; null when the platform does not know it. Throws PlatformUnavailableError. */
  brandBySubdomain(subdomain: string, meta?: CallMeta): Promise<BrandData | null>;
  /**
   * GET /api/authentication/check with the browser's cookies, under the Host's brand (`tenant.brand`, or
   * NO_BRAND) and the browser's address; never throws. `failed` (unreachable, time-out, 5xx, an answer of
   * the wrong shape) means the platform could not say — not that the user is logged out. A user not of the
   * Host's brand is logged out here whatever the platform said.
   */
  check(
    cookie: string | undefined,
    meta: CallMeta | undefined,
    tenant: Tenant,
  ): Promise<SessionState & { outcome: 'ok' | 'loggedOut' | 'failed' }>;
  /**
   * The readiness probe: an anonymous login check within `timeoutMs`. Any answer below 500 (401 without a
   * session) means the platform is up and answering; 5xx, no answer or no answer in time means it is not.
   */
  probe(timeoutMs: number): Promise<PlatformProbe>;
  close(): void;
}

const MAX_BODY = 1024 * 1024;

/** Removes Domain attributes so a cookie set through the gateway stays host-only (docs/requirements.md#design-5-policies). */
export const hostOnlyCookie = (cookie: string): string =>
  cookie
    .split(';')
    .filter((part) => !/^\s*domain\s*=/i.test(part))
    .join(';');

/** Errors of a request sent on a kept-alive connection the platform had just closed: it never read the request. */
const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);
/** How many times a call is sent again on a fresh connection after finding its kept-alive one closed. */
const STALE_RETRIES = 2;

export function createPlatformClient(options: {
  upstreamUrl: string;
  timeoutMs: number;
  /**
   * Idle kept-alive connections are closed by the gateway after this (default: the /api proxy's, 4 000 ms), so the
   * gateway closes them before the platform does; a platform's `Keep-Alive: timeout=` shortens it further.
   */
  idleTimeoutMs?: number;
  /** Told when a call found its kept-alive connection closed under it and was sent again (metrics). */
  onStaleConnection?: () => void;
}): PlatformClient {
  const base = new URL(options.upstreamUrl);
  const isHttps = base.protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: 64, timeout: options.idleTimeoutMs ?? API_PROXY_DEFAULTS.upstreamIdleTimeoutMs };
  const agent = isHttps ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const prefix = base.pathname.replace(/\/+$/, '');

  /**
   * One GET within `timeoutMs`. A platform closes an idle kept-alive connection when it likes; one closed just as a
   * call was sent on it fails before any answer (node:http's `reusedSocket`). The platform never read that call, and
   * every call here is a GET, so it is sent again at once on a fresh connection rather than failing the page load.
   */
  const get = (path: string, headers: Record<string, string>, timeoutMs = options.timeoutMs): Promise<PlatformAnswer> => {
    const deadlineAt = performance.now() + timeoutMs;
    const attempt = (retriesLeft: number): Promise<PlatformAnswer> =>
      once(path, headers, Math.max(1, deadlineAt - performance.now())).catch((err: unknown) => {
        if (retriesLeft > 0 && err instanceof StaleConnectionError) {
          options.onStaleConnection?.();
          return attempt(retriesLeft - 1);
        }
        throw err instanceof StaleConnectionError ? err.failure : err;
      });
    return attempt(STALE_RETRIES);
  };

  const once = (path: string, headers: Record<string, string>, timeoutMs: number): Promise<PlatformAnswer> =>
    new Promise((resolve, reject) => {
      const request = (isHttps ? https : http).request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port || undefined,
          path: prefix + path,
          method: 'GET',
          agent,
          headers: { accept: 'application/json', ...headers },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY) {
              response.destroy(new Error('platform answer too large'));
              return;
            }
            chunks.push(chunk);
          });
          response.on('error', (err) => reject(new PlatformUnavailableError('platform answer failed', err)));
          response.on('end', () => {
            let body: unknown = undefined;
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              body = text ? JSON.parse(text) : undefined;
            } catch {
              body = undefined;
            }
            const raw = response.headers['set-cookie'];
            resolve({ status: response.statusCode ?? 0, body, setCookie: raw ? raw.map(hostOnlyCookie) : [] });
          });
        },
      );
      const deadline = setTimeout(() => request.destroy(new Error('platform time-out')), timeoutMs);
      deadline.unref();
      request.on('timeout', () => request.destroy(new Error('platform time-out')));
      request.on('error', (err: NodeJS.ErrnoException) => {
        const failure = new PlatformUnavailableError(`platform unreachable: ${err.message}`, err);
        reject(request.reusedSocket && STALE_CONNECTION_CODES.has(err.code ?? '') ? new StaleConnectionError(failure) : failure);
      });
      request.on('close', () => clearTimeout(deadline));
      request.end();
    });

  const metaHeaders = (meta: CallMeta | undefined): Record<string, string> => ({
    ...(meta?.requestId ? { 'x-request-id': meta.requestId } : {}),
    ...(meta?.traceparent ? { traceparent: meta.traceparent } : {}),
  });

  return {
    async brandBySubdomain(subdomain, meta) {
      const answer = await get(callUrl(brandBySubdomainCall, { subdomain }), metaHeaders(meta));
      if (answer.status === 404) return null;
      if (answer.status < 200 || answer.status > 299) throw new PlatformUnavailableError(`brand lookup answered ${answer.status}`);
      const parsed = BrandBySubdomainResponse.safeParse(answer.body);
      if (!parsed.success) throw new PlatformUnavailableError('brand lookup answered an unexpected shape');
      return parsed.data.data;
    },
    async check(cookie, meta, tenant) {
      if (!cookie) return { ...NO_COOKIES };
      let answer: PlatformAnswer;
      try {
        answer = await get(callUrl(checkCall, {}), {
          cookie,
          [BRAND_HEADER]: tenant.brand,
          [CLIENT_ADDRESS_HEADER]: tenant.client,
          ...metaHeaders(meta),
        });
      } catch {
        return { ...LOGGED_OUT, outcome: 'failed' };
      }
      const parsed = answer.status >= 200 && answer.status <= 299 ? CheckResponse.safeParse(answer.body) : undefined;
      if (!parsed?.success)
        return {
          ...LOGGED_OUT,
          setCookie: answer.setCookie,
          outcome: answer.status === 401 || answer.status === 403 ? 'loggedOut' : 'failed',
        };
      const data = parsed.data;
      if (!data.success || !data.userData) return { ...LOGGED_OUT, setCookie: answer.setCookie, outcome: 'loggedOut' };
      // Defence in depth: a session whose user is not of the Host's brand is no session here, whatever the platform said.
      if (!data.userData.brands.some((b) => b.brand === tenant.brand))
        return { ...LOGGED_OUT, setCookie: answer.setCookie, outcome: 'loggedOut' };
      return {
        loggedIn: true,
        user: data.userData,
        xsrfToken: data.xsrfToken,
        timeouts: data.timeouts,
        setCookie: answer.setCookie,
        outcome: 'ok',
      };
    },
    async probe(timeoutMs) {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      try {
        const answer = await get(callUrl(checkCall, {}), { [BRAND_HEADER]: NO_BRAND }, timeoutMs);
        return { ok: answer.status > 0 && answer.status < 500, detail: `answered ${answer.status}`, ms: ms() };
      } catch (err) {
        const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
        return { ok: false, detail: cause === 'platform time-out' ? `time-out after ${timeoutMs} ms` : `unreachable: ${cause}`, ms: ms() };
      }
    },
    close() {
      agent.destroy();
    },
  };
}
