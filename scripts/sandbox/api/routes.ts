import type { Session } from '../auth/sessions.js';
import type { RouteDef } from '../server/router.js';
import type { SandboxApp } from '../app.js';
import { authenticationRoutes } from './authentication.js';
import { brandLookupRoutes } from './brand.js';
import { controlRoutes } from './control.js';

/** Every call the sandbox answers, by platform area. */
export function allRoutes(app: SandboxApp): RouteDef<Session>[] {
  return [
    ...controlRoutes(app),
    ...authenticationRoutes(app),
    ...brandLookupRoutes(app),
  ];
}
