import type { IncomingMessage, ServerResponse } from 'node:http';
import { serialize as serializeCookie } from 'cookie';
import type { Bootstrap } from '../../../shared/bootstrap.js';
import type { BrandData } from '../../../shared/contract/brand.js';
import { NO_BRAND } from '../../../shared/contract/tenant.js';
import { NOT_FOUND_PATH, matchRoute, type PageRoute } from '../../../shared/routes/routeTable.js';
import { homeFor, viewAllows, viewFor } from '../../../shared/session/views.js';
import { pathPossible } from '../../../shared/permissions/areas.js';
import { firstRoundUrls } from '../../../shared/session/firstRound.js';
import { CARD_NUMBER_IN_ADDRESS, queryHasCardNumber } from '../../../shared/format/cardNumberParam.js';
import type { GatewayConfig } from '../config.js';
import type { ManifestState } from '../assets/manifest.js';
import type { HostInfo } from '../host/parseHost.js';
import type { RequestContext } from '../http/context.js';
import { HttpError, badRequest } from '../http/HttpError.js';
import type { GatewayMetrics } from '../metrics/metrics.js';
import type { CheckCache, CheckResult } from '../platform/checkCache.js';
import { LOGGED_OUT, PlatformUnavailableError, type SessionState } from '../platform/platformClient.js';
import { homeFiles } from './homeFiles.js';
import { renderShell } from './renderShell.js';
import { createShellTemplates, fillShell } from './shellTemplates.js';

/** A signed-in page whose login check could not reach the platform: retry soon, nothing was ended. */
const temporarilyUnavailable = () =>
  new HttpError(
    503,
    'temporarily_unavailable',
    'The card service is temporarily unavailable, so this page cannot be shown right now. You have not been signed out — please try again in a moment.',
    { 'Retry-After': '10' },
  );

export const REDIRECT_ORIGIN_PARAM = 'redirectOrigin';
export const REDIRECT_ORIGIN_COOKIE = 'redirectOrigin';
const MAX_PATH = 2048;

export interface PageHandlerDeps {
  config: Pick<GatewayConfig, 'backToBannoOrigins'>;
  sessions: Pick<CheckCache, 'check' | 'peek'>;
  /** The browser's address (http/clientAddress.ts), told to the platform with the login check. */
  clientAddress: (req: IncomingMessage) => string;
  manifest: () => ManifestState;
  metrics: Pick<GatewayMetrics, 'authChecks' | 'authCheckCacheHits'>;
  /** Whether the browser reached us over HTTPS (directly, or as a trusted proxy says): the cookie's Secure flag. */
  isSecure: (req: IncomingMessage) => boolean;
}

/** The request's context once the Host is known (the page handler sets `family` for the metrics). */
export type PageContext = RequestContext & { host: HostInfo };

/** A page request, its cookies read by the pipeline's cookie step (cookie-parser). */
export type PageRequest = IncomingMessage & { cookies?: Record<string, unknown> };

/**
 * Renders a page answer: a redirect or a shell, at once or once the platform has answered (the promise). Errors are
 * thrown, or the promise rejects, with an HttpError for the one error responder.
 */
export type PageHandler = (req: PageRequest, res: ServerResponse, ctx: PageContext) => void | Promise<void>;

/** The browser sent at least one cookie (a Cookie header of nothing but junk is no session to ask about). */
const hasCookies = (req: PageRequest): boolean => {
  for (const _ in req.cookies) return true;
  return false;
};

const cookieOf = (req: PageRequest, name: string): string | undefined => {
  const v = req.cookies?.[name];
  return typeof v === 'string' ? v : undefined;
};

/** The cache key of a host for the login check: a session belongs to one brand. */
export const hostKeyOf = (host: HostInfo): string => `${host.kind}:${host.label ?? ''}`;

const notFoundRoute = (): PageRoute => {
  const m = matchRoute(NOT_FOUND_PATH);
  if (!m || m.route.kind !== 'page') throw new Error('route table has no not-found page');
  return m.route;
};

