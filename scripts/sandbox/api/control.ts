import type { Session } from '../auth/sessions.js';
import { FaultRule } from '../server/faults.js';
import type { RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import type { SandboxApp } from '../app.js';
import { registrationTokenOf } from '../dto/users.js';
import { notFound } from '../server/httpError.js';

/**
 * Sandbox-only control calls (never part of the platform; the gateway proxies only `/api/*`, so the
 * browser cannot reach them): health, reset to the seed, demo data, the outbox and faults on demand.
 * They answer loopback callers, others only with the control token (server/control.ts).
 */
export function controlRoutes(app: SandboxApp): RouteDef<Session>[] {
  return [
    { method: 'GET', pattern: '/__sandbox/health', access: 'public', handle: () => ({ ok: true, seed: app.world.seed, changes: app.store.changeCount }) },
    {
      method: 'POST', pattern: '/__sandbox/reset', access: 'public', xsrf: false,
      handle: () => {
        app.reset();
        return { ok: true };
      },
    },
    {
      method: 'GET', pattern: '/__sandbox/registration/:brand/:username', access: 'public',
      handle: ({ params }) => {
        const u = app.world.userByLogin(params.brand ?? '', params.username ?? '');
        if (!u || u.status !== 'PENDING') throw notFound('No pending user by that name.');
        return { registrationToken: registrationTokenOf(app.world, u) };
      },
    },
    {
      method: 'GET', pattern: '/__sandbox/vendors/:brand', access: 'public',
      handle: ({ params }) => ({
        vendors: app.world.vendors.all().filter((v) => v.brand === params.brand).map((v) => ({
          vendorId: v.vendorId, companyId: v.companyId, shortName: v.shortName, status: v.status, enrollmentKey: v.enrollmentKey, securityCode: v.securityCode,
        })),
      }),
    },
    { method: 'GET', pattern: '/__sandbox/outbox/:brand', access: 'public', handle: ({ params }) => ({ messages: app.outbox.forBrand(params.brand ?? '') }) },
    { method: 'GET', pattern: '/__sandbox/faults', access: 'public', handle: () => ({ faults: app.faults.list() }) },
    {
      method: 'POST', pattern: '/__sandbox/faults', access: 'public', xsrf: false,
      handle: ({ body }) => {
        app.faults.add(validate(FaultRule, body, 'fault rule'));
        return { ok: true, faults: app.faults.list() };
      },
    },
    {
      method: 'DELETE', pattern: '/__sandbox/faults', access: 'public', xsrf: false,
      handle: () => {
        app.faults.clear();
        return { ok: true };
      },
    },
  ];
}
