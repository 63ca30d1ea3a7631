import type { Session } from '../auth/sessions.js';
import { notFound } from '../server/httpError.js';
import type { RouteDef } from '../server/router.js';
import type { SandboxApp } from '../app.js';

/** Brand lookups that the first slice needs (the gateway's brand resolution). */
export function brandLookupRoutes(app: SandboxApp): RouteDef<Session>[] {
  return [
    {
      method: 'GET', pattern: '/api/brand/subdomain/:subdomain', access: 'public',
      handle: ({ params }) => {
        const brand = app.world.brands.get((params.subdomain ?? '').toLowerCase());
        if (!brand) throw notFound(`No client brand for subdomain '${(params.subdomain ?? '').slice(0, 40).replace(/[^a-z0-9-]/gi, '')}'.`);
        return { data: { brand: brand.brand, brandValueDisplay: brand.brandValueDisplay } };
      },
    },
  ];
}
