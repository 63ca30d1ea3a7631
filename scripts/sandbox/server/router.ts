import type { IncomingMessage, ServerResponse } from 'node:http';
import { routePatternOf, type PathParams, type PlatformCall } from '../../../shared/contract/platformCall.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a route is guarded: `public` needs nothing; `session` needs a live session (and XSRF when state-changing). */
export type Access = 'public' | 'session';

export interface RouteContext<S> {
  req: IncomingMessage;
  res: ServerResponse;
  method: Method;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** Present when the route's access is `session`. */
  session: S;
  /**
   * The brand the gateway says the call came in under (`X-Portal-Brand`): a brand code, or NO_BRAND on a host
   * that is no brand. Null only on the routes marked `tenant: 'none'`; every other call without one is refused.
   */
  tenant: string | null;
  /** The caller's address: the gateway's `X-Portal-Client`, else the socket's. */
  client: string;
}

export interface RouteDef<S> {
  /** The platform call this route answers (shared/contract): every `/api` route serves one, made with `serve`. */
  call?: PlatformCall;
  method: Method;
  /** `/api/v1/users/:id` style; `:name` matches one non-empty segment. */
  pattern: string;
  access: Access;
  /** State-changing calls need the XSRF header unless this is false (login, 2fa, SSO). Default: method !== GET. */
  xsrf?: boolean;
  /** Honours `Idempotency-Key` (server/idempotency.ts): a repeat of the same key answers the first call's answer. */
  idempotent?: boolean;
  /**
   * 'none': answered without knowing the bank the call came through (the gateway's brand lookup, which is how
   * it learns the brand, and the sandbox's own control calls). Default: the call must name its bank.
   */
  tenant?: 'none';
  /** 'stream': the handler reads the request body itself (file uploads); default: JSON, read before the handler. */
  body?: 'json' | 'stream';
  handle(ctx: RouteContext<S>): unknown | Promise<unknown>;
}

/** A served call's context: its path parameters are exactly the placeholders of the call's path. */
export type CallContext<S, P extends string> = Omit<RouteContext<S>, 'params'> & { params: Readonly<Record<PathParams<P>, string>> };

/**
 * A route answering `call`: its method, pattern, access and idempotency come from the call's one definition, and its
 * handler reads the path parameters that definition names (a placeholder renamed in the definition fails to compile
 * here rather than reading `undefined`).
 */
export function serve<S, P extends string>(
  call: PlatformCall<unknown, unknown, P>,
  route: Omit<RouteDef<S>, 'call' | 'method' | 'pattern' | 'access' | 'idempotent' | 'handle'> & {
    handle(ctx: CallContext<S, P>): unknown | Promise<unknown>;
  },
): RouteDef<S> {
  return {
    ...route,
    call,
    method: call.method,
    pattern: routePatternOf(call),
    access: call.access,
    ...(call.idempotent ? { idempotent: true } : null),
  };
}

interface Compiled<S> {
  def: RouteDef<S>;
  segments: string[];
}

export interface Match<S> {
  def: RouteDef<S>;
  params: Record<string, string>;
}

/** Method + segment-count indexed route table; literal segments are compared case-sensitively. */
export class Router<S> {
  private readonly table = new Map<string, Compiled<S>[]>();
  readonly defs: RouteDef<S>[] = [];

  add(def: RouteDef<S>): this {
    const segments = split(def.pattern);
    const key = `${def.method} ${segments.length}`;
    const list = this.table.get(key) ?? [];
    const shape = (s: string[]): string => s.map((x) => (x.startsWith(':') ? ':' : x)).join('/');
    if (list.some((c) => shape(c.segments) === shape(segments))) throw new Error(`Duplicate route ${def.method} ${def.pattern}`);
    list.push({ def, segments });
    // Literal segments beat parameters: sort so that routes with more literals come first.
    list.sort((a, b) => literalScore(b.segments) - literalScore(a.segments));
    this.table.set(key, list);
    this.defs.push(def);
    return this;
  }

  addAll(defs: RouteDef<S>[]): this {
    for (const def of defs) this.add(def);
    return this;
  }

  match(method: string, path: string): Match<S> | 'method-not-allowed' | undefined {
    const segments = split(path);
    const found = this.find(method, segments);
    if (found) return found;
    for (const other of ['GET', 'POST', 'PUT', 'DELETE']) {
      if (other !== method && this.find(other, segments)) return 'method-not-allowed';
    }
    return undefined;
  }

  private find(method: string, segments: string[]): Match<S> | undefined {
    const list = this.table.get(`${method} ${segments.length}`);
    if (!list) return undefined;
    outer: for (const { def, segments: pattern } of list) {
      const params: Record<string, string> = {};
      for (let i = 0; i < pattern.length; i++) {
        const p = pattern[i] as string;
        const s = segments[i] as string;
        if (p.startsWith(':')) {
          if (!s) continue outer;
          try {
            params[p.slice(1)] = decodeURIComponent(s);
          } catch {
            continue outer;
          }
        } else if (p !== s) continue outer;
      }
      return { def, params };
    }
    return undefined;
  }
}

function split(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.split('/').slice(1);
}

const literalScore = (segments: string[]): number =>
  segments.reduce((n, s, i) => n + (s.startsWith(':') ? 0 : 1 << Math.max(0, 16 - i)), 0);
