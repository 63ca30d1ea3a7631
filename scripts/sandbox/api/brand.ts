import * as B from '../../../shared/contract/brand.js';
import type { SandboxApp } from '../app.js';
import { RULES, companyFor, demand, isAdmin } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { HttpError, forbidden, notFound } from '../server/httpError.js';
import { serve, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { PRODUCT_NAMES } from '../world/products.js';
import type { BrandRecord } from '../world/types.js';
import type { World } from '../world/world.js';
import { programOfBrand } from '../world/rewardsPrograms.js';

const toDetail = (w: World, b: BrandRecord): B.BrandDetail => ({
  brandId: b.brandId,
  brand: b.brand,
  brandValueDisplay: b.brandValueDisplay,
  phone: b.phone,
  email: b.email,
  reportingUrl: b.reportingUrl,
  rewardsVariant: programOfBrand(w, b.brand).variant,
});

/** Brand lookups, holding company, reporting, vault and the warning log. */
export function brandRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const brandOf = (key: string | undefined): BrandRecord => {
    const k = (key ?? '').toLowerCase();
    const b = /^\d+$/.test(k) ? w().brands.first('id', Number(k)) : w().brands.get(k);
    if (!b) throw notFound(`No such brand.`);
    return b;
  };
  return [
    serve(B.brandBySubdomainCall, {
      tenant: 'none',
      handle: ({ params }): B.BrandBySubdomainResponse => {
        const brand = w().brands.get((params.subdomain ?? '').toLowerCase());
        if (!brand) throw notFound(`No client brand for subdomain '${(params.subdomain ?? '').slice(0, 40).replace(/[^a-z0-9-]/gi, '')}'.`);
        return { data: { brand: brand.brand, brandValueDisplay: brand.brandValueDisplay } };
      },
    }),
    serve(B.brandDetailsCall, { handle: ({ params }): B.BrandDetailResponse => ({ data: toDetail(w(), brandOf(params.brand)) }) }),
    serve(B.brandAddressesCall, {
      handle: ({ params, query }): B.BrandAddressResponse => {
        const type = query.get('addressType');
        if (type !== null) validate(B.AddressType, type.toUpperCase(), 'addressType');
        const addresses = brandOf(params.brand).addresses.filter((a) => !type || a.addressType === type.toUpperCase());
        return { data: addresses.map((a) => ({ ...a })) };
      },
    }),
    serve(B.holdingCompanyCall, {
      handle: ({ session, params }): B.HoldingCompanyResponse => {
        const h = holdingFor(session, params.id);
        return {
          data: {
            holdingCompanyId: h.holdingCompanyId,
            name: h.name,
            brand: h.brand,
            companyIds: [...h.companyIds],
            status: h.status,
            contactName: h.contactName,
            contactEmail: h.contactEmail,
            contactPhone: h.contactPhone,
            addresses: h.addresses.map((a) => ({ ...a })),
          },
        };
      },
    }),
    serve(B.holdingCompanyAssociationsCall, {
      handle: ({ session, params, query }): B.HoldingCompanyAssociationsResponse => {
        const h = holdingFor(session, params.id);
        const processor = query.get('useProcessorData') !== 'false';
        return {
          data: h.companyIds
            .map((id) => w().companies.get(id)!)
            .filter(Boolean)
            .map((c) => {
              const f = processor ? c.processorFigures : c.dbFigures;
              return {
                companyId: c.companyId,
                companyName: c.companyName,
                productTypeCode: c.productTypeCode,
                productName: PRODUCT_NAMES[c.productTypeCode] ?? `Product ${c.productTypeCode}`,
                billingCycle: c.billingCycle,
                availableCredit: f.availableCredit,
                outstandingBalance: f.outstandingBalance,
                creditLimit: f.creditLimit,
                status: c.status,
              };
            }),
        };
      },
    }),
    serve(B.reportingCall, {
      handle: ({ session }): B.ReportingResponse => {
        const user = app.userOf(session);
        demand(user, RULES.reporting, 'reporting');
        return { data: { url: w().brands.get(user.brand)!.reportingUrl } };
      },
    }),
    serve(B.vaultDecryptCall, {
      handle: ({ session, body, req }): B.VaultDecryptResponse => {
        const user = app.userOf(session);
        const input = validate(B.VaultDecryptRequest, body ?? {}, 'decrypt request');
        const sent = req.headers['x-security-token'];
        if (!app.sessions.hasSecurityToken(session, typeof sent === 'string' ? sent : undefined)) {
          throw new HttpError(401, 'A current security token is required (POST /api/user/securitytoken).', 'Unauthorized');
        }
        demand(user, RULES.vcUpdate, 'revealing vendor secrets');
        const company = companyFor(w(), user, input.companyId);
        const vendor = w().vendors.get(input.vendorId);
        if (!vendor || vendor.companyId !== company.companyId) throw notFound('No such vendor.');
        const value =
          input.type === 'SECURITY_CODE'
            ? vendor.securityCode
            : input.type === 'BANK_ACCOUNT'
              ? vendor.bankAccountNumber
              : vendor.routingNumber;
        return { data: { type: input.type, value } };
      },
    }),
    serve(B.warnLogCall, {
      xsrf: false,
      handle: ({ body }) => {
        const input = validate(B.WarnLogRequest, body ?? {}, 'log entry');
        app.options.logger?.warn(
          { page: input.page, loggedIn: input.loggedIn, blurb: input.blurb.replace(/\d{12,19}/g, '[card]') },
          'client warning',
        );
        return { success: true };
      },
    }),
  ];

  function holdingFor(session: Session, id: string | undefined) {
    const user = app.userOf(session);
    const h = w().holdingCompanies.get(Number(id));
    if (!h || h.brand !== user.brand) throw notFound('No such holding company.');
    if (!isAdmin(user) || user.holdingCompanyId !== h.holdingCompanyId) throw forbidden('That holding company is not yours.');
    return h;
  }
}