/** The allowlisted 'Back to Banno' origin from the query or the cookie, else null. */
export function backToBannoOrigin(candidate: string | undefined, allowlist: readonly string[]): string | null {
  if (!candidate || candidate.length > 512 || !allowlist.length) return null;
  try {
    const origin = new URL(candidate).origin;
    return allowlist.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** Whether a URL names a row of the route table (another method than GET or HEAD there is a 405, elsewhere a 404). */
export function isRoutePage(url: string | undefined): boolean {
  if (!url || url.length > MAX_PATH) return false;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  return !path.includes('%') && matchRoute(path) !== undefined;
}

/** One page load, as the steps below pass it along (one object, not a closure per step: this is the hot path). */
interface PageLoad {
  readonly req: PageRequest;
  readonly res: ServerResponse;
  readonly ctx: PageContext;
  readonly path: string;
  readonly rawQuery: string;
  /** `?` and the query, or ''. */
  readonly search: string;
  parsedQuery: URLSearchParams | undefined;
  /** The route's `:params` once matched (the first round of a page about one thing, e.g. an account, needs them). */
  params: Readonly<Record<string, string>>;
}

const queryOf = (p: PageLoad): URLSearchParams => (p.parsedQuery ??= new URLSearchParams(p.rawQuery));

function redirect(res: ServerResponse, status: 301 | 302, location: string): void {
  res.writeHead(status, { 'Cache-Control': 'no-store', Location: location });
  res.end();
}

/**
 * Every full page load that is not /api, /assets, /cdn: the route table decides redirect or shell, the
 * guard is enforced with the platform's login check. The Host's brand is the host step's.
 *
 * When the brand and the login check are already known (the brand cache, no cookies or a remembered check) the
 * answer is made at once, without a promise; otherwise it waits for them. Errors are thrown, or the
 * returned promise rejects, with an HttpError for the one error responder.
 */
export function createPageHandler(deps: PageHandlerDeps): PageHandler {
  const notFound = notFoundRoute();
  const templates = createShellTemplates();

  function shell(p: PageLoad, route: PageRoute, brand: BrandData | null, session: SessionState, status: number): void {
    const { req, res, ctx } = p;
    const host = ctx.host;
    const state = deps.manifest();
    if (!state.ok) throw new HttpError(503, 'not_built', 'The portal has not been built yet. Run npm run build.');
    const allowlist = deps.config.backToBannoOrigins;
    const fromQuery = allowlist.length ? backToBannoOrigin(queryOf(p).get(REDIRECT_ORIGIN_PARAM) ?? undefined, allowlist) : null;
    const fromCookie = allowlist.length ? backToBannoOrigin(cookieOf(req, REDIRECT_ORIGIN_COOKIE), allowlist) : null;
    if (fromQuery && fromQuery !== fromCookie) {
      res.appendHeader(
        'Set-Cookie',
        serializeCookie(REDIRECT_ORIGIN_COOKIE, fromQuery, { path: '/', httpOnly: true, secure: deps.isSecure(req), sameSite: 'lax' }),
      );
    }
    const user = session.loggedIn && session.user && status === 200 ? session.user : null;
    const backToBanno = fromQuery ?? fromCookie;
    // Everything the page shows besides the brand and the user: a signed-in page's first round follows its query and
    // its path (the route's params).
    const key = `${state.mtimeMs}\n${host.kind}\n${status}\n${route.area}:${route.page}\n${backToBanno ?? ''}\n${session.loggedIn ? `${session.xsrfToken ?? ''}\n${p.rawQuery}\n${p.path}` : ''}`;
    const template = templates.get(brand, session.loggedIn ? session.user : null, key, (nonce) => {
      const bootstrap: Bootstrap = {
        hostKind: host.kind,
        brand,
        page: { page: route.page, area: route.area, layout: route.layout, title: route.title, status },
        session: { loggedIn: session.loggedIn, user: session.user, xsrfToken: session.xsrfToken, timeouts: session.timeouts },
        backToBanno,
        reportingUrl: null,
        ...(route.page === 'login' && status === 200 && brand ? { warm: homeFiles(state.manifest) } : null),
      };
      // The user is known: the page's first calls start from the shell, not after its code has run.
      const firstRound = user
        ? firstRoundUrls({ area: route.area, page: route.page, user, query: queryOf(p), params: p.params, brandCode: brand?.brand ?? null })
        : [];
      return renderShell({ bootstrap, area: state.manifest.areas[route.area], nonce, firstRound });
    });
    // A string, so Node sends the head and the page in one write.
    const { html, bytes } = fillShell(template, ctx.nonce);
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': bytes });
    res.end(html);
  }

  /** Once the session is known: the guard, then the page. */
  function guarded(p: PageLoad, route: PageRoute, brand: BrandData | null, session: CheckResult & { cached: boolean }): void {
    if (session.cached) deps.metrics.authCheckCacheHits.inc();
    else deps.metrics.authChecks.inc({ outcome: session.outcome });
    // The platform could not say whether this browser is signed in: never treat that as logged out.
    if (session.outcome === 'failed' && route.guard === 'login') throw temporarilyUnavailable();
    if (session.setCookie.length) p.res.appendHeader('Set-Cookie', session.setCookie);

    const isNotFoundPage = route.page === notFound.page;
    if (route.guard === 'login') {
      if (!session.loggedIn || !session.user) return redirect(p.res, 302, '/');
      const view = viewFor(session.user, queryOf(p));
      if (!viewAllows(view, route.audience)) return redirect(p.res, 302, homeFor(session.user));
      // docs/requirements.md#spec-6-permissions: a page no company could open for this user's roles is refused outright; pages whose
      // rule needs company facts are decided by the SPA once it has loaded them.
      if (!pathPossible(session.user, p.path, view)) return redirect(p.res, 302, homeFor(session.user));
    } else if (route.guard === 'publicOnly' && session.loggedIn && session.user && !isNotFoundPage) {
      return redirect(p.res, 302, homeFor(session.user));
    }
    return shell(p, route, brand, session, isNotFoundPage ? 404 : 200);
  }

  /** Once the brand is known: the route, then the login check (remembered, or asked of the platform). */
  function routed(p: PageLoad, brand: BrandData | null): void | Promise<void> {
    const host = p.ctx.host;
    if (host.kind === 'client' && !brand) return shell(p, notFound, null, LOGGED_OUT, 404);
    let match = matchRoute(p.path);
    if (match?.route.kind === 'page' && match.route.path === '/') {
      if (host.kind === 'client') return redirect(p.res, 302, `/login${p.search}`);
      if (host.kind === 'applynow') match = matchRoute('/applynow');
    }
    if (!match) return redirect(p.res, 302, host.kind === 'client' ? '/login' : '/');
    const route = match.route;
    p.params = match.params;
    p.ctx.family = route.kind === 'page' ? `page:${route.area}` : 'redirect';
    if (route.kind === 'alias') return redirect(p.res, 301, `${route.to}${p.search}`);
    if (route.kind === 'external') return redirect(p.res, 302, `${route.location}${p.search}`);

    // Under the Host's brand: a session of another brand is logged out here (the platform refuses it, and the
    // client checks the user's brands again).
    const hostKey = hostKeyOf(host);
    const cookie = hasCookies(p.req) ? p.req.headers.cookie : undefined;
    const known = deps.sessions.peek(hostKey, cookie);
    if (known) return guarded(p, route, brand, known);
    return deps.sessions
      .check(hostKey, cookie, p.ctx, { brand: brand?.brand ?? NO_BRAND, client: deps.clientAddress(p.req) })
      .then((session) => guarded(p, route, brand, session));
  }

  return function pages(req, res, ctx) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new HttpError(405, 'method_not_allowed', 'Only GET and HEAD are allowed for pages.', { Allow: 'GET, HEAD' });
    }
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const rawPath = q < 0 ? url : url.slice(0, q);
    const rawQuery = q < 0 ? '' : url.slice(q + 1);
    if (rawPath.length > MAX_PATH) throw badRequest('The address is too long.');
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      throw badRequest('The address is not valid.');
    }
    if (/[\0\\]/.test(path) || !path.startsWith('/')) throw badRequest('The address is not valid.');
    // Before anything reads the query: a card number must reach no page script, platform URL or redirect.
    if (queryHasCardNumber(rawQuery)) throw badRequest(CARD_NUMBER_IN_ADDRESS);
    const p: PageLoad = { req, res, ctx, path, rawQuery, search: rawQuery ? `?${rawQuery}` : '', parsedQuery: undefined, params: {} };

    if (ctx.host.kind === 'apex') return shell(p, notFound, null, LOGGED_OUT, 404);
    const brand = ctx.brand ?? null;
    if (!(brand instanceof Promise)) return routed(p, brand);
    return brand.then(
      (found) => routed(p, found),
      (err: unknown) => {
        if (err instanceof PlatformUnavailableError) {
          throw new HttpError(503, 'platform_unavailable', 'The card service is not available right now. Please try again in a moment.');
        }
        throw err;
      },
    );
  };
}
