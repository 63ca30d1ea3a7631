import { providerAuthorizationsCall } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { vcKeys } from './base.js';

/** GET /v1/virtualcard/company/{id}/cards/{cardRef}/authorizations: what the card network approved or declined. */
export const authorizationsQuery = (companyId: string, cardRef: string) => ({
  queryKey: vcKeys.authorizations(companyId, cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(providerAuthorizationsCall, { params: { companyId, card: cardRef }, signal }).then((a) => a.data),
});
