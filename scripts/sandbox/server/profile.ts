import type { RouteDef } from './router.js';

/**
 * Which calls the sandbox answers. `full`: every call the portal's contract defines. `spec`: only the calls the
 * product specification lists (a definition's `source: 'spec-7'`), as a bank's own platform that never implemented
 * the portal's published additions; every other `/api` path is answered as an unknown one (404), and the portal has
 * to do without it. The sandbox's own `/__sandbox/*` control calls, which are no platform call, stay in both.
 */
export const SANDBOX_PROFILES = ['full', 'spec'] as const;
export type SandboxProfile = (typeof SANDBOX_PROFILES)[number];

export const isSandboxProfile = (value: string): value is SandboxProfile => (SANDBOX_PROFILES as readonly string[]).includes(value);

/** The routes a profile serves, out of every route the sandbox has. */
export function routesOfProfile<S>(routes: readonly RouteDef<S>[], profile: SandboxProfile): RouteDef<S>[] {
  return profile === 'full' ? [...routes] : routes.filter((r) => r.call === undefined || r.call.source === 'spec-7');
}
