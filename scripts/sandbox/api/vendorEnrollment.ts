import { randomBytes } from 'node:crypto';
import * as E from '../../../shared/contract/vendorEnrollment.js';
import type { SandboxApp } from '../app.js';
import { RULES, companyFor, demand } from '../auth/access.js';
import { safeEqual, type Session } from '../auth/sessions.js';
import { HttpError, conflict, forbidden, notFound } from '../server/httpError.js';
import { serve, type RouteContext, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { maskPan } from '../world/cardNumbers.js';
import type { VendorRecord } from '../world/types.js';

const TOKEN_TTL = 30 * 60 * 1000;

/** The vendor's public pages (no portal session): check, verify the security code, enroll, payments, card, provider. */
export function vendorEnrollmentRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const tokens = new Map<string, { vendorId: number; expiresAt: number }>();

  /** The vendor a link names; a client that keeps trying links that name none is slowed down (429), whatever it tries next. */
  const vendorAt = (ctx: RouteContext<Session>): VendorRecord => {
    const who = { client: ctx.client };
    const refused = app.guard.check('vendorLink', '', who);
    if (refused) throw app.guard.error(refused);
    const v = w().vendors.first('key', ctx.params.key ?? '');
    if (!v || String(v.companyId) !== ctx.params.companyId || v.status === 'DELETED' || (ctx.tenant !== null && v.brand !== ctx.tenant)) {
      app.guard.failed('vendorLink', '', who);
      throw notFound('This vendor link is not valid.');
    }
    return v;
  };
  const verified = (ctx: RouteContext<Session>): VendorRecord => {
    const v = vendorAt(ctx);
    const sent = ctx.req.headers['x-vendor-token'];
    const t = typeof sent === 'string' ? tokens.get(sent) : undefined;
    if (!t || t.vendorId !== v.vendorId || t.expiresAt < app.now()) throw new HttpError(401, 'Verify the security code first.');
    if (v.status === 'INACTIVE') throw forbidden('This vendor is inactive.');
    return v;
  };

  return [
    serve(E.vendorCheckCall, {
      handle: (ctx): E.VendorCheckResponse => {
        const v = vendorAt(ctx);
        return {
          data: {
            companyName: w().companies.get(v.companyId)?.companyName ?? '',
            vendorName: v.shortName,
            status: v.status,
            enrolled: v.status === 'ACTIVE',
            securityCodeRequired: !v.bypassVCSecureCode,
          },
        };
      },
    }),
    serve(E.vendorVerifyCall, {
      xsrf: false,
      handle: (ctx): E.VendorVerifyResponse => {
        const v = vendorAt(ctx);
        const { securityCode } = validate(E.VendorVerifyRequest, ctx.body ?? {}, 'verification');
        // The vendor's security code is a guess like a card's details, counted for the guessing client on this
        // vendor (auth/guessing.ts): a stranger's wrong codes never lock the vendor itself out.
        const key = `vendor\u0000${v.vendorId}`;
        const who = { client: ctx.client };
        const refused = app.guard.check('vendorCode', key, who);
        if (refused) throw app.guard.error(refused);
        if (!v.bypassVCSecureCode && !safeEqual(securityCode.trim(), v.securityCode)) {
          app.guard.failed('vendorCode', key, who);
          throw new HttpError(401, 'The security code is incorrect.');
        }
        app.guard.succeeded('vendorCode', key, who);
        const token = randomBytes(24).toString('base64url');
        tokens.set(token, { vendorId: v.vendorId, expiresAt: app.now() + TOKEN_TTL });
        return { data: { verified: true, vendorToken: token } };
      },
    }),
    serve(E.vendorEnrollCall, {
      xsrf: false,
      handle: (ctx): E.VendorEnrollResponse => {
        const v = verified(ctx);
        const input = validate(E.VendorEnrollRequest, ctx.body ?? {}, 'enrollment');
        const updated = w().vendors.put({
          ...v,
          contactFirstname: input.contactFirstname,
          contactLastname: input.contactLastname,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone ?? v.contactPhone,
          status: 'ACTIVE',
          enrolledDate: app.today(),
        });
        return { data: { status: updated.status, enrolledDate: updated.enrolledDate ?? app.today() } };
      },
    }),
    serve(E.vendorSidePaymentsCall, {
      handle: (ctx): E.VendorSidePaymentsResponse => {
        const v = verified(ctx);
        return {
          data: w()
            .vendorPayments.by('vendor', v.vendorId)
            .map((p) => ({
              paymentId: p.paymentId,
              amount: p.amount,
              invoiceNumber: p.invoiceNumber,
              createdDate: p.createdDate,
              validTo: p.validTo,
              status: p.status,
              cardNumberLast4: w().cards.get(p.cardId)?.last4 ?? '',
            })),
        };
      },
    }),
    serve(E.vendorSideCardCall, {
      handle: (ctx): E.VendorSideCardResponse => {
        const v = verified(ctx);
        const p = w().vendorPayments.get(Number(ctx.query.get('paymentId')));
        const card = p ? w().cards.get(p.cardId) : undefined;
        if (!p || !card || p.vendorId !== v.vendorId) throw notFound('No such payment.');
        return {
          data: {
            paymentId: p.paymentId,
            maskedCardNumber: maskPan(card.pan),
            expiry: card.expiry,
            amount: p.amount,
            usesRemaining: p.usesRemaining,
            validTo: p.validTo,
          },
        };
      },
    }),
    serve(E.vendorProviderCall, {
      handle: (ctx): E.VendorProviderResponse => {
        const v = vendorAt(ctx);
        const b = w().brands.get(v.brand)!;
        return { data: { brand: b.brand, brandValueDisplay: b.brandValueDisplay, phone: b.phone, email: b.email } };
      },
    }),
    serve(E.enrollmentEmailCall, {
      handle: ({ session, params }): E.EnrollmentEmailResponse => {
        const user = app.userOf(session);
        demand(user, RULES.vcUpdate, 'vendor enrollment');
        const c = companyFor(w(), user, params.id);
        const v = w().vendors.get(Number(params.vendorId));
        if (!v || v.companyId !== c.companyId) throw notFound('No such vendor.');
        if (v.status === 'DELETED') throw conflict('A deleted vendor cannot be enrolled.');
        // docs/requirements.md#spec-4-states: resending the enrollment notification sets the vendor ACTIVE.
        const updated = w().vendors.put({ ...v, status: 'ACTIVE' });
        return { data: { vendorId: updated.vendorId, status: updated.status, sentTo: updated.contactEmail } };
      },
    }),
  ];
}
