import { NativeSearchResponse, nativeSearchCall, type AccountDetail } from '../../shared/contract/accounts.js';
import { callUrls } from '../../shared/session/callUrls.js';
import { callPlatform, http } from '../../shared/session/http.js';
import { HttpError } from '../../shared/session/httpError.js';

/**
 * GET /v1/accounts/search/native?companyId&useProcessorData=false: every account of the company the admin may see,
 * in one answer (names, types, cards and statuses from the portal's database; no balances are read). For screens that
 * choose accounts by rule rather than by page: alerts and controls (and their bulk set-up), fleet cards.
 */
export const companyAccountListQuery = (companyId: string) => ({
  queryKey: ['companyAccountList', companyId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<AccountDetail[]> =>
    http.get(callUrls.companyAccountList(companyId), { schema: NativeSearchResponse, signal }).then((a) => a.data),
});

/** GET /v1/accounts/search/native?accountEntityId: one account (the processor's figures). */
export const accountByIdQuery = (accountEntityId: string) => ({
  queryKey: ['account', accountEntityId] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<AccountDetail> => {
    const a = await callPlatform(nativeSearchCall, { query: { accountEntityId }, signal });
    const account = a.data[0];
    if (!account) throw new HttpError(404, 'status', null, `account ${accountEntityId} was not in the answer`);
    return account;
  },
});
