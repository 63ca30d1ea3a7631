import { ghostCardsCall, virtualSubaccountsCall } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { vcKeys } from './base.js';

/** Virtual subs (`subaccounts`) and ghost cards (`ghostcards`): the two kinds of virtual account. */
export type VirtualAccountKind = 'subaccounts' | 'ghostcards';

/** GET /v1/virtualcard/company/{id}/subaccounts or …/ghostcards: the company's virtual accounts of that kind. */
export const virtualAccountsQuery = (companyId: string, kind: VirtualAccountKind) => ({
  queryKey: vcKeys.accounts(companyId, kind),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(kind === 'subaccounts' ? virtualSubaccountsCall : ghostCardsCall, { params: { companyId }, signal }).then((a) => a.data),
});
