import { randomBytes } from 'node:crypto';
import * as U from '../../../shared/contract/user.js';
import type { SandboxApp } from '../app.js';
import { RULES, demand, entityAllowed, entityFor, isAdmin } from '../auth/access.js';
import { accountKey } from '../auth/guessing.js';
import { safeEqual, type Session } from '../auth/sessions.js';
import { maskEmail } from '../dto/users.js';
import { HttpError, badRequest } from '../server/httpError.js';
import { Reply } from '../server/reply.js';
import type { RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import type { EntityRecord, UserRecord } from '../world/types.js';
import { authenticationRoutes } from './authentication.js';

const token = (): string => randomBytes(24).toString('base64url');
const TEN_MINUTES = 10 * 60 * 1000;

/** The logged-in user's own calls: tokens, 2FA steps, last login, account summary, profile, logout/keep-alive aliases. */
export function userSelfRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const me = (s: Session): UserRecord => app.userOf(s);
  const auth = authenticationRoutes(app);
  const alias = (from: string, to: string): RouteDef<Session> => {
    const def = auth.find((r) => r.pattern === from);
    if (!def) throw new Error(`no route ${from}`);
    return { ...def, pattern: to };
  };

  return [
    alias('/api/authentication/logout', '/api/user/logout'),
    alias('/api/authentication/keepalive', '/api/user/keepalive'),
    {
      method: 'POST', pattern: '/api/user/securitytoken', access: 'session',
      handle: ({ session, body, client }) => {
        const input = validate(U.SecurityTokenRequest, body ?? {}, 'security token request');
        const user = me(session);
        // Re-entering the password is a password guess like a login: same throttle, same account key.
        const key = accountKey(user.brand, user.username);
        const refused = app.guard.check('password', key, client);
        if (refused) throw app.guard.error(refused);
        if (input.brand !== user.brand || input.username.toLowerCase() !== user.username.toLowerCase() || !safeEqual(input.password, user.password)) {
          app.guard.failed('password', key, client);
          return new Reply(401, { error: 'Unauthorized', message: 'The user name or password is incorrect.', status: 401 });
        }
        app.guard.succeeded('password', key);
        const answer: U.SecurityTokenResponse = { data: { token: app.sessions.issueSecurityToken(session, TEN_MINUTES), expiresInMs: TEN_MINUTES } };
        return answer;
      },
    },
    {
      method: 'GET', pattern: '/api/user/datatoken', access: 'session',
      handle: ({ session }): U.DataTokenResponse => {
        return { data: { token: app.sessions.issueDataToken(session), expiresInMs: TEN_MINUTES } };
      },
    },
    {
      method: 'GET', pattern: '/api/v1/users/2fa/stepone', access: 'public',
      handle: ({ req, query, tenant }): U.TwoFactorStepOneResponse => {
        const cookie = query.get('cookie') ?? (req.headers['x-user-cookie'] as string | undefined);
        // Logins only: a password reset sends its code to the email on file at once, and never lists contacts
        // (that would tell anyone who typed a user name whether it exists, and where its owner gets mail).
        const pending = cookie ? app.sessions.pendingTwoFactor(cookie, 'login', tenant) : null;
        const user = pending?.userid == null ? undefined : w().users.get(pending.userid);
        if (!pending || !user) throw new HttpError(401, 'The verification step has expired. Please log in again.');
        pending.stepToken = token();
        return {
          data: {
            token: pending.stepToken,
            contacts: [
              { contactId: 'sms-1', type: 'SMS', value: `***-***-${user.phone.slice(-4)}` },
              { contactId: 'email-1', type: 'EMAIL', value: maskEmail(user.email) },
            ],
          },
        };
      },
    },
    {
      method: 'POST', pattern: '/api/user/2fa/steptwo', access: 'public', xsrf: false,
      handle: ({ body, tenant }): U.TwoFactorStepTwoResponse => {
        const input = validate(U.TwoFactorStepTwoRequest, body ?? {}, 'step two request');
        const pending = app.sessions.pendingByStepToken(input.token, 'login', tenant);
        if (!pending) throw new HttpError(401, 'The verification step has expired. Please log in again.');
        if (!['sms-1', 'email-1'].includes(input.verificationContact)) throw badRequest('Unknown verification contact.');
        pending.sentTo = input.verificationContact;
        return { data: { sent: true, verificationContact: input.verificationContact } };
      },
    },
    {
      method: 'PUT', pattern: '/api/user/updateUserLogin', access: 'session',
      handle: ({ session }): U.UpdateUserLoginResponse => {
        const user = w().users.update(session.userid, { lastLoginDate: app.today() })!;
        return { data: { userid: user.userid, lastLoginDate: user.lastLoginDate ?? app.today() } };
      },
    },
    {
      method: 'GET', pattern: '/api/v1/users/accountsummary', access: 'session',
      handle: ({ session }): U.AccountSummaryResponse => {
        const user = me(session);
        let entities = user.accountEntityId === null ? [] : [w().entities.get(user.accountEntityId)!].filter(Boolean);
        if (!isAdmin(user) && entities[0]) entities = w().entities.by('account', entities[0].accountId).filter((e) => entityAllowed(w(), user, e));
        if (isAdmin(user)) entities = user.managedAccountEntityIds.map((id) => w().entities.get(id)!).filter(Boolean);
        return {
          data: entities.map((e) => {
            const card = w().cardOf(e);
            const company = w().companies.get(e.companyId)!;
            return {
              accountEntityId: e.accountEntityId, accountEntityType: e.accountEntityType, accountId: e.accountId, companyId: e.companyId,
              companyName: company.companyName, productTypeCode: company.productTypeCode, firstName: e.firstName, lastName: e.lastName,
              cardNumber: card?.encrypted ?? null, cardNumberLast4: card?.last4 ?? null, externalStatusCommonName: e.externalStatusCommonName,
              status: e.status, externalCardStatusCommonName: card?.externalCardStatusCommonName ?? null,
            };
          }),
        };
      },
    },
    {
      method: 'PUT', pattern: '/api/user/password', access: 'session',
      handle: ({ session, body }) => {
        const input = validate(U.ChangePasswordRequest, body ?? {}, 'password change');
        const user = me(session);
        if (!safeEqual(input.currentPassword, user.password)) throw new HttpError(400, 'The current password is incorrect.', 'Bad Request', { reason: 'WRONG_PASSWORD' });
        if (safeEqual(input.newPassword, user.password)) throw new HttpError(400, 'Choose a password you have not used for this account.', 'Bad Request', { reason: 'PASSWORD_REUSED' });
        w().users.update(user.userid, { password: input.newPassword });
        // Every other session of the user ends (a stolen session does not outlive a password change); this one goes on.
        app.sessions.endAllFor(user.userid, session);
        return { success: true, message: 'Your password was changed.' };
      },
    },
    {
      method: 'GET', pattern: '/api/user/profile', access: 'session',
      handle: ({ session, query }): U.UserProfileResponse => {
        const caller = me(session);
        const id = query.get('accountEntityId') ?? (caller.accountEntityId === null ? undefined : String(caller.accountEntityId));
        return profileOf(entityFor(w(), caller, id));
      },
    },
    {
      method: 'PUT', pattern: '/api/user/profile', access: 'session',
      handle: ({ session, body }): U.UserProfileResponse => {
        const caller = me(session);
        const input = validate(U.UpdateProfileRequest, body ?? {}, 'profile update');
        demand(caller, RULES.paperlessEdit, 'changing profiles');
        const e = entityFor(w(), caller, input.accountEntityId ?? caller.accountEntityId ?? undefined);
        const moved = input.address !== undefined && JSON.stringify(input.address) !== JSON.stringify(e.address);
        const updated = w().entities.update(e.accountEntityId, {
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.address !== undefined ? { address: input.address } : {}),
          ...(input.paperless !== undefined ? { paperless: input.paperless } : {}),
          // Spec §4/§5: a recent address change holds card replacement back.
          ...(moved ? { recentAddressChange: true } : {}),
        })!;
        if (updated.userid !== null && (input.email !== undefined || input.phone !== undefined)) {
          w().users.update(updated.userid, { ...(input.email !== undefined ? { email: input.email } : {}), ...(input.phone !== undefined ? { phone: input.phone } : {}) });
        }
        return profileOf(updated);
      },
    },
  ];

  function profileOf(e: EntityRecord): U.UserProfileResponse {
    const u = e.userid === null ? undefined : w().users.get(e.userid);
    return {
      data: {
        accountEntityId: e.accountEntityId, userid: u?.userid ?? null, username: u?.username ?? null, firstName: e.firstName, lastName: e.lastName,
        email: u?.email ?? e.email, phone: u?.phone ?? e.phone, address: e.address, paperless: e.paperless,
      },
    };
  }
}
