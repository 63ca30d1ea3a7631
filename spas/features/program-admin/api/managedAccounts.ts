import {
  managedAccountsCall,
  updateManagedAccountsCall,
  type ManagedAccountsResponse as Managed,
} from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';

const PAGE = 500;

export const managedAccountsKey = (userid: number) => ['managedAccounts', userid] as const;

/** GET /v2/users/{id}/managedaccounts: every account the admin manages (pages of 500 in turn). */
export const managedAccountsQuery = (userid: number) => ({
  queryKey: managedAccountsKey(userid),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Managed['content']> => {
    const get = (page: number) => callPlatform(managedAccountsCall, { params: { id: userid }, query: { page, size: PAGE }, signal });
    const first = await get(0);
    const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => get(i + 1)));
    return [first, ...rest].flatMap((p) => p.content);
  },
});

/** PUT /v1/users/{id}/managedaccounts {accountEntityIds}: the whole set. */
export const saveManagedAccounts = (userid: number, accountEntityIds: number[]) =>
  callPlatform(updateManagedAccountsCall, { params: { id: userid }, body: { accountEntityIds } });
