import {
  createProgramAdminCall,
  deletePaUserCall,
  registrationEmailCall,
  updateUserCall,
  type CreateProgramAdminRequest,
  type UpdateUserRequest,
} from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** POST /v1/users/programAdmin: invite an administrator (PENDING, registration email sent). */
export const createAdmin = (body: CreateProgramAdminRequest) => callPlatform(createProgramAdminCall, { body }).then((a) => a.data);

/** PUT /v1/users/{id}: roles, status, authority limit (an admin manager, never on their own user). */
export const updateUser = (userid: number, body: UpdateUserRequest) =>
  callPlatform(updateUserCall, { params: { id: userid }, body }).then((a) => a.data);

/** DELETE /v1/users/pauser/{id} */
export const deleteUser = (userid: number) => callPlatform(deletePaUserCall, { params: { id: userid } });

/** PUT /v1/users/programAdmin/registrationEmail {brandName, userName}: sends a PENDING user the registration email again. */
export const resendInvitation = (brandName: string, userName: string) =>
  callPlatform(registrationEmailCall, { body: { brandName, userName } }).then((a) => a.data);
