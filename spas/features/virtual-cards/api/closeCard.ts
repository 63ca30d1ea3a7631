import { VirtualCardResponse } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase } from './base.js';

/** DELETE /v1/virtualcard/company/{id}/cards/{cardRef}: closes a virtual or ghost card for good (an unused payment closes with it). */
export const closeCard = (companyId: string, cardRef: string) =>
  http.delete(`${vcBase(companyId)}/cards/${enc(cardRef)}`, { schema: VirtualCardResponse }).then((a) => a.data);
