import { SuccessResponse } from '../../../../shared/contract/common.js';
import { AccountSummaryResponse, type AccountSummaryResponse as AccountSummary } from '../../../../shared/contract/user.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { http } from '../../../../shared/session/http.js';

const enc = encodeURIComponent;

/** PUT /v1/cards/encrypted/{card}/lock {locked} (sandbox-designed). */
export const setCardLock = (cardRef: string, locked: boolean) =>
  http.put(`/api/v1/cards/encrypted/${enc(cardRef)}/lock`, { locked }, { schema: SuccessResponse });

/** GET /v1/users/accountsummary: the cards of the signed-in cardholder's account. */
export const accountSummaryQuery = () => ({
  queryKey: ['accountSummary'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<AccountSummary['data']> =>
    http.get(callUrls.userAccountSummary(), { schema: AccountSummaryResponse, signal }).then((a) => a.data),
});
