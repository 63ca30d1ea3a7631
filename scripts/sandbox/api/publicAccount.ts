import { createHmac, randomBytes } from 'node:crypto';
import * as P from '../../../shared/contract/publicAccount.js';
import type { SandboxApp } from '../app.js';
import { accountKey, cardKey } from '../auth/guessing.js';
import { safeEqual, TWO_FACTOR_TTL_MS, type Session } from '../auth/sessions.js';
import { assertTenant } from '../auth/tenant.js';
import { maskEmail, registrationTokenOf, roleLabel } from '../dto/users.js';
import { HttpError, notFound } from '../server/httpError.js';
import { serve, type RouteContext, type RouteDef } from '../server/router.js';
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
 * (expiry, security code, and the billing ZIP code on file where asked); wrong details are throttled per client
 * and card number (auth/guessing.ts: back-off, then the 5th wrong try locks that card for that client for 15
 * minutes; its owner elsewhere is not slowed).
 * Registration needs an unregistered open physical card and a free user name; activation an unactivated open
 * card. Passwords: 8+ characters with a letter and a digit. Tokens of a first step live 10 minutes, in memory
 * (like sessions). Full card numbers are never answered or logged. Every call is bound to the brand the
 * gateway says it came in under.
 *
 * Forgot user name and forgot password answer alike whether or not an account matches (no user enumeration):
 * the user name, or a verification code, goes to the email on file only when one does (the outbox).
 */

const TEN_MINUTES = 10 * 60 * 1000;
/** At most one user name reminder or reset code message per account in this long (a flood fills nobody's inbox). */
export const ACCOUNT_MESSAGE_INTERVAL_MS = 5 * 60 * 1000;
/** Wrong codes before a password reset verification is void (the account's code throttle counts on). */
const MAX_TRIES = 5;
export const USERNAME_SENT = 'If an account matches the card details you entered, we sent its user name to the email address on file.';
export const CODE_SENT = 'If an account matches the user name you entered, we sent a verification code to the email address on file.';
const REGISTRABLE = new Set<EntityRecord['accountEntityType']>(['Primary', 'Individual', 'Joint', 'Secondary', 'Authorized', 'Sub']);

const fail = (status: number, reason: P.AccountErrorReason, message: string): HttpError =>
  new HttpError(status, message, undefined, { reason });

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
    cardNumber: card.pan,
    cardNumberLast4: card.last4,
    expirationDate: card.expiry,
    securityCode: securityCodeOf(world, card),
    zipCode: e.address.zipCode,
    firstName: e.firstName,
    lastName: e.lastName,
    username: e.userid === null ? null : (world.users.get(e.userid)?.username ?? null),
  });
  const pairs = companies
    .flatMap((c) => world.cards.by('company', c.companyId))
    .sort((a, b) => a.cardId - b.cardId)
    .flatMap((card) => {
      const e = world.entities.get(card.accountEntityId);
      return e &&
        card.cardKind === 'PHYSICAL' &&
        card.externalCardStatus === 'OPEN' &&
        e.status === 'OPEN' &&
        REGISTRABLE.has(e.accountEntityType)
        ? [{ card, e }]
        : [];
    });
  const holder = world.userByLogin(brand, 'cardholder');
  const holderEntity = holder?.accountEntityId == null ? undefined : world.entities.get(holder.accountEntityId);
  const holderCard = holderEntity ? world.cardOf(holderEntity) : undefined;
  if (!holderEntity || !holderCard) throw notFound('No demo cardholder.');
  const users = world.users
    .all()
    .filter((u) => u.brand === brand && !u.internal)
    .sort((a, b) => a.userid - b.userid);
  const holdingIds = new Set(
    world.holdingCompanies
      .all()
      .filter((h) => h.brand === brand)
      .flatMap((h) => h.companyIds),
  );
  return {
    unregistered: pairs
      .filter(({ card, e }) => e.userid === null && card.activated)
      .slice(0, count)
      .map(({ card, e }) => demoCard(card, e)),
    unactivated: pairs
      .filter(({ card }) => !card.activated)
      .slice(0, count)
      .map(({ card, e }) => demoCard(card, e)),
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
        username: u.username,
        firstname: u.firstname,
        registrationToken: registrationTokenOf(world, u),
        holdingCompany: u.holdingCompanyId !== null || (u.companyId !== null && holdingIds.has(u.companyId)),
      })),
  };
}

const brandName = (world: World, brand: string): string => world.brands.get(brand)?.brandValueDisplay ?? brand;

