import * as z from 'zod/mini';
import type { Session } from '../auth/sessions.js';
import { FaultRule } from '../server/faults.js';
import type { RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import type { SandboxApp } from '../app.js';
import { registrationTokenOf } from '../dto/users.js';
import { notFound } from '../server/httpError.js';
import { programOfBrand } from '../world/rewardsPrograms.js';
import { SIGN_ON_TTL_MS } from '../auth/signOns.js';

/** A sign-on the bank's identity provider starts: who, and whether they passed a second factor with it. */
const SignOnStart = z.strictObject({
  username: z.string().check(z.minLength(1), z.maxLength(100)),
  secondFactor: z.optional(z.boolean()),
});

const dollars = z.number().check(z.positive(), z.maximum(100_000));
/** A change to a client's rewards program (what `rewarddescription` answers and the redeem calls enforce). */
const RewardsProgramChange = z.strictObject({
  programName: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  description: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  earnRatePerDollar: z.optional(z.number().check(z.positive(), z.maximum(100))),
  pointsPerDollarRedeemed: z.optional(z.number().check(z.int(), z.positive(), z.maximum(100_000))),
  minimums: z.optional(z.strictObject({ statementCredit: dollars, directDeposit: dollars, giveBack: z.nullable(dollars) })),
});

/**
 * Sandbox-only control calls (never part of the platform; the gateway proxies only `/api/*`, so the
 * browser cannot reach them): health, reset to the seed, demo data, the outbox, faults on demand, and a client's
 * rewards program changed as its bank would change it (kept like any other change; reset restores the seed's).
 * They answer loopback callers, others only with the control token (server/control.ts).
 */
export function controlRoutes(app: SandboxApp): RouteDef<Session>[] {
  return [
    {
      method: 'GET',
      pattern: '/__sandbox/health',
      access: 'public',
      handle: () => ({ ok: true, seed: app.world.seed, changes: app.store.changeCount }),
    },
    {
      method: 'POST',
      pattern: '/__sandbox/reset',
      access: 'public',
      xsrf: false,
      handle: () => {
        app.reset();
        return { ok: true };
      },
    },
    {
      method: 'GET',
      pattern: '/__sandbox/registration/:brand/:username',
      access: 'public',
      handle: ({ params }) => {
        const u = app.world.userByLogin(params.brand ?? '', params.username ?? '');
        if (!u || u.status !== 'PENDING') throw notFound('No pending user by that name.');
        return { registrationToken: registrationTokenOf(app.world, u) };
      },
    },
    {
      method: 'GET',
      pattern: '/__sandbox/vendors/:brand',
      access: 'public',
      handle: ({ params }) => ({
        vendors: app.world.vendors
          .all()
          .filter((v) => v.brand === params.brand)
          .map((v) => ({
            vendorId: v.vendorId,
            companyId: v.companyId,
            shortName: v.shortName,
            status: v.status,
            enrollmentKey: v.enrollmentKey,
            securityCode: v.securityCode,
          })),
      }),
    },
    {
      // Stands in for the bank's identity provider: a one-time sign-on id for a demo user, good for two minutes.
      method: 'POST',
      pattern: '/__sandbox/sso/:brand',
      access: 'public',
      xsrf: false,
      handle: ({ params, body }) => {
        const input = validate(SignOnStart, body ?? {}, 'sign-on');
        const u = app.world.userByLogin(params.brand ?? '', input.username);
        if (!u || u.internal || u.status !== 'ACTIVE') throw notFound('No active user by that name on that bank.');
        const { transactionId, expiresAt } = app.signOns.start(u.brand, u.userid, input.secondFactor ?? false);
        return {
          transactionId,
          expiresAt: new Date(expiresAt).toISOString(),
          expiresInMs: SIGN_ON_TTL_MS,
          loginPath: `/login?transactionId=${transactionId}`,
        };
      },
    },
    {
      method: 'GET',
      pattern: '/__sandbox/outbox/:brand',
      access: 'public',
      handle: ({ params }) => ({ messages: app.outbox.forBrand(params.brand ?? '') }),
    },
    {
      method: 'PUT',
      pattern: '/__sandbox/rewards-program/:brand',
      access: 'public',
      xsrf: false,
      handle: ({ params, body }) => {
        const brand = app.world.brands.get(params.brand ?? '');
        if (!brand) throw notFound('No such brand.');
        const change = validate(RewardsProgramChange, body ?? {}, 'rewards program change');
        const program = { ...programOfBrand(app.world, brand.brand), ...change };
        app.world.brands.put({ ...brand, rewardsProgram: program });
        return { ok: true, program };
      },
    },
    { method: 'GET', pattern: '/__sandbox/faults', access: 'public', handle: () => ({ faults: app.faults.list() }) },
    {
      method: 'POST',
      pattern: '/__sandbox/faults',
      access: 'public',
      xsrf: false,
      handle: ({ body }) => {
        app.faults.add(validate(FaultRule, body, 'fault rule'));
        return { ok: true, faults: app.faults.list() };
      },
    },
    {
      method: 'DELETE',
      pattern: '/__sandbox/faults',
      access: 'public',
      xsrf: false,
      handle: () => {
        app.faults.clear();
        return { ok: true };
      },
    },
  ];
}
