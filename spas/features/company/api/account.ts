import {
  newSubaccountCall, subaccountAddressesCall, subaccountCreditLineCall, subaccountExtrasCall, subaccountProfileCall, subaccountStatusCall, subaccountUdfCall,
  type AccountDetail, type NewSubaccountRequest,
} from '../../../../shared/contract/accounts.js';
import { AccountPageResponse } from '../../../../shared/contract/accountPage.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { callPlatform, http } from '../../../../shared/session/http.js';
import { seedPiece } from '../../../../shared/session/queryClient.js';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotencyKey.js';
import type { QueryClient } from '../../../lib/data-deps.js';
import { replacementQuery } from '../../../api/cardReplacement.js';
import { cardDetailsQuery } from './cardDetails.js';

/** Everything cached about one account: invalidated after a change to it. */
export const accountKey = (accountEntityId: string) => ['account', accountEntityId] as const;

/**
 * GET /v1/accounts/search/native/detail?accountEntityId&useProcessorData=true: the account (its accountId, card and
 * balance) with what needs its answer — profile, addresses, extras, its card's summary and replacement availability —
 * in the same round (issue 21). Each goes into the cache under its own query's key; a refused piece is left for that
 * query's own call (asked only where the page shows it), which shows the refusal with Try again.
 */
export const accountQuery = (accountEntityId: string) => ({
  queryKey: [...accountKey(accountEntityId), 'detail'] as const,
  queryFn: async ({ signal, client }: { signal: AbortSignal; client: QueryClient }): Promise<AccountDetail> => {
    const { data } = await http.get(callUrls.accountPage(accountEntityId), { schema: AccountPageResponse, signal });
    const { accountId, cardNumber } = data.account;
    seedPiece(client, profileQuery(accountId, accountEntityId).queryKey, data.profile);
    seedPiece(client, addressesQuery(accountId, accountEntityId).queryKey, data.addresses);
    seedPiece(client, extrasQuery(accountId, accountEntityId).queryKey, data.extras);
    if (cardNumber) {
      seedPiece(client, cardDetailsQuery(cardNumber).queryKey, data.cardSummary);
      seedPiece(client, replacementQuery([cardNumber]).queryKey, data.replacement);
    }
    return data.account;
  },
});

/** GET /v1/accounts/{accountId}/subaccounts/{id}/profile: names, contact details, the udfs, opened date. */
export const profileQuery = (accountId: number, accountEntityId: string) => ({
  queryKey: [...accountKey(accountEntityId), 'profile'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(subaccountProfileCall, { params: { accountId, id: accountEntityId }, signal }).then((a) => a.data),
});

/** GET /v1/accounts/{accountId}/subaccounts/{id}/addresses: billing and shipping. */
export const addressesQuery = (accountId: number, accountEntityId: string) => ({
  queryKey: [...accountKey(accountEntityId), 'addresses'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(subaccountAddressesCall, { params: { accountId, id: accountEntityId }, signal }).then((a) => a.data),
});

/** GET /account/{accountId}/subaccount/{id}: the extras (udf1–udf3, credit limit). */
export const extrasQuery = (accountId: number, accountEntityId: string) => ({
  queryKey: [...accountKey(accountEntityId), 'extras'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(subaccountExtrasCall, { params: { accountId, id: accountEntityId }, signal }).then((a) => a.data),
});

/** PUT /account/{accountId}/subaccount/{id}/udf */
export const saveUdfs = (accountId: number, accountEntityId: number, udfs: { udf1: string; udf2: string; udf3: string }) =>
  callPlatform(subaccountUdfCall, { params: { accountId, id: accountEntityId }, body: udfs }).then((a) => a.data);

/** PUT /account/subaccount/{id}/creditline */
export const saveCreditLimit = (accountEntityId: number, creditLimit: number) =>
  callPlatform(subaccountCreditLineCall, { params: { id: accountEntityId }, body: { creditLimit } }).then((a) => a.data);

/** PUT /account/{accountId}/subaccount/{id}/status/processor?closeStatus */
export const changeStatus = (accountId: number, accountEntityId: number, closeStatus: string) =>
  callPlatform(subaccountStatusCall, { params: { accountId, id: accountEntityId }, query: { closeStatus }, body: {} }).then((a) => a.data);

/** POST /v1/accounts/{accountId}/subaccounts: a new Sub, Ghost Sub or Virtual Sub (PENDING until its card is issued); once per review. */
export const addAccount = (companyAccountId: number, body: NewSubaccountRequest, idempotencyKey: string) =>
  callPlatform(newSubaccountCall, { params: { accountId: companyAccountId }, body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).then((a) => a.data);
