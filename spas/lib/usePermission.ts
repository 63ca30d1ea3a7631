import type { Policy } from '../../shared/permissions/context.js';
import { factsReady, permissionContext } from '../../shared/session/facts/index.js';
import { user } from '../../shared/session/store.js';
import { useSignalValue } from './useSignalValue.js';

/**
 * Whether the signed-in user may do what a docs/requirements.md#spec-6-permissions rule guards, with the facts loaded so far (after supabase
 * studio's useCheckPermissions): `isLoading` while the company or dashboard the rule reads is still coming, so a
 * screen shows neither a button it will take away nor a refusal it will take back.
 */
export function usePermission(policy: Policy): { can: boolean; isLoading: boolean } {
  const u = useSignalValue(user);
  const ctx = useSignalValue(permissionContext);
  const ready = useSignalValue(factsReady);
  if (!u || !ctx) return { can: false, isLoading: true };
  return { can: policy(u, ctx), isLoading: !ready };
}
