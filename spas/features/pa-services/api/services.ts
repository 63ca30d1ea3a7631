import { UnactivatedCardsResponse } from '../../../../shared/contract/cards.js';
import {
  BankManagerResponse, CardShippingResponse, type BankManagerRequest, type ShipTo,
} from '../../../../shared/contract/company.js';
import { http } from '../../../../shared/session/http.js';

const enc = encodeURIComponent;

/** GET /v1/cards/company/{id}/unactivated/: the company's cards not yet activated (those the admin may see). */
export const unactivatedKey = (companyId: string) => ['unactivatedCards', companyId] as const;
export const unactivatedQuery = (companyId: string) => ({
  queryKey: unactivatedKey(companyId),
  queryFn: ({ signal }: { signal: AbortSignal }) => http.get(`/api/v1/cards/company/${enc(companyId)}/unactivated/`, { schema: UnactivatedCardsResponse, signal }).then((a) => a.data),
});

/** GET /company/cardshipping/{id}: where the company's cards are mailed. */
export const cardShippingQuery = (companyId: string) => ({
  queryKey: ['cardShipping', companyId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => http.get(`/api/company/cardshipping/${enc(companyId)}`, { schema: CardShippingResponse, signal }).then((a) => a.data),
});
/** PUT /company/cardshipping/{id} {shipTo} */
export const saveCardShipping = (companyId: string, shipTo: ShipTo) =>
  http.put(`/api/company/cardshipping/${enc(companyId)}`, { shipTo }, { schema: CardShippingResponse }).then((a) => a.data);

/** PUT /company/bankmanager/{id} {bankManagerName, bankManagerEmail} */
export const saveBankManager = (companyId: string, body: BankManagerRequest) =>
  http.put(`/api/company/bankmanager/${enc(companyId)}`, body, { schema: BankManagerResponse }).then((a) => a.data);
