import { HttpError } from '../server/httpError.js';

/** Why a call naming another brand than the one it came in under is refused. */
export const OTHER_BRAND = "This belongs to another bank's card portal. Use your own bank's portal address.";

/**
 * Refuses (403) a public call whose body or query names another brand than the gateway says the call came
 * in under (`X-Portal-Brand`). Calls without a tenant (made to the platform directly) are not bound.
 */
export function assertTenant(tenant: string | null, brand: string): void {
  if (tenant !== null && tenant !== brand) throw new HttpError(403, OTHER_BRAND, 'Forbidden', { reason: 'OTHER_BRAND' });
}
