import { randomBytes } from 'node:crypto';
import {
  keepaliveCall,
  logoutCall,
  updateUserLoginCall,
  userKeepaliveCall,
  userLogoutCall,
  type UpdateUserLoginResponse,
} from '../../../shared/contract/authentication.js';
import type { PlatformCall } from '../../../shared/contract/platformCall.js';
import * as U from '../../../shared/contract/user.js';
import type { SandboxApp } from '../app.js';
import { RULES, demand, entityAllowed, entityFor, isAdmin } from '../auth/access.js';
import { accountKey, spokenDuration } from '../auth/guessing.js';
import { safeEqual, TWO_FACTOR_TTL_MS, type Session } from '../auth/sessions.js';
import { STEP_EXPIRED, contactsOf, resendWaitMs, sendCode } from '../auth/verificationCodes.js';
import { HttpError } from '../server/httpError.js';
import { Reply } from '../server/reply.js';
import { serve, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import type { EntityRecord, UserRecord } from '../world/types.js';
import { authenticationRoutes } from './authentication.js';

const token = (): string => randomBytes(24).toString('base64url');
const TEN_MINUTES = 10 * 60 * 1000;
const stepExpired = (): HttpError => new HttpError(401, STEP_EXPIRED, 'Unauthorized', { reason: 'STEP_EXPIRED' });

/** The logged-in user's own calls: tokens, 2FA steps, last login, account summary, profile, logout/keep-alive aliases. */
export function userSelfRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const me = (s: Session): UserRecord => app.userOf(s);
  const auth = authenticationRoutes(app);
  /** `to` answered by `from`'s handler, with its rules. */
  const alias = (from: PlatformCall, to: PlatformCall): RouteDef<Session> => {
    const def = auth.find((r) => r.call === from);
    if (!def) throw new Error(`no route for ${from.id}`);
    return serve(to, def);
  };

  return [
    alias(logoutCall, userLogoutCall),
    alias(keepaliveCall, userKeepaliveCall),
    serve(U.securityTokenCall, {
      handle: ({ session, body, client, req }) => {
        const input = validate(U.SecurityTokenRequest, body ?? {}, 'security token request');
        const user = me(session);
        // Re-entering the password is a password guess like a login: same throttle, same account key.
        const key = accountKey(user.brand, user.username);
        const who = app.knownDevices.guesser(req, key, client);
        const refused = app.guard.check('password', key, who);
        if (refused) throw app.guard.error(refused);
        if (
          input.brand !== user.brand ||
          input.username.toLowerCase() !== user.username.toLowerCase() ||
          !safeEqual(input.password, user.password)
        ) {
          app.guard.failed('password', key, who);
          return new Reply(401, { error: 'Unauthorized', message: 'The user name or password is incorrect.', status: 401 });
        }
        app.guard.succeeded('password', key, who);
        const answer: U.SecurityTokenResponse = {
          data: { token: app.sessions.issueSecurityToken(session, TEN_MINUTES), expiresInMs: TEN_MINUTES },
        };
        return answer;
      },
    }),
    serve(U.dataTokenCall, {
      handle: ({ session }): U.DataTokenResponse => {
        return { data: { token: app.sessions.issueDataToken(session), expiresInMs: TEN_MINUTES } };
      },
    }),
    serve(U.twoFactorStepOneCall, {
      handle: ({ req, tenant }): U.TwoFactorStepOneResponse => {
        const cookie = req.headers[U.USER_COOKIE_HEADER.toLowerCase()];
        // Logins only: a password reset sends its code to the email on file at once, and never lists contacts
        // (that would tell anyone who typed a user name whether it exists, and where its owner gets mail).
        const pending = typeof cookie === 'string' && cookie ? app.sessions.pendingTwoFactor(cookie, 'login', tenant) : null;
        const user = pending?.userid == null ? undefined : w().users.get(pending.userid);
        if (!pending || !user) throw stepExpired();
        // One token per verification: asking again (a retry, a second tab) keeps the code already sent valid.
        pending.stepToken ??= token();
        return {
          data: { token: pending.stepToken, contacts: contactsOf(user).map(({ contactId, type, value }) => ({ contactId, type, value })) },
        };
      },
    }),
    serve(U.twoFactorStepTwoCall, {
      xsrf: false,
      handle: ({ body, tenant }): U.TwoFactorStepTwoResponse => {
        const input = validate(U.TwoFactorStepTwoRequest, body ?? {}, 'step two request');
        const pending = app.sessions.pendingByStepToken(input.token, 'login', tenant);
        const user = pending?.userid == null ? undefined : w().users.get(pending.userid);
        if (!pending || !user) throw stepExpired();
        const contact = contactsOf(user).find((c) => c.contactId === input.verificationContact);
        if (!contact)
          throw new HttpError(400, 'That is not one of the places this login can send a code to.', 'Bad Request', {
            reason: 'UNKNOWN_CONTACT',
          });
        const waitMs = resendWaitMs(pending, app.now());
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          throw new HttpError(
            429,
            `A code was sent moments ago. Please wait ${spokenDuration(waitMs)} before asking for another.`,
            'Too Many Requests',
            { reason: 'RESEND_TOO_SOON', retryAfterSeconds: seconds },
            { 'retry-after': String(seconds) },
          );
        }
        sendCode(app, pending, user, contact);
        return { data: { sent: true, verificationContact: contact.contactId, expiresInMs: TWO_FACTOR_TTL_MS } };
      },
    }),
    serve(updateUserLoginCall, {
      handle: ({ session }): UpdateUserLoginResponse => {
        const user = w().users.update(session.userid, { lastLoginDate: app.today() })!;
        return { data: { userid: user.userid, lastLoginDate: user.lastLoginDate ?? app.today() } };
      },
    }),
    serve(U.userAccountSummaryCall, {
      handle: ({ session }): U.AccountSummaryResponse => {
        const user = me(session);
        let entities = user.accountEntityId === null ? [] : [w().entities.get(user.accountEntityId)!].filter(Boolean);
        if (!isAdmin(user) && entities[0])
          entities = w()
            .entities.by('account', entities[0].accountId)
            .filter((e) => entityAllowed(w(), user, e));
        if (isAdmin(user)) entities = user.managedAccountEntityIds.map((id) => w().entities.get(id)!).filter(Boolean);
        return {
          data: entities.map((e) => {
            const card = w().cardOf(e);
            const company = w().companies.get(e.companyId)!;
            return {
              accountEntityId: e.accountEntityId,
              accountEntityType: e.accountEntityType,
              accountId: e.accountId,
              companyId: e.companyId,
              companyName: company.companyName,
              productTypeCode: company.productTypeCode,
              firstName: e.firstName,
              lastName: e.lastName,
              cardNumber: card?.encrypted ?? null,
              cardNumberLast4: card?.last4 ?? null,
              externalStatusCommonName: e.externalStatusCommonName,
              status: e.status,
              externalCardStatusCommonName: card?.externalCardStatusCommonName ?? null,
            };
          }),
        };
      },
    }),
    serve(U.changePasswordCall, {
      handle: ({ session, body, client, req }) => {
        const input = validate(U.ChangePasswordRequest, body ?? {}, 'password change');
        const user = me(session);
        // The current password is a guess too (a session left open is no licence to try passwords).
        const key = accountKey(user.brand, user.username);
        const who = app.knownDevices.guesser(req, key, client);
        const refused = app.guard.check('password', key, who);
        if (refused) throw app.guard.error(refused);
        if (!safeEqual(input.currentPassword, user.password)) {
          app.guard.failed('password', key, who);
          throw new HttpError(400, 'The current password is incorrect.', 'Bad Request', { reason: 'WRONG_PASSWORD' });
        }
        app.guard.succeeded('password', key, who);
        if (safeEqual(input.newPassword, user.password))
          throw new HttpError(400, 'Choose a password you have not used for this account.', 'Bad Request', { reason: 'PASSWORD_REUSED' });
        w().users.update(user.userid, { password: input.newPassword });
        // Every other session of the user ends (a stolen session does not outlive a password change); this one goes on.
        app.sessions.endAllFor(user.userid, session);
        // A browser remembered for the second factor by whoever knew the old password skips nothing any more.
        app.sessions.forgetDevicesOf(user.userid);
        return { success: true, message: 'Your password was changed.' };
      },
    }),
    serve(U.profileCall, {
      handle: ({ session, query }): U.UserProfileResponse => {
        const caller = me(session);
        const id = query.get('accountEntityId') ?? (caller.accountEntityId === null ? undefined : String(caller.accountEntityId));
        return profileOf(entityFor(w(), caller, id));
      },
    }),
    serve(U.updateProfileCall, {
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
          // docs/requirements.md#spec-4-states and #spec-5-validation: a recent address change holds card replacement back.
          ...(moved ? { recentAddressChange: true } : {}),
        })!;
        if (updated.userid !== null && (input.email !== undefined || input.phone !== undefined)) {
          w().users.update(updated.userid, {
            ...(input.email !== undefined ? { email: input.email } : {}),
            ...(input.phone !== undefined ? { phone: input.phone } : {}),
          });
        }
        return profileOf(updated);
      },
    }),
  ];

  function profileOf(e: EntityRecord): U.UserProfileResponse {
    const u = e.userid === null ? undefined : w().users.get(e.userid);
    return {
      data: {
        accountEntityId: e.accountEntityId,
        userid: u?.userid ?? null,
        username: u?.username ?? null,
        firstName: e.firstName,
        lastName: e.lastName,
        email: u?.email ?? e.email,
        phone: u?.phone ?? e.phone,
        address: e.address,
        paperless: e.paperless,
      },
    };
  }
}
