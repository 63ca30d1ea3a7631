import { virtualCardCall } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { vcKeys } from './base.js';

/** GET /v1/virtualcard/company/{id}/cards/{cardRef}: a virtual card's detail (the reference is the platform's encrypted one). */
export const virtualCardQuery = (companyId: string, cardRef: string) => ({
  queryKey: vcKeys.card(companyId, cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(virtualCardCall, { params: { companyId, card: cardRef }, signal }).then((a) => a.data),
});
