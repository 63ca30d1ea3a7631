import { ProviderAuthorizationsResponse } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase, vcKeys } from './base.js';

/** GET /v1/virtualcard/company/{id}/cards/{cardRef}/authorizations: what the card network approved or declined. */
export const authorizationsQuery = (companyId: string, cardRef: string) => ({
  queryKey: vcKeys.authorizations(companyId, cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(`${vcBase(companyId)}/cards/${enc(cardRef)}/authorizations`, { schema: ProviderAuthorizationsResponse, signal }).then((a) => a.data),
});
