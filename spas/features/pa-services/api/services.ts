import { unactivatedCardsCall } from '../../../../shared/contract/cards.js';
import {
  cardShippingCall,
  updateBankManagerCall,
  updateCardShippingCall,
  type BankManagerRequest,
  type ShipTo,
} from '../../../../shared/contract/company.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /v1/cards/company/{id}/unactivated/: the company's cards not yet activated (those the admin may see). */
export const unactivatedKey = (companyId: string) => ['unactivatedCards', companyId] as const;
export const unactivatedQuery = (companyId: string) => ({
  queryKey: unactivatedKey(companyId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(unactivatedCardsCall, { params: { id: companyId }, signal }).then((a) => a.data),
});

/** GET /company/cardshipping/{id}: where the company's cards are mailed. */
export const cardShippingQuery = (companyId: string) => ({
  queryKey: ['cardShipping', companyId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(cardShippingCall, { params: { id: companyId }, signal }).then((a) => a.data),
});
/** PUT /company/cardshipping/{id} {shipTo} */
export const saveCardShipping = (companyId: string, shipTo: ShipTo) =>
  callPlatform(updateCardShippingCall, { params: { id: companyId }, body: { shipTo } }).then((a) => a.data);

/** PUT /company/bankmanager/{id} {bankManagerName, bankManagerEmail} */
export const saveBankManager = (companyId: string, body: BankManagerRequest) =>
  callPlatform(updateBankManagerCall, { params: { id: companyId }, body }).then((a) => a.data);
