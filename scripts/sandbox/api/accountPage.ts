import type * as A from '../../../shared/contract/accounts.js';
import { AccountPageQuery, type AccountPageResponse } from '../../../shared/contract/accountPage.js';
import type { CardAccountSummaryResponse } from '../../../shared/contract/cards.js';
import type { Session } from '../auth/sessions.js';
import { notFound } from '../server/httpError.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { handlerOf, noCardYet, pieceFrom } from './combined.js';

/**
 * GET /api/v1/accounts/search/native/detail (issue 21: a company account's page in one round): the account, and what
 * needs its answer — profile, addresses and extras (its accountId), its card's account summary and replacement
 * availability (its card) — each answered by that call's own handler (combined.ts), so the combined answer never says
 * more than the calls on their own would.
 */
export function accountPageRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const search = handlerOf(calls, '/api/v1/accounts/search/native');
  const profile = handlerOf(calls, '/api/v1/accounts/:accountId/subaccounts/:id/profile');
  const addresses = handlerOf(calls, '/api/v1/accounts/:accountId/subaccounts/:id/addresses');
  const extras = handlerOf(calls, '/api/account/:accountId/subaccount/:id');
  const cardSummary = handlerOf(calls, '/api/cards/:card/accountSummary');
  const replacement = handlerOf(calls, '/api/card/replace/avail');
  return [
    {
      method: 'GET', pattern: '/api/v1/accounts/search/native/detail', access: 'session',
      handle: async (ctx: RouteContext<Session>): Promise<AccountPageResponse> => {
        const q = validate(AccountPageQuery, queryObject(ctx.query), 'account page query');
        const query = new URLSearchParams({ accountEntityId: String(q.accountEntityId), ...(q.useProcessorData ? { useProcessorData: q.useProcessorData } : {}) });
        const account = ((await search({ ...ctx, query })) as A.NativeSearchResponse).data[0];
        if (!account) throw notFound('No such account.');
        const sub = { accountId: String(account.accountId), id: String(account.accountEntityId) };
        const ref = account.cardNumber;
        return {
          data: {
            account,
            profile: await pieceFrom<A.SubaccountProfileResponse['data']>(profile, ctx, { params: sub }),
            addresses: await pieceFrom<A.SubaccountAddressesResponse['data']>(addresses, ctx, { params: sub }),
            extras: await pieceFrom<A.SubaccountExtrasResponse['data']>(extras, ctx, { params: sub }),
            cardSummary: ref ? await pieceFrom<CardAccountSummaryResponse['data']>(cardSummary, ctx, { params: { card: ref } }) : noCardYet(),
            replacement: ref ? await pieceFrom<A.ReplacementAvailabilityResponse['data']>(replacement, ctx, { query: { cards: ref, channel: 'WEB' } }) : noCardYet(),
          },
        };
      },
    },
  ];
}
