import { lockCardCall } from '../../../../shared/contract/cards.js';
import { AccountSummaryResponse, type AccountSummaryResponse as AccountSummary } from '../../../../shared/contract/user.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { callPlatform, http } from '../../../../shared/session/http.js';

/** PUT /v1/cards/encrypted/{card}/lock {locked} (sandbox-designed). */
export const setCardLock = (cardRef: string, locked: boolean) =>
  callPlatform(lockCardCall, { params: { card: cardRef }, body: { locked } });

/** GET /v1/users/accountsummary: the cards of the signed-in cardholder's account. */
export const accountSummaryQuery = () => ({
  queryKey: ['accountSummary'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<AccountSummary['data']> =>
    http.get(callUrls.userAccountSummary(), { schema: AccountSummaryResponse, signal }).then((a) => a.data),
});
