import { closeVirtualCardCall } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** DELETE /v1/virtualcard/company/{id}/cards/{cardRef}: closes a virtual or ghost card for good (an unused payment closes with it). */
export const closeCard = (companyId: string, cardRef: string) =>
  callPlatform(closeVirtualCardCall, { params: { companyId, card: cardRef } }).then((a) => a.data);
