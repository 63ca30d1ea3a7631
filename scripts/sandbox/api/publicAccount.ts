import { createHmac, randomBytes } from 'node:crypto';
import * as P from '../../../shared/contract/publicAccount.js';
import type { SandboxApp } from '../app.js';
import { safeEqual, type Session } from '../auth/sessions.js';
import { maskEmail, registrationTokenOf, roleLabel } from '../dto/users.js';
import { HttpError, notFound } from '../server/httpError.js';
import type { RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { TWO_FACTOR_CODE } from '../world/demoUsers.js';
import { ROLE, ROLE_SCOPES } from '../world/roles.js';
import type { CardRecord, EntityRecord, UserRecord } from '../world/types.js';
import type { World } from '../world/world.js';

/**
 * Public account calls (no session, no XSRF): card registration, card activation, forgot user name,
 * forgot password and the program-admin invitation lookup. Request/answer shapes: shared/contract/publicAccount.ts.
 *
 * Rules: card numbers must pass Luhn, name a card of the caller's brand and match its security details
 * (expiry, security code, and the billing ZIP code on file where asked); five wrong tries on one card lock
 * it for 15 minutes (423). Registration needs an unregistered open physical card and a free user name;
 * activation an unactivated open card. Passwords: 8+ characters with a letter and a digit. Tokens of a
 * first step live 10 minutes, in memory (like sessions). Full card numbers are never answered or logged.
 */

const TEN_MINUTES = 10 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;
const MAX_TRIES = 5;
const REGISTRABLE = new Set<EntityRecord['accountEntityType']>(['Primary', 'Individual', 'Joint', 'Secondary', 'Authorized', 'Sub']);

const fail = (status: number, reason: P.AccountErrorReason, message: string): HttpError => new HttpError(status, message, undefined, { reason });

/** The security code (CVV) of a sandbox card: derived from the seed and the card, never stored. */
export function securityCodeOf(world: World, card: CardRecord): string {
  const n = createHmac('sha256', `security-code:${world.seed}`).update(card.pan).digest().readUInt32BE(0);
  return String(100 + (n % 900));
}

/** A card's expiry as a Date (the first day after its MM/YY month). */
function expiryEnd(expiry: string): number {
  const [mm = '0', yy = '0'] = expiry.split('/');
  return Date.UTC(2000 + Number(yy), Number(mm), 1);
}

export interface DemoCard {
  cardNumber: string;
  cardNumberLast4: string;
  expirationDate: string;
  securityCode: string;
  zipCode: string;
  firstName: string;
  lastName: string;
  /** The user name of the online account, when the card is registered. */
  username: string | null;
}

export interface AccountDemo {
  /** Open physical cards with no online account (activated): for card registration. */
  unregistered: DemoCard[];
  /** Open physical cards not yet activated: for card activation. */
  unactivated: DemoCard[];
  /** `cardholder`'s own card: forgot user name. */
  cardholder: DemoCard;
  /** Seeded ACTIVE cardholders other than the demo users (forgot password without touching the demo users). */
  activeCardholders: Array<{ username: string; email: string }>;
  /** PENDING program admins with their invitation token; `holdingCompany` when their company is in a holding company. */
  invitations: Array<{ username: string; firstname: string; registrationToken: string; holdingCompany: boolean }>;
}

const isDemoUsername = (u: string): boolean => /^(cardholder|cardholder2fa|virtualsub|pa_[a-z0-9]+|hc_admin)$/.test(u);

/** Demo data of the public account flows for a brand, deterministic for a seed (README "Public account flows"). */
export function accountDemo(world: World, brand: string, count = 8): AccountDemo {
  const companies = world.companies.by('brand', brand);
  if (!companies.length) throw notFound('No such brand.');
  const demoCard = (card: CardRecord, e: EntityRecord): DemoCard => ({
    cardNumber: card.pan, cardNumberLast4: card.last4, expirationDate: card.expiry, securityCode: securityCodeOf(world, card),
    zipCode: e.address.zipCode, firstName: e.firstName, lastName: e.lastName,
    username: e.userid === null ? null : world.users.get(e.userid)?.username ?? null,
  });
  const pairs = companies
    .flatMap((c) => world.cards.by('company', c.companyId))
    .sort((a, b) => a.cardId - b.cardId)
    .flatMap((card) => {
      const e = world.entities.get(card.accountEntityId);
      return e && card.cardKind === 'PHYSICAL' && card.externalCardStatus === 'OPEN' && e.status === 'OPEN' && REGISTRABLE.has(e.accountEntityType) ? [{ card, e }] : [];
    });
  const holder = world.userByLogin(brand, 'cardholder');
  const holderEntity = holder?.accountEntityId == null ? undefined : world.entities.get(holder.accountEntityId);
  const holderCard = holderEntity ? world.cardOf(holderEntity) : undefined;
  if (!holderEntity || !holderCard) throw notFound('No demo cardholder.');
  const users = world.users.all().filter((u) => u.brand === brand && !u.internal).sort((a, b) => a.userid - b.userid);
  const holdingIds = new Set(world.holdingCompanies.all().filter((h) => h.brand === brand).flatMap((h) => h.companyIds));
  return {
    unregistered: pairs.filter(({ card, e }) => e.userid === null && card.activated).slice(0, count).map(({ card, e }) => demoCard(card, e)),
    unactivated: pairs.filter(({ card }) => !card.activated).slice(0, count).map(({ card, e }) => demoCard(card, e)),
    cardholder: demoCard(holderCard, holderEntity),
    activeCardholders: users
      .filter((u) => u.status === 'ACTIVE' && u.userType === 'CARDMEMBER' && !u.needs2fa && !isDemoUsername(u.username))
      .slice(0, count)
      .map((u) => ({ username: u.username, email: u.email })),
    // Newest first, so other suites that pick the first pending admin rarely take the same one.
    invitations: users
      .filter((u) => u.status === 'PENDING' && u.userType === 'PROGRAM ADMIN')
      .reverse()
      .map((u) => ({
        username: u.username, firstname: u.firstname, registrationToken: registrationTokenOf(world, u),
        holdingCompany: u.holdingCompanyId !== null || (u.companyId !== null && holdingIds.has(u.companyId)),
      })),
  };
}

interface CardToken {
  world: World;
  cardId: number;
  brand: string;
  expiresAt: number;
}

export function publicAccountRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const tries = new Map<number, { count: number; until: number }>();
  const registrations = new Map<string, CardToken>();
  const activations = new Map<string, CardToken>();
  const newToken = () => randomBytes(24).toString('base64url');

  /** The card of `brand` these details name, or a refusal that never says which detail was wrong. */
  function verifiedCard(input: { brand: string; cardNumber: string; expirationDate: string; securityCode: string; zipCode?: string }): { card: CardRecord; entity: EntityRecord } {
    const mismatch = () => fail(400, 'DETAILS_MISMATCH', "The card details don't match our records.");
    const card = w().cardByRef(w().vault.encrypt(input.cardNumber));
    const entity = card ? w().entities.get(card.accountEntityId) : undefined;
    if (!card || !entity || card.brand !== input.brand) throw mismatch();
    const t = tries.get(card.cardId);
    if (t && t.until > app.now()) throw fail(423, 'LOCKED', 'Too many tries with this card. Please wait 15 minutes, or call the number on the back of your card.');
    const ok = card.expiry === input.expirationDate && safeEqual(securityCodeOf(w(), card), input.securityCode) &&
      (input.zipCode === undefined || entity.address.zipCode === input.zipCode.slice(0, 5));
    if (!ok) {
      const count = (t && t.until === 0 ? t.count : 0) + 1; // a lock that ran out starts the count again
      tries.set(card.cardId, { count, until: count >= MAX_TRIES ? app.now() + LOCK_MS : 0 });
      throw mismatch();
    }
    tries.delete(card.cardId);
    if (expiryEnd(card.expiry) <= app.now()) throw fail(409, 'CARD_EXPIRED', 'This card has expired. Use the replacement card we sent you.');
    return { card, entity };
  }

  function tokenCard(store: Map<string, CardToken>, token: string): { card: CardRecord; entity: EntityRecord; brand: string } {
    const t = store.get(token);
    const card = t && t.world === w() && t.expiresAt > app.now() ? w().cards.get(t.cardId) : undefined;
    const entity = card ? w().entities.get(card.accountEntityId) : undefined;
    if (!t || !card || !entity) {
      store.delete(token);
      throw fail(401, 'TOKEN_EXPIRED', 'This step has expired. Please start again.');
    }
    return { card, entity, brand: t.brand };
  }

  const checkRegistrable = (card: CardRecord, entity: EntityRecord): void => {
    if (entity.userid !== null || entity.registered) throw fail(409, 'ALREADY_REGISTERED', 'This card is already registered for online access.');
    if (card.cardKind !== 'PHYSICAL' || card.externalCardStatus !== 'OPEN' || entity.status !== 'OPEN' || !REGISTRABLE.has(entity.accountEntityType)) {
      throw fail(409, 'CARD_NOT_ELIGIBLE', "This card can't be registered online.");
    }
  };

  return [
    {
      method: 'POST', pattern: '/api/v1/cards/register/verify', access: 'public', xsrf: false,
      handle: ({ body }): P.RegisterVerifyResponse => {
        const input = validate(P.RegisterVerifyRequest, body ?? {}, 'card details');
        const { card, entity } = verifiedCard(input);
        checkRegistrable(card, entity);
        const registrationToken = newToken();
        registrations.set(registrationToken, { world: w(), cardId: card.cardId, brand: input.brand, expiresAt: app.now() + TEN_MINUTES });
        return { data: { registrationToken, cardNumberLast4: card.last4, firstName: entity.firstName, expiresInMs: TEN_MINUTES } };
      },
    },
    {
      method: 'POST', pattern: '/api/v1/cards/register', access: 'public', xsrf: false,
      handle: ({ body }): P.RegisterCardResponse => {
        const input = validate(P.RegisterCardRequest, body ?? {}, 'registration');
        const { card, entity, brand } = tokenCard(registrations, input.registrationToken);
        checkRegistrable(card, entity);
        if (w().userByLogin(brand, input.username)) throw fail(409, 'USERNAME_TAKEN', 'That user name is taken. Please choose another.');
        const user: UserRecord = {
          userid: w().users.nextId(10_001), username: input.username, password: input.password, brand, userType: 'CARDMEMBER',
          companyId: entity.companyId, holdingCompanyId: null, firstname: entity.firstName, lastname: entity.lastName,
          email: input.email, phone: entity.phone, roles: [ROLE.cardmember], scopesByRole: { [ROLE.cardmember]: ROLE_SCOPES[ROLE.cardmember] ?? [] },
          authorityLimit: null, status: 'ACTIVE', needs2fa: false, accountEntityId: entity.accountEntityId, managedAccountEntityIds: [],
          internal: false, createdBy: null, createdDate: app.today(), lastLoginDate: null,
        };
        w().users.put(user);
        w().entities.update(entity.accountEntityId, { userid: user.userid, registered: true, email: input.email });
        registrations.delete(input.registrationToken);
        return { data: { username: user.username, firstName: user.firstname, cardNumberLast4: card.last4 } };
      },
    },
    {
      method: 'POST', pattern: '/api/v1/cards/activation/verify', access: 'public', xsrf: false,
      handle: ({ body }): P.ActivationVerifyResponse => {
        const input = validate(P.ActivationVerifyRequest, body ?? {}, 'card details');
        const { card, entity } = verifiedCard(input);
        if (card.activated) throw fail(409, 'ALREADY_ACTIVE', 'This card is already active and ready to use.');
        if (card.externalCardStatus !== 'OPEN' || entity.status !== 'OPEN') throw fail(409, 'CARD_NOT_ELIGIBLE', "This card can't be activated. Please call the number on the back of your card.");
        const activationToken = newToken();
        activations.set(activationToken, { world: w(), cardId: card.cardId, brand: input.brand, expiresAt: app.now() + TEN_MINUTES });
        return { data: { activationToken, cardNumberLast4: card.last4, firstName: entity.firstName, expiresInMs: TEN_MINUTES } };
      },
    },
    {
      method: 'POST', pattern: '/api/v1/cards/activation', access: 'public', xsrf: false,
      handle: ({ body }): P.ActivateCardResponse => {
        const input = validate(P.ActivateCardRequest, body ?? {}, 'activation');
        const { card, entity } = tokenCard(activations, input.activationToken);
        if (card.activated) throw fail(409, 'ALREADY_ACTIVE', 'This card is already active and ready to use.');
        w().cards.update(card.cardId, { activated: true });
        activations.delete(input.activationToken);
        return { data: { cardNumberLast4: card.last4, firstName: entity.firstName, activated: true } };
      },
    },
    {
      method: 'POST', pattern: '/api/user/forgotusername', access: 'public', xsrf: false,
      handle: ({ body }): P.ForgotUserNameResponse => {
        const input = validate(P.ForgotUserNameRequest, body ?? {}, 'card details');
        const { entity } = verifiedCard(input);
        const user = entity.userid === null ? undefined : w().users.get(entity.userid);
        if (!user || user.internal || user.status === 'DELETED') throw fail(404, 'NOT_REGISTERED', "This card isn't registered for online access yet.");
        return { data: { sentTo: maskEmail(user.email) } };
      },
    },
    {
      method: 'POST', pattern: '/api/user/forgotpassword', access: 'public', xsrf: false,
      handle: ({ body }): P.ForgotPasswordResponse => {
        const input = validate(P.ForgotPasswordRequest, body ?? {}, 'forgot password request');
        const user = w().userByLogin(input.brand, input.username.trim());
        if (!user || user.internal || user.status !== 'ACTIVE') throw fail(404, 'UNKNOWN_USER', "We couldn't find an active online account with that user name.");
        // Spec §7 step one and step two send the code, as for a 2FA login; the purpose keeps the two apart.
        const pending = app.sessions.startTwoFactor(user.userid, user.brand, 'passwordReset');
        return { data: { userCookie: pending.cookie, expiresInMs: pending.expiresAt - app.now() } };
      },
    },
    {
      method: 'POST', pattern: '/api/user/resetpassword', access: 'public', xsrf: false,
      handle: ({ body }): P.ResetPasswordResponse => {
        const input = validate(P.ResetPasswordRequest, body ?? {}, 'password reset');
        const pending = app.sessions.pendingTwoFactor(input.cookie, 'passwordReset');
        const user = pending ? w().users.get(pending.userid) : undefined;
        if (!pending || !user || pending.stepToken === null || !safeEqual(pending.stepToken, input.token) || pending.sentTo === null) {
          throw fail(401, 'TOKEN_EXPIRED', 'This verification has expired. Please start again.');
        }
        if (!safeEqual(input.verificationCode.trim(), TWO_FACTOR_CODE)) {
          pending.attempts += 1;
          const left = MAX_TRIES - pending.attempts;
          if (left <= 0) app.sessions.finishTwoFactor(input.cookie);
          throw new HttpError(401, left > 0 ? 'The verification code is incorrect.' : 'Too many wrong codes. Please start again.', undefined, { reason: left > 0 ? 'BAD_CODE' : 'TOKEN_EXPIRED', triesLeft: Math.max(0, left) });
        }
        if (safeEqual(input.password, user.password)) throw fail(400, 'PASSWORD_REUSED', 'Choose a password you have not used for this account.');
        app.sessions.finishTwoFactor(input.cookie);
        w().users.update(user.userid, { password: input.password });
        app.sessions.endAllFor(user.userid);
        return { data: { username: user.username } };
      },
    },
    {
      method: 'GET', pattern: '/api/v1/users/programAdmin/invitation', access: 'public',
      handle: ({ query }): P.InvitationResponse => {
        const q = validate(P.InvitationQuery, queryObject(query), 'invitation query');
        const user = w().users.all().find((u) => u.brand === q.brand && u.status === 'PENDING' && u.userType === 'PROGRAM ADMIN' && safeEqual(registrationTokenOf(w(), u), q.registrationToken));
        if (!user) throw fail(404, 'TOKEN_EXPIRED', 'This invitation is not valid or was already used.');
        const company = user.companyId === null ? undefined : w().companies.get(user.companyId);
        const holdingId = user.holdingCompanyId ?? company?.holdingCompanyId ?? null;
        const holding = holdingId === null ? undefined : w().holdingCompanies.get(holdingId);
        return {
          data: {
            firstname: user.firstname, lastname: user.lastname, email: maskEmail(user.email), companyName: company?.companyName ?? '',
            holdingCompanyName: holding?.name ?? null, roleLabel: roleLabel(user.roles),
          },
        };
      },
    },
    {
      method: 'GET', pattern: '/__sandbox/account-demo/:brand', access: 'public',
      handle: ({ params }) => accountDemo(w(), params.brand ?? ''),
    },
  ];
}
