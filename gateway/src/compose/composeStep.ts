import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { COMPOSE_BASE, type RecipeCall, type RecipePlan } from '../../../shared/session/compose/pageRecipe.js';
import type { BrandData } from '../../../shared/contract/brand.js';
import type { HostInfo } from '../host/parseHost.js';
import { setPlatformHeaders } from '../http/platformHeaders.js';
import { requestIdOf } from '../http/requestId.js';
import { logPath } from '../proxy/logPath.js';
import { badHost, HttpError, platformUnavailable, unknownBrand } from '../http/HttpError.js';
import { rewriteSetCookie } from '../proxy/setCookie.js';
import { CARD_NUMBER_IN_ADDRESS, queryHasCardNumber } from '../../../shared/format/cardNumberParam.js';
import { createPlatformGetter, NoReply, type PlatformReply, type RetryRule } from './platformGet.js';

/**
 * The compose step (a backend-for-frontend step): `GET /bff/<recipe>?…` makes a signed-in page's platform calls next
 * to the platform and answers them in one round — the recipe's first call, then the calls that need its answer
 * together — with the browser's cookies and the tenant headers the /api proxy sets, each call under the proxy's
 * deadline and retry rule for a GET. See README.md beside this file.
 */
export type ComposeStep = ((req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void) & { close(): void };

export interface ComposeDeps {
  upstreamUrl: string;
  /** The recipes by name (shared/session/compose/recipes.ts). */
  recipes: ReadonlyMap<string, (query: URLSearchParams) => RecipePlan | null>;
  /** The request's Host as the gateway reads it (TRUST_PROXY, BASE_DOMAIN); null when it is not served here. */
  hostOf: (req: IncomingMessage) => HostInfo | null;
  /** A client host's brand: known, or the lookup under way (null: no such bank). */
  brandOf: (req: IncomingMessage) => BrandData | null | Promise<BrandData | null>;
  /** The browser's address, told to the platform as the proxy tells it. */
  clientAddress: (req: IncomingMessage) => string;
  /** Whether the browser came over HTTPS: the relayed cookies' Secure flag. */
  isSecure: (req: IncomingMessage) => boolean;
  /** Pass the browser's `X-Sandbox-*` test headers on (the browser tests' fault injection), as the proxy does. */
  forwardTestHeaders: boolean;
  /** One call's deadline by its `/api` URL (the proxy's time-out map); 30 s by default. */
  deadlineFor?: (url: string) => number;
  retry?: RetryRule;
  logger: Logger;
  maxSockets?: number;
  idleTimeoutMs?: number;
}

const PREFIX = `${COMPOSE_BASE}/`;
const DEFAULT_DEADLINE_MS = 30_000;
/** An answer larger than this is no page's piece: it is reported as the platform's failure, not held in memory. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** What the browser sends that the platform may use besides the session (and, in the browser tests, the test hooks). */
const PASSED_ON = ['cookie', 'user-agent', 'accept-language', 'traceparent', 'tracestate'] as const;

/** The header the proxy uses for the test hooks it forwards with SANDBOX_TEST_HEADERS (the sandbox's fault header). */
const TEST_HEADER_PREFIX = 'x-sandbox-';

export function createComposeStep(deps: ComposeDeps): ComposeStep {
  const platform = createPlatformGetter({
    upstreamUrl: deps.upstreamUrl,
    maxSockets: deps.maxSockets ?? 128,
    idleTimeoutMs: deps.idleTimeoutMs ?? 4_000,
    maxBodyBytes: MAX_BODY_BYTES,
    retry: deps.retry ?? { max: 2, delayMs: 1_000, maxRetryAfterMs: 5_000 },
    // As the proxy logs its retries: the path as logs may show it (no query values, card numbers masked).
    onRetry: (url, status, attempt, retryInMs) => deps.logger.warn({ path: logPath(url), status, attempt, retryInMs }, 'compose retry'),
  });
  const deadlineFor = deps.deadlineFor ?? (() => DEFAULT_DEADLINE_MS);

  /** The headers of every call made for this request (the recipe's own go on top). */
  function headersFor(req: IncomingMessage, brand: string): Record<string, string> {
    const h: IncomingMessage['headers'] = { accept: 'application/json', 'x-request-id': requestIdOf(req) };
    for (const name of PASSED_ON) {
      const v = req.headers[name];
      if (typeof v === 'string') h[name] = v;
    }
    if (deps.forwardTestHeaders) {
      for (const k in req.headers) if (k.startsWith(TEST_HEADER_PREFIX)) h[k] = req.headers[k];
    }
    setPlatformHeaders(h, brand, deps.clientAddress(req), deps.forwardTestHeaders);
    const out: Record<string, string> = {};
    for (const k in h) {
      const v = h[k];
      if (typeof v === 'string') out[k] = v;
    }
    return out;
  }

  const call = (c: RecipeCall, headers: Record<string, string>, signal: AbortSignal): Promise<PlatformReply> =>
    platform.get(c.url, c.headers ? { ...headers, ...lowerCased(c.headers) } : headers, deadlineFor(c.url), signal);

  /** What the proxy would have answered for a call that got no usable answer. */
  const failureOf = (err: NoReply, requestId: string): { status: number; body: { error: string; message: string; requestId: string } } =>
    err.why === 'timeout'
      ? { status: 504, body: { error: 'gateway_timeout', message: 'The card service did not answer in time.', requestId } }
      : { status: 502, body: { error: 'bad_gateway', message: 'The card service could not be reached.', requestId } };

  async function compose(
    req: IncomingMessage,
    res: ServerResponse,
    plan: RecipePlan,
    brand: string,
    next: (err?: unknown) => void,
  ): Promise<void> {
    const requestId = requestIdOf(req);
    const gone = new AbortController();
    const onClose = () => gone.abort(new Error('the browser went away'));
    res.once('close', onClose);
    const headers = headersFor(req, brand);
    const cookies: string[] = [];
    try {
      let first: PlatformReply;
      try {
        first = await call(plan.first, headers, gone.signal);
      } catch (err) {
        if (gone.signal.aborted) return;
        if (!(err instanceof NoReply)) throw err;
        const f = failureOf(err, requestId);
        return next(new HttpError(f.status, f.body.error, f.body.message));
      }
      collectCookies(cookies, first);
      const body = first.status >= 200 && first.status <= 299 ? jsonOf(first) : undefined;
      const pieces = body === undefined ? null : plan.pieces(body.value);
      // A first call that failed, or answered what the recipe cannot read: its answer as the proxy would relay it.
      if (!pieces || !body) return relay(req, res, first, cookies);
      const names = Object.keys(pieces);
      const answers = await Promise.all(
        names.map((name) =>
          call(pieces[name]!, headers, gone.signal).then(
            (reply) => {
              collectCookies(cookies, reply);
              const json = jsonOf(reply);
              return { status: reply.status, body: json ? json.value : reply.body.toString('utf8') };
            },
            (err: unknown) => {
              if (err instanceof NoReply) return failureOf(err, requestId);
              throw err;
            },
          ),
        ),
      );
      if (gone.signal.aborted || res.destroyed) return;
      const text = JSON.stringify({ first: body.value, pieces: Object.fromEntries(names.map((n, i) => [n, answers[i]])) });
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        'cache-control': 'no-store',
        ...cookieHeader(cookies, deps.isSecure(req)),
      });
      res.end(text);
    } catch (err) {
      if (gone.signal.aborted) return;
      deps.logger.error({ err, requestId }, 'compose step failed');
      next(new HttpError(502, 'bad_gateway', 'The card service could not be reached.'));
    } finally {
      res.off('close', onClose);
    }
  }

  function relay(req: IncomingMessage, res: ServerResponse, reply: PlatformReply, cookies: string[]): void {
    if (res.destroyed) return;
    const type = reply.headers['content-type'];
    res.writeHead(reply.status, {
      ...(type ? { 'content-type': type } : null),
      'content-length': reply.body.length,
      'cache-control': 'no-store',
      ...cookieHeader(cookies, deps.isSecure(req)),
    });
    res.end(reply.body);
  }

  const refuse = (next: (err?: unknown) => void, status: number, error: string, message: string, headers?: Record<string, string>) =>
    next(new HttpError(status, error, message, headers));

  const step = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void): void => {
    const url = req.url ?? '/';
    if (!url.startsWith(PREFIX)) return next();
    if (req.method !== 'GET') return refuse(next, 405, 'method_not_allowed', 'Only GET is allowed here.', { allow: 'GET' });
    const host = deps.hostOf(req);
    if (!host) return next(badHost());
    // Only a bank's portal composes pages: the bare, welcome, applynow and apex hosts have no session to use.
    if (host.kind !== 'client' || !host.label) return next(unknownBrand());
    const q = url.indexOf('?');
    const name = url.slice(PREFIX.length, q < 0 ? undefined : q);
    const planner = deps.recipes.get(name);
    if (!planner) return refuse(next, 404, 'not_found', 'There is no such page data here.');
    const rawQuery = q < 0 ? '' : url.slice(q + 1);
    if (queryHasCardNumber(rawQuery)) return refuse(next, 400, 'bad_request', CARD_NUMBER_IN_ADDRESS);
    const plan = planner(new URLSearchParams(rawQuery));
    if (!plan) return refuse(next, 400, 'bad_request', 'The address does not name what this page needs.');
    const go = (brand: BrandData | null) => {
      if (res.destroyed) return;
      if (!brand) return next(unknownBrand());
      compose(req, res, plan, brand.brand, next).catch(next);
    };
    const brand = deps.brandOf(req);
    if (!(brand instanceof Promise)) return go(brand);
    brand.then(go, () => {
      if (!res.destroyed) next(platformUnavailable());
    });
  };
  return Object.assign(step, { close: () => platform.close() });
}

const lowerCased = (h: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

/** The body as JSON when it is JSON; undefined otherwise (an empty body is none). */
function jsonOf(reply: PlatformReply): { value: unknown } | undefined {
  if (!reply.body.length) return undefined;
  try {
    return { value: JSON.parse(reply.body.toString('utf8')) as unknown };
  } catch {
    return undefined;
  }
}

function collectCookies(into: string[], reply: PlatformReply): void {
  const set = reply.headers['set-cookie'];
  if (set) into.push(...set);
}

/**
 * The platform's cookies for the browser, rewritten as the proxy rewrites them (host-only, HttpOnly, SameSite, Secure
 * over HTTPS); a cookie several calls set goes once, as the last of them set it.
 */
function cookieHeader(cookies: readonly string[], secure: boolean): Record<string, string[]> {
  if (!cookies.length) return {};
  const byName = new Map<string, string>();
  for (const c of cookies) {
    const name = c.slice(0, Math.max(0, c.indexOf('='))).trim();
    byName.delete(name);
    byName.set(name, rewriteSetCookie(c, secure));
  }
  return { 'set-cookie': [...byName.values()] };
}
