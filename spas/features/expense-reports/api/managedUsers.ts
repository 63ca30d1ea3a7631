import { expenseManagedUsersCall, type ManagedUser } from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { expenseKeys } from './keys.js';

/** GET /v1/expensereport/{userid}/managedusers: the cardholders whose reports the admin reviews, by name. */
export const managedUsers = (userid: number, signal?: AbortSignal): Promise<ManagedUser[]> =>
  callPlatform(expenseManagedUsersCall, { params: { userid }, signal }).then((a) => a.data);

export const managedUsersQuery = (userid: number) => ({
  queryKey: expenseKeys.managedUsers(userid),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ManagedUser[]> => managedUsers(userid, signal),
});
