import {
  newSubaccountCall,
  replacementAvailabilityCall,
  subaccountAddressesCall,
  subaccountCall,
  subaccountCreditLineCall,
  subaccountExtrasCall,
  subaccountProfileCall,
  subaccountStatusCall,
  subaccountUdfCall,
  type AccountDetail,
  type NewSubaccountRequest,
} from '../../../../shared/contract/accounts.js';
import { cardAccountSummaryCall, processorAccountCall } from '../../../../shared/contract/cards.js';
import { accountRecipe } from '../../../../shared/session/compose/companyRecipes.js';
import { fetchComposed, seedPiece } from '../../../../shared/session/compose/fetchComposed.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { HttpError } from '../../../../shared/session/httpError.js';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotencyKey.js';
import type { QueryClient } from '../../../lib/data-deps.js';
import { replacementQuery } from '../../../api/cardReplacement.js';
import { cardDetailsQuery } from './cardDetails.js';

/** Everything cached about one account: invalidated after a change to it. */
export const accountKey = (accountEntityId: string) => ['account', accountEntityId] as const;

const data = <T>(answer: { data: T }): T => answer.data;

/**
 * The account by its id alone (`GET /v1/accounts/search/native?accountEntityId&useProcessorData=true`), composed by the
 * gateway with what needs its answer (`GET /bff/company-account`): the account as it stands, its profile, addresses and
 * extras, its company's account at the processor, its card's summary and replacement availability. Each piece goes into
 * the cache under its own query's key; a refused piece is left for that query's own call (asked only where the page
 * shows it), which shows the refusal with Try again. Kept apart from `accountKey`: a change refreshes the pieces, each
 * with its own call, not the search.
 */
export const accountQuery = (accountEntityId: string) => ({
  queryKey: ['accountPage', accountEntityId] as const,
  queryFn: async ({ signal, client }: { signal: AbortSignal; client: QueryClient }): Promise<AccountDetail> => {
    const composed = await fetchComposed(accountRecipe, { accountEntityId }, signal);
    const account = composed.first.data[0];
    if (!account) throw new HttpError(404, 'status', null, `no account ${accountEntityId}`);
    const { accountId, companyId, cardNumber } = account;
    seedPiece(client, composed, 'subaccount', subaccountCall, subaccountQuery(accountId, accountEntityId).queryKey, data);
    seedPiece(client, composed, 'profile', subaccountProfileCall, profileQuery(accountId, accountEntityId).queryKey, data);
    seedPiece(client, composed, 'addresses', subaccountAddressesCall, addressesQuery(accountId, accountEntityId).queryKey, data);
    seedPiece(client, composed, 'extras', subaccountExtrasCall, extrasQuery(accountId, accountEntityId).queryKey, data);
    seedPiece(client, composed, 'processor', processorAccountCall, processorQuery(companyId, accountId).queryKey, data);
    if (cardNumber) {
      seedPiece(client, composed, 'cardSummary', cardAccountSummaryCall, cardDetailsQuery(cardNumber).queryKey, data);
      seedPiece(client, composed, 'replacement', replacementAvailabilityCall, replacementQuery([cardNumber]).queryKey, data);
    }
    return account;
  },
});

/** GET /v1/accounts/{accountId}/subaccounts/{id}: the account as it stands (asked again after each change to it). */
export const subaccountQuery = (accountId: number, accountEntityId: string) => ({
  queryKey: [...accountKey(accountEntityId), 'subaccount'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(subaccountCall, { params: { accountId, id: accountEntityId }, signal }).then(data),
});

/** GET /v1/accounts/{accountId}/subaccounts/{id}/profile: names, contact details, the udfs, opened date. */
export const profileQuery = (accountId: number, accountEntityId: string) => ({
  queryKey: [...accountKey(accountEntityId), 'profile'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(subaccountProfileCall, { params: { accountId, id: accountEntityId }, signal }).then(data),
});

/** GET /v1/accounts/{accountId}/subaccounts/{id}/addresses: billing and shipping. */
export const addressesQuery = (accountId: number, accountEntityId: string) => ({
  queryKey: [...accountKey(accountEntityId), 'addresses'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(subaccountAddressesCall, { params: { accountId, id: accountEntityId }, signal }).then(data),
});

/** GET /account/{accountId}/subaccount/{id}: the extras (udf1–udf3, credit limit). */
export const extrasQuery = (accountId: number, accountEntityId: string) => ({
  queryKey: [...accountKey(accountEntityId), 'extras'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(subaccountExtrasCall, { params: { accountId, id: accountEntityId }, signal }).then(data),
});

/**
 * GET /v1/cards/company/{companyId}/accounts/{accountId}/processor: the processor's live figures of the company's
 * account the account belongs to (its credit limit and what is available of it).
 */
export const processorQuery = (companyId: number, accountId: number) => ({
  queryKey: ['processorAccount', companyId, accountId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(processorAccountCall, { params: { companyId, accountId }, signal }).then(data),
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
  callPlatform(newSubaccountCall, {
    params: { accountId: companyAccountId },
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  }).then((a) => a.data);