interface CardToken {
  world: World;
  cardId: number;
  brand: string;
  expiresAt: number;
}

export function publicAccountRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const registrations = new Map<string, CardToken>();
  const activations = new Map<string, CardToken>();
  const newToken = () => randomBytes(24).toString('base64url');
  /** When each account (user id, or for resets the account key as typed, known or not) was last sent a message. */
  const lastMessage = app.accountMessages;

  type CardInput = { brand: string; cardNumber: string; expirationDate: string; securityCode: string; zipCode?: string };

  /** The card of `brand` these details name, when every detail matches; null otherwise. */
  function matchingCard(input: CardInput): { card: CardRecord; entity: EntityRecord } | null {
    const card = w().cardByRef(w().vault.encrypt(input.cardNumber));
    const entity = card ? w().entities.get(card.accountEntityId) : undefined;
    if (!card || !entity || card.brand !== input.brand) return null;
    const ok =
      card.expiry === input.expirationDate &&
      safeEqual(securityCodeOf(w(), card), input.securityCode) &&
      (input.zipCode === undefined || entity.address.zipCode === input.zipCode.slice(0, 5));
    return ok ? { card, entity } : null;
  }

  /** Refuses, unchecked, a card number (or client) that guessed wrong too often: 429 back-off or 423 lock. */
  function throttleCard(ctx: RouteContext<Session>, input: CardInput): string {
    assertTenant(ctx.tenant, input.brand);
    const key = cardKey(input.brand, input.cardNumber);
    const refused = app.guard.check('card', key, { client: ctx.client });
    if (refused) throw app.guard.error(refused);
    return key;
  }

  /** The card of `brand` these details name, or a refusal that never says which detail was wrong. */
  function verifiedCard(ctx: RouteContext<Session>, input: CardInput): { card: CardRecord; entity: EntityRecord } {
    const key = throttleCard(ctx, input);
    const found = matchingCard(input);
    if (!found) {
      app.guard.failed('card', key, { client: ctx.client });
      throw fail(400, 'DETAILS_MISMATCH', "The card details don't match our records.");
    }
    app.guard.succeeded('card', key, { client: ctx.client });
    if (expiryEnd(found.card.expiry) <= app.now())
      throw fail(409, 'CARD_EXPIRED', 'This card has expired. Use the replacement card we sent you.');
    return found;
  }

  function tokenCard(
    store: Map<string, CardToken>,
    token: string,
    tenant: string | null,
  ): { card: CardRecord; entity: EntityRecord; brand: string } {
    const t = store.get(token);
    const card =
      t && t.world === w() && t.expiresAt > app.now() && (tenant === null || tenant === t.brand) ? w().cards.get(t.cardId) : undefined;
    const entity = card ? w().entities.get(card.accountEntityId) : undefined;
    if (!t || !card || !entity) {
      store.delete(token);
      throw fail(401, 'TOKEN_EXPIRED', 'This step has expired. Please start again.');
    }
    return { card, entity, brand: t.brand };
  }

  const checkRegistrable = (card: CardRecord, entity: EntityRecord): void => {
    if (entity.userid !== null || entity.registered)
      throw fail(409, 'ALREADY_REGISTERED', 'This card is already registered for online access.');
    if (
      card.cardKind !== 'PHYSICAL' ||
      card.externalCardStatus !== 'OPEN' ||
      entity.status !== 'OPEN' ||
      !REGISTRABLE.has(entity.accountEntityType)
    ) {
      throw fail(409, 'CARD_NOT_ELIGIBLE', "This card can't be registered online.");
    }
  };

  return [
    serve(P.registerVerifyCall, {
      xsrf: false,
      handle: (ctx): P.RegisterVerifyResponse => {
        const input = validate(P.RegisterVerifyRequest, ctx.body ?? {}, 'card details');
        const { card, entity } = verifiedCard(ctx, input);
        checkRegistrable(card, entity);
        const registrationToken = newToken();
        registrations.set(registrationToken, { world: w(), cardId: card.cardId, brand: input.brand, expiresAt: app.now() + TEN_MINUTES });
        return { data: { registrationToken, cardNumberLast4: card.last4, firstName: entity.firstName, expiresInMs: TEN_MINUTES } };
      },
    }),
    serve(P.registerCardCall, {
      xsrf: false,
      handle: ({ body, tenant }): P.RegisterCardResponse => {
        const input = validate(P.RegisterCardRequest, body ?? {}, 'registration');
        const { card, entity, brand } = tokenCard(registrations, input.registrationToken, tenant);
        checkRegistrable(card, entity);
        if (w().userByLogin(brand, input.username)) throw fail(409, 'USERNAME_TAKEN', 'That user name is taken. Please choose another.');
        const user: UserRecord = {
          userid: w().users.nextId(10_001),
          username: input.username,
          password: input.password,
          brand,
          userType: 'CARDMEMBER',
          companyId: entity.companyId,
          holdingCompanyId: null,
          firstname: entity.firstName,
          lastname: entity.lastName,
          email: input.email,
          phone: entity.phone,
          roles: [ROLE.cardmember],
          scopesByRole: { [ROLE.cardmember]: ROLE_SCOPES[ROLE.cardmember] ?? [] },
          authorityLimit: null,
          status: 'ACTIVE',
          needs2fa: false,
          accountEntityId: entity.accountEntityId,
          managedAccountEntityIds: [],
          internal: false,
          createdBy: null,
          createdDate: app.today(),
          lastLoginDate: null,
        };
        w().users.put(user);
        w().entities.update(entity.accountEntityId, { userid: user.userid, registered: true, email: input.email });
        registrations.delete(input.registrationToken);
        return { data: { username: user.username, firstName: user.firstname, cardNumberLast4: card.last4 } };
      },
    }),
    serve(P.activationVerifyCall, {
      xsrf: false,
      handle: (ctx): P.ActivationVerifyResponse => {
        const input = validate(P.ActivationVerifyRequest, ctx.body ?? {}, 'card details');
        const { card, entity } = verifiedCard(ctx, input);
        if (card.activated) throw fail(409, 'ALREADY_ACTIVE', 'This card is already active and ready to use.');
        if (card.externalCardStatus !== 'OPEN' || entity.status !== 'OPEN')
          throw fail(409, 'CARD_NOT_ELIGIBLE', "This card can't be activated. Please call the number on the back of your card.");
        const activationToken = newToken();
        activations.set(activationToken, { world: w(), cardId: card.cardId, brand: input.brand, expiresAt: app.now() + TEN_MINUTES });
        return { data: { activationToken, cardNumberLast4: card.last4, firstName: entity.firstName, expiresInMs: TEN_MINUTES } };
      },
    }),
    serve(P.activationCall, {
      xsrf: false,
      handle: ({ body, tenant }): P.ActivateCardResponse => {
        const input = validate(P.ActivateCardRequest, body ?? {}, 'activation');
        const { card, entity } = tokenCard(activations, input.activationToken, tenant);
        if (card.activated) throw fail(409, 'ALREADY_ACTIVE', 'This card is already active and ready to use.');
        w().cards.update(card.cardId, { activated: true });
        activations.delete(input.activationToken);
        return { data: { cardNumberLast4: card.last4, firstName: entity.firstName, activated: true } };
      },
    }),
    serve(P.forgotUserNameCall, {
      xsrf: false,
      handle: (ctx): P.ForgotUserNameResponse => {
        const input = validate(P.ForgotUserNameRequest, ctx.body ?? {}, 'card details');
        const key = throttleCard(ctx, input);
        // Every try counts against this client on this card: the answer is the same whether the details
        // matched, so a count that a match reset would itself tell a guesser they had it right.
        app.guard.failed('card', key, { client: ctx.client });
        const found = matchingCard(input);
        const user = found?.entity.userid == null ? undefined : w().users.get(found.entity.userid);
        const due = user !== undefined && lastMessage.claim(`user\u0000${user.userid}`, ACCOUNT_MESSAGE_INTERVAL_MS);
        if (found && user && due && !user.internal && user.status !== 'DELETED' && expiryEnd(found.card.expiry) > app.now()) {
          app.outbox.send({
            brand: input.brand,
            to: user.email,
            subject: 'Your user name',
            text: `Your ${brandName(w(), input.brand)} online user name is ${user.username}. If you did not ask for this, call the number on the back of your card.`,
          });
        }
        return { data: { message: USERNAME_SENT } };
      },
    }),
    serve(P.forgotPasswordCall, {
      xsrf: false,
      handle: ({ body, tenant, client }): P.ForgotPasswordResponse => {
        const input = validate(P.ForgotPasswordRequest, body ?? {}, 'forgot password request');
        assertTenant(tenant, input.brand);
        const refused = app.guard.check('forgot', '', { client });
        if (refused) throw app.guard.error(refused);
        app.guard.failed('forgot', '', { client });
        const typed = input.username.trim();
        // One reset (and one message) per account as typed every few minutes, known or not. A repeat meanwhile is
        // answered alike but holds nothing: the reset already under way goes on, and a stranger's repeat can neither
        // flood the owner's inbox nor reach (and spend) the owner's reset.
        if (!lastMessage.claim(`reset\u0000${accountKey(input.brand, typed)}`, ACCOUNT_MESSAGE_INTERVAL_MS)) {
          return { data: { userCookie: newToken(), expiresInMs: TWO_FACTOR_TTL_MS, message: CODE_SENT } };
        }
        const user = w().userByLogin(input.brand, typed);
        const real = user !== undefined && !user.internal && user.status === 'ACTIVE';
        // A user name no account has gets a decoy verification: same answer, same next step, a code that never matches.
        const pending = app.sessions.startTwoFactor(real ? user.userid : null, input.brand, typed, 'passwordReset');
        if (real) {
          pending.sentTo = 'email-1';
          pending.sentAt = app.now();
          app.outbox.send({
            brand: input.brand,
            to: user.email,
            subject: 'Your verification code',
            text: `Your ${brandName(w(), input.brand)} verification code is ${TWO_FACTOR_CODE}. It expires in 10 minutes. If you did not ask to reset your password, ignore this email.`,
          });
        }
        return { data: { userCookie: pending.cookie, expiresInMs: TWO_FACTOR_TTL_MS, message: CODE_SENT } };
      },
    }),
    serve(P.resetPasswordCall, {
      xsrf: false,
      handle: ({ body, tenant, client }): P.ResetPasswordResponse => {
        const input = validate(P.ResetPasswordRequest, body ?? {}, 'password reset');
        const pending = app.sessions.pendingTwoFactor(input.cookie, 'passwordReset', tenant);
        if (!pending) throw fail(401, 'TOKEN_EXPIRED', 'This verification has expired. Please start again.');
        // A reset's codes count per reset (five, then it is void) and per client, never against the account's
        // login codes: whoever can type a user name must not be able to lock its owner's second factor.
        const refused = app.guard.check('resetCode', '', { client });
        if (refused) throw app.guard.error(refused);
        const user = pending.userid === null ? undefined : w().users.get(pending.userid);
        if (!user || pending.sentTo === null || !safeEqual(input.verificationCode.trim(), TWO_FACTOR_CODE)) {
          pending.attempts += 1;
          app.guard.failed('resetCode', '', { client });
          const left = MAX_TRIES - pending.attempts;
          if (left <= 0) app.sessions.finishTwoFactor(input.cookie);
          throw new HttpError(
            401,
            left > 0 ? 'The verification code is incorrect.' : 'Too many wrong codes. Please start again.',
            undefined,
            { reason: left > 0 ? 'BAD_CODE' : 'TOKEN_EXPIRED', triesLeft: Math.max(0, left) },
          );
        }
        app.guard.succeeded('resetCode', '', { client });
        if (safeEqual(input.password, user.password))
          throw fail(400, 'PASSWORD_REUSED', 'Choose a password you have not used for this account.');
        app.sessions.finishTwoFactor(input.cookie);
        w().users.update(user.userid, { password: input.password });
        app.sessions.endAllFor(user.userid);
        app.sessions.forgetDevicesOf(user.userid);
        return { data: { username: user.username } };
      },
    }),
    serve(P.invitationCall, {
      handle: ({ query, tenant }): P.InvitationResponse => {
        const q = validate(P.InvitationQuery, queryObject(query), 'invitation query');
        assertTenant(tenant, q.brand);
        const user = w()
          .users.all()
          .find(
            (u) =>
              u.brand === q.brand &&
              u.status === 'PENDING' &&
              u.userType === 'PROGRAM ADMIN' &&
              safeEqual(registrationTokenOf(w(), u), q.registrationToken),
          );
        if (!user) throw fail(404, 'TOKEN_EXPIRED', 'This invitation is not valid or was already used.');
        const company = user.companyId === null ? undefined : w().companies.get(user.companyId);
        const holdingId = user.holdingCompanyId ?? company?.holdingCompanyId ?? null;
        const holding = holdingId === null ? undefined : w().holdingCompanies.get(holdingId);
        return {
          data: {
            firstname: user.firstname,
            lastname: user.lastname,
            email: maskEmail(user.email),
            companyName: company?.companyName ?? '',
            holdingCompanyName: holding?.name ?? null,
            roleLabel: roleLabel(user.roles),
          },
        };
      },
    }),
    {
      method: 'GET',
      pattern: '/__sandbox/account-demo/:brand',
      access: 'public',
      handle: ({ params }) => accountDemo(w(), params.brand ?? ''),
    },
  ];
}
