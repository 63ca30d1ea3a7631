import { searchUsersCall } from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { assignedSteps, type Reviewer } from '../reviewers.js';
import { expenseKeys } from './keys.js';
import { managedUsers } from './managedUsers.js';

/** The platform's largest page of users: a company's administrators fit in one. */
const ALL_ADMINS = 500;

/**
 * The company's active managers and accounting admins (GET /v1/users/search), each with the cardholders they review
 * (GET /v1/expensereport/{userid}/managedusers, asked together). A reviewer whose list can't be had is kept, with no
 * list, so the page can say whose is missing instead of failing as a whole.
 */
export const reviewersQuery = (companyId: number) => ({
  queryKey: expenseKeys.reviewers(companyId),
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Reviewer[]> => {
    const admins = await callPlatform(searchUsersCall, {
      query: { companyId, userType: 'PROGRAM ADMIN', status: 'ACTIVE', sort: 'lastname,ASC', page: 0, size: ALL_ADMINS },
      signal,
    });
    const candidates = admins.content.flatMap((u) => {
      const steps = assignedSteps(u.roles);
      return steps.length ? [{ userid: u.userid, name: `${u.firstname} ${u.lastname}`, steps }] : [];
    });
    const lists = await Promise.allSettled(candidates.map((c) => managedUsers(c.userid, signal)));
    return candidates.map((c, i) => {
      const list = lists[i]!;
      return { ...c, cardholders: list.status === 'fulfilled' ? list.value : null };
    });
  },
});
