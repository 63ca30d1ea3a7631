import { describe, expect, it } from 'vitest';
import { compileMatcher } from '../../../shared/routes/matcher.js';
import { matchRoute, routes, type Route, type RouteMatch } from '../../../shared/routes/routeTable.js';

/** The table's rule written as plainly as possible (every row tried, most static segments wins, first among equals). */
function reference(table: readonly Route[], path: string): RouteMatch | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const wanted = (trimmed || '/').toLowerCase().split('/');
  let best: RouteMatch | undefined;
  let bestStatic = -1;
  for (const route of table) {
    const parts = route.path.split('/');
    if (parts.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    let statics = 0;
    let ok = true;
    parts.forEach((part, i) => {
      const seg = wanted[i]!;
      if (part.startsWith(':')) {
        if (!seg) ok = false;
        else params[part.slice(1)] = seg;
      } else if (part.toLowerCase() === seg) statics++;
      else ok = false;
    });
    if (ok && statics > bestStatic) {
      best = { route, params };
      bestStatic = statics;
    }
  }
  return best;
}

const page = (path: string, id = path): Route => ({
  kind: 'page',
  path,
  page: id,
  area: 'public',
  layout: 'full',
  guard: 'public',
  audience: 'anyone',
  title: id,
});

describe('compileMatcher', () => {
  const table: Route[] = [
    page('/'),
    page('/Login', 'login'),
    page('/login', 'second login row'),
    page('/a/:id/c', 'param middle'),
    page('/a/b/:x', 'param last'),
    page('/a/:first/:second', 'two params'),
    page('/a/b/c', 'all static'),
    page('/u/:userId', 'user'),
    page('/u/:other', 'user again'),
  ];
  const match = compileMatcher(table);
  const pageOf = (p: string) => {
    const m = match(p);
    return m && { page: m.route.kind === 'page' ? m.route.page : m.route.kind, params: m.params };
  };

  it.each([
    ['/', '/', {}],
    ['', '/', {}],
    ['//', '/', {}],
    ['/LOGIN', 'login', {}],
    ['/login///', 'login', {}],
    ['/a/b/c', 'all static', {}],
    ['/a/b/d', 'param last', { x: 'd' }],
    ['/a/z/c', 'param middle', { id: 'z' }],
    ['/a/z/q', 'two params', { first: 'z', second: 'q' }],
    ['/U/Alice', 'user', { userId: 'alice' }],
  ])('%s → %s', (path, expected, params) => {
    expect(pageOf(path)).toEqual({ page: expected, params });
  });

  it.each(['/nope', '/a/b', '/a/b/c/d', '/u/', '/u//', '/a//c', '/login/extra'])('%s matches nothing', (path) => {
    expect(match(path)).toBeUndefined();
  });

  it('answers as the plain rule does for every row of the real table and variations of it', () => {
    const real = compileMatcher(routes);
    const paths = routes.flatMap((r) => {
      const concrete = r.path.replace(/:[A-Za-z]+/g, 'Co42');
      return [
        concrete,
        concrete.toUpperCase(),
        `${concrete}/`,
        `${concrete}//`,
        `${concrete}/extra`,
        concrete.replace(/\/[^/]*$/, '/other'),
        concrete.replace(/^\/[^/]*/, '/x'),
      ];
    });
    for (const p of [
      ...paths,
      '/',
      '',
      '/holding-company/',
      '/holding-company/dashboard',
      '/holding-company/12345',
      '/holding-company//',
    ]) {
      expect(real(p), p).toEqual(reference(routes, p));
    }
    expect(matchRoute('/holding-company/987')).toEqual(reference(routes, '/holding-company/987'));
  });
});
