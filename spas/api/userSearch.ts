import { UserSearchResponse, type UserStatus, type UserSummary } from '../../shared/contract/user.js';
import { callUrls } from '../../shared/session/callUrls.js';
import { http } from '../../shared/session/http.js';
import { scopeKey, userSearchParams, type AdminScope, type UserSearchOptions } from '../../shared/session/adminScope.js';

/** Every cached list of the scope's administrators: invalidated after any change to one of them. */
export const usersKey = (scope: AdminScope) => ['programAdmins', scopeKey(scope)] as const;

/** GET /v1/users/search: one page of the scope's program administrators (docs/requirements.md#spec-3-entities and #spec-9-constants parameters). */
export const usersQuery = (scope: AdminScope, o: UserSearchOptions) => ({
  queryKey: [...usersKey(scope), 'page', userSearchParams(scope, o).toString()] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => http.get(callUrls.programAdmins(scope, o), { schema: UserSearchResponse, signal }),
});

const PAGE = 500;

/** Every administrator matching (Download CSV, the activity's user filter): the platform's pages of 500 in turn. */
export async function allUsers(
  scope: AdminScope,
  o: Omit<UserSearchOptions, 'offset' | 'size'>,
  signal?: AbortSignal,
): Promise<UserSummary[]> {
  const get = (offset: number) =>
    http.get(callUrls.programAdmins(scope, { ...o, offset, size: PAGE }), { schema: UserSearchResponse, ...(signal ? { signal } : {}) });
  const first = await get(0);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => get((i + 1) * PAGE)));
  return [first, ...rest].flatMap((p) => p.content);
}

/** Every administrator of the scope in any status, by user name (the activity's user filter). */
export const everyUserQuery = (scope: AdminScope, brand: string, statuses: readonly UserStatus[]) => ({
  queryKey: [...usersKey(scope), 'every', statuses.join(',')] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => allUsers(scope, { brand, statuses }, signal),
});
