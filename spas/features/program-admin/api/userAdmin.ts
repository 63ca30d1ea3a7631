import { SuccessResponse } from '../../../../shared/contract/common.js';
import {
  CreateProgramAdminResponse, RegistrationEmailResponse, UserDetailResponse, type CreateProgramAdminRequest, type UpdateUserRequest,
} from '../../../../shared/contract/user.js';
import { http } from '../../../../shared/session/http.js';

/** POST /v1/users/programAdmin: invite an administrator (PENDING, registration email sent). */
export const createAdmin = (body: CreateProgramAdminRequest) =>
  http.post('/api/v1/users/programAdmin', body, { schema: CreateProgramAdminResponse }).then((a) => a.data);

/** PUT /v1/users/{id}: roles, status, authority limit (an admin manager, never on their own user). */
export const updateUser = (userid: number, body: UpdateUserRequest) =>
  http.put(`/api/v1/users/${userid}`, body, { schema: UserDetailResponse }).then((a) => a.data);

/** DELETE /v1/users/pauser/{id} */
export const deleteUser = (userid: number) => http.delete(`/api/v1/users/pauser/${userid}`, { schema: SuccessResponse });

/** PUT /v1/users/programAdmin/registrationEmail {brandName, userName}: sends a PENDING user the registration email again. */
export const resendInvitation = (brandName: string, userName: string) =>
  http.put('/api/v1/users/programAdmin/registrationEmail', { brandName, userName }, { schema: RegistrationEmailResponse }).then((a) => a.data);
