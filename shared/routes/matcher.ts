import type { Route, RouteMatch } from './routeTable.js';

/**
 * The route table compiled once into a matcher (`matchRoute` re-split every route on every
 * request). Same rules as the table says: case-insensitive, trailing slashes ignored, a `:name` segment
 * matches one non-empty segment, the route with the most static segments wins, and among equals the first
 * row. Static paths are one Map lookup; only paths that miss it try the few rows with parameters.
 */

export type Matcher = (path: string) => RouteMatch | undefined;

/** Lower case, no trailing slashes; '' and '/' are '/'. */
export const normalisePath = (path: string): string => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
};

interface ParamRoute {
  route: Route;
  /** Per segment: the lower-case static text, or the parameter's name (as written in the row). */
  segments: Array<{ param: string } | { text: string }>;
  statics: number;
}

export function compileMatcher(routes: readonly Route[]): Matcher {
  const exact = new Map<string, Route>();
  // Rows with parameters, grouped by segment count; most static segments first, then table order.
  const withParams = new Map<number, ParamRoute[]>();
  for (const route of routes) {
    const parts = route.path.split('/');
    if (!parts.some((p) => p.startsWith(':'))) {
      const key = route.path.toLowerCase();
      if (!exact.has(key)) exact.set(key, route);
      continue;
    }
    const segments = parts.map((p) => (p.startsWith(':') ? { param: p.slice(1) } : { text: p.toLowerCase() }));
    const entry: ParamRoute = { route, segments, statics: segments.filter((s) => 'text' in s).length };
    withParams.set(parts.length, [...(withParams.get(parts.length) ?? []), entry]);
  }
  for (const list of withParams.values()) list.sort((a, b) => b.statics - a.statics); // stable: table order among equals

  return (path) => {
    const wanted = normalisePath(path);
    const route = exact.get(wanted);
    if (route) return { route, params: {} };
    const segs = wanted.split('/');
    const candidates = withParams.get(segs.length);
    if (!candidates) return undefined;
    next: for (const c of candidates) {
      const params: Record<string, string> = {};
      for (let i = 0; i < segs.length; i++) {
        const want = c.segments[i]!;
        const seg = segs[i]!;
        if ('text' in want) {
          if (want.text !== seg) continue next;
        } else if (!seg) continue next;
        else params[want.param] = seg;
      }
      return { route: c.route, params };
    }
    return undefined;
  };
}
