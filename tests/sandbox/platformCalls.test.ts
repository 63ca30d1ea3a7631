import { describe, expect, it } from 'vitest';
import { routePatternOf, type PlatformCall } from '../../shared/contract/platformCall.js';
import { PLATFORM_CALLS } from '../../shared/contract/platformCalls.js';
import { SandboxApp } from '../../scripts/sandbox/app.js';
import { allRoutes } from '../../scripts/sandbox/api/routes.js';
import type { RouteDef } from '../../scripts/sandbox/server/router.js';

/**
 * What the sandbox serves against what the contract defines: every `/api` route answers a defined call, with that
 * call's method and path, and every defined call has its route. The sandbox stands in for a bank's platform, so a
 * route of its own that no definition names would be a call the portal's published contract does not show.
 */
function mismatches(routes: readonly RouteDef<unknown>[], calls: readonly PlatformCall[]): string[] {
  const problems: string[] = [];
  const defined = new Set(calls);
  const served = new Map<PlatformCall, number>();
  for (const r of routes.filter((x) => x.pattern.startsWith('/api/'))) {
    const where = `${r.method} ${r.pattern}`;
    if (!r.call) problems.push(`${where}: serves no defined call`);
    else if (!defined.has(r.call)) problems.push(`${where}: serves ${r.call.id}, which is not in PLATFORM_CALLS`);
    else if (r.method !== r.call.method || r.pattern !== routePatternOf(r.call))
      problems.push(`${where}: ${r.call.id} is ${r.call.method} ${routePatternOf(r.call)}`);
    else served.set(r.call, (served.get(r.call) ?? 0) + 1);
  }
  for (const c of calls) {
    const n = served.get(c) ?? 0;
    if (n !== 1) problems.push(`${c.id} (${c.method} ${c.path}): served by ${n} routes`);
  }
  return problems;
}

const app = new SandboxApp({ seed: 1, dataDir: null, reset: false, now: Date.now, secureCookies: false, logger: null });
const routes = allRoutes(app) as RouteDef<unknown>[];

describe('the sandbox serves exactly the defined platform calls', () => {
  it('every /api route serves a defined call with its method and path, and every defined call is served once', () => {
    expect(mismatches(routes, PLATFORM_CALLS)).toEqual([]);
  });

  it('a route of the sandbox that no definition names is reported, as is a defined call it does not serve', () => {
    const extra: RouteDef<unknown> = {
      method: 'GET',
      pattern: '/api/v1/cards/cardholder/everything',
      access: 'session',
      handle: () => ({}),
    };
    const dropped = routes.filter((r) => r.call?.id !== 'cards.statements');
    expect(mismatches([...dropped, extra], PLATFORM_CALLS)).toEqual([
      'GET /api/v1/cards/cardholder/everything: serves no defined call',
      'cards.statements (GET /v1/cards/encrypted/{card}/statements): served by 0 routes',
    ]);
  });

  it('each call is defined once: a unique id, a unique method and path, a reason for each portal call', () => {
    const dupes = (keys: string[]) => keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes(PLATFORM_CALLS.map((c) => c.id))).toEqual([]);
    expect(dupes(PLATFORM_CALLS.map((c) => `${c.method} ${c.path.replace(/\{\w+\}/g, '{}').replace(/\/$/, '')}`))).toEqual([]);
    expect(PLATFORM_CALLS.filter((c) => c.source === 'portal' && !c.reason?.trim()).map((c) => c.id)).toEqual([]);
    expect(PLATFORM_CALLS.filter((c) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/.test(c.id)).map((c) => c.id)).toEqual([]);
  });
});
