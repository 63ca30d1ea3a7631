import type { User } from '../../../shared/contract/authentication.js';
import type { UserRecord } from '../world/types.js';

/** The user as the platform returns it in login and check answers (docs/requirements.md#spec-3-entities User). */
export function toUserData(u: UserRecord, userCookie: string | null = null): User {
  const authorities = u.roles.map((name) => ({ name, scopes: (u.scopesByRole[name] ?? []).map((s) => ({ name: s })) }));
  const scopes = [...new Set(u.roles.flatMap((r) => u.scopesByRole[r] ?? []))];
  return {
    userid: u.userid,
    username: u.username,
    userType: { userType: u.userType },
    userCompanyId: u.companyId,
    userHoldingCompanyId: u.holdingCompanyId,
    firstname: u.firstname,
    lastname: u.lastname,
    brands: [{ brand: u.brand }],
    authorities,
    authorityLimit: u.authorityLimit,
    userCookie,
    roles: [...u.roles],
    scopes,
  };
}

/** URL fragment → time-out in ms, handed out with login and check answers (docs/requirements.md#spec-9-constants). */
export const TIMEOUTS: Record<string, number> = {
  '/v1/expensereport': 60_000,
  // A receipt of up to 10 MB from a phone on a slow connection.
  '/v1/expensereport/receipts': 180_000,
  '/statements': 45_000,
  '/authentication/keepalive': 10_000,
  '/v1/virtualcard/company': 45_000,
  '/download': 60_000,
};
