import { UserDetailResponse } from '../../../../shared/contract/user.js';
import { http } from '../../../../shared/session/http.js';

/** GET /v1/users/{id}?includeDetails=true: roles, status, authority limit, managed account count. */
export const userDetail = (userid: number, signal?: AbortSignal) =>
  http.get(`/api/v1/users/${userid}?includeDetails=true`, { schema: UserDetailResponse, ...(signal ? { signal } : {}) }).then((a) => a.data);
