import { SuccessResponse } from '../../../../shared/contract/common.js';
import { UserDetailResponse, type UpdateUserRequest, type UserDetail } from '../../../../shared/contract/user.js';
import { http } from '../../../../shared/session/http.js';

/** GET /v1/users/{id}?includeDetails=true: an admin's own record (roles, company, limit). */
export const userDetailQuery = (userid: number) => ({
  queryKey: ['userDetail', userid] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<UserDetail> =>
    http.get(`/api/v1/users/${userid}?includeDetails=true`, { schema: UserDetailResponse, signal }).then((a) => a.data),
});

/** PUT /v1/users/{id}: one's own names, suffix, email and phone. */
export const updateUser = (userid: number, change: UpdateUserRequest) => http.put(`/api/v1/users/${userid}`, change, { schema: UserDetailResponse }).then((a) => a.data);

/** PUT /user/password (sandbox-designed): the signed-in user's own password. */
export const changePassword = (currentPassword: string, newPassword: string) => http.put('/api/user/password', { currentPassword, newPassword }, { schema: SuccessResponse });
