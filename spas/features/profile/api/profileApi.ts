import {
  changePasswordCall,
  updateUserCall,
  userDetailCall,
  type UpdateUserRequest,
  type UserDetail,
} from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /v1/users/{id}?includeDetails=true: an admin's own record (roles, company, limit). */
export const userDetailQuery = (userid: number) => ({
  queryKey: ['userDetail', userid] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<UserDetail> =>
    callPlatform(userDetailCall, { params: { id: userid }, query: { includeDetails: true }, signal }).then((a) => a.data),
});

/** PUT /v1/users/{id}: one's own names, suffix, email and phone. */
export const updateUser = (userid: number, change: UpdateUserRequest) =>
  callPlatform(updateUserCall, { params: { id: userid }, body: change }).then((a) => a.data);

/** PUT /user/password (sandbox-designed): the signed-in user's own password. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  callPlatform(changePasswordCall, { body: { currentPassword, newPassword } });
