import { userDetailCall } from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /v1/users/{id}?includeDetails=true: roles, status, authority limit, managed account count. */
export const userDetail = (userid: number, signal?: AbortSignal) =>
  callPlatform(userDetailCall, { params: { id: userid }, query: { includeDetails: true }, ...(signal ? { signal } : {}) }).then(
    (a) => a.data,
  );
