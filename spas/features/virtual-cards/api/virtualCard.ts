import { VirtualCardResponse } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase, vcKeys } from './base.js';

/** GET /v1/virtualcard/company/{id}/cards/{cardRef}: a virtual card's detail (the reference is the platform's encrypted one). */
export const virtualCardQuery = (companyId: string, cardRef: string) => ({
  queryKey: vcKeys.card(companyId, cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(`${vcBase(companyId)}/cards/${enc(cardRef)}`, { schema: VirtualCardResponse, signal }).then((a) => a.data),
});
