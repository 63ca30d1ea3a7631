import { entityTypeOf } from './entityTypes.js';
import { isOpenStatus } from './context.js';

export type AccountButtonStatus = 'open' | 'closed' | 'complete' | 'pending';

/** The account detail fields (docs/requirements.md#spec-3-entities) the account button reads. */
export interface AccountButtonInput {
  accountEntityType?: string | null;
  cardNumber?: string | null;
  status?: string | null;
  externalCardStatus?: string | null;
  externalCardStatusCommonName?: string | null;
}

/**
 * docs/requirements.md#spec-4-states "Account button", first match wins:
 * 1. anything without a card number → 'pending';
 * 2. a virtual sub with status active → 'complete';
 * 3. a card whose external status (common name, else code) is other than open → 'closed';
 * 4. otherwise → 'open'.
 */
export function accountButtonStatus(account: AccountButtonInput): AccountButtonStatus {
  if (!account.cardNumber?.trim()) return 'pending';
  if (entityTypeOf(account.accountEntityType) === 'Virtual Sub' && account.status?.trim().toLowerCase() === 'active') {
    return 'complete';
  }
  const external = account.externalCardStatusCommonName ?? account.externalCardStatus;
  return isOpenStatus(external) ? 'open' : 'closed';
}
