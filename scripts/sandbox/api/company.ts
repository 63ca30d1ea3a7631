import * as C from '../../../shared/contract/company.js';
import type { SandboxApp } from '../app.js';
import { RULES, allows, companyFor, demand, isAdmin } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { toCardShipping, toCompany, toCompanyEx } from '../dto/company.js';
import { isBulkShipping } from '../../../shared/permissions/productCodes.js';
import { conflict, forbidden, notFound } from '../server/httpError.js';
import { serve, type RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { createRng, deriveSeed } from '../world/prng.js';
import type { CompanyRecord, UserRecord } from '../world/types.js';

/**
 * The defaults a company's virtual card program gives its vendors' cards: set when the program was opened (the
 * same for a company every time the world is built), and what the portal offers for a new vendor.
 */
function virtualCardDefaults(
  seed: number,
  companyId: number,
): Pick<C.CompanyVirtualCard, 'defaultVcUsesAllowed' | 'defaultVcValidDays' | 'defaultTolerancePercent'> {
  const rng = createRng(deriveSeed(seed, `virtual-card-program:${companyId}`));
  return {
    defaultVcUsesAllowed: rng.pick([1, 1, 2, 3]),
    defaultVcValidDays: rng.pick([30, 60, 90, null]),
    defaultTolerancePercent: rng.pick([0, 0, 5, 10]),
  };
}

/** Company lookups: search, extended search, virtual card settings, expense report enablement. */
export function companyRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  /** Admins: their companies; cardholders: only their own company. */
  const readable = (user: UserRecord, id: string | number | undefined): CompanyRecord => {
    if (isAdmin(user)) return companyFor(w(), user, id);
    const c = w().companies.get(Number(id));
    if (!c) throw notFound('No such company.');
    if (c.companyId !== user.companyId) throw forbidden('That company is not yours.');
    return c;
  };
  return [
    serve(C.searchCompanyCall, {
      handle: ({ session, query }): C.SearchCompanyResponse => {
        const user = app.userOf(session);
        const q = validate(C.SearchCompanyQuery, queryObject(query), 'company search');
        if (isAdmin(user)) demand(user, RULES.companyView, 'company data');
        return { data: toCompany(readable(user, q.companyId), q.useProcessorData === 'true') };
      },
    }),
    serve(C.searchCompanyExCall, {
      handle: ({ session, query }): C.SearchCompanyExResponse => {
        const user = app.userOf(session);
        const q = validate(C.SearchCompanyQuery, queryObject(query), 'company search');
        demand(user, RULES.companyView, 'company data');
        const company = companyFor(w(), user, q.companyId);
        const ex = toCompanyEx(w(), company, q.useProcessorData === 'true');
        if (!allows(user, RULES.companyContactView)) {
          ex.bankManagerName = '';
          ex.bankManagerEmail = '';
        }
        return { data: ex };
      },
    }),
    serve(C.cardShippingCall, {
      handle: ({ session, params }): C.CardShippingResponse => {
        const user = app.userOf(session);
        demand(user, RULES.cardShippingView, 'card shipping');
        return { data: toCardShipping(companyFor(w(), user, params.id)) };
      },
    }),
    serve(C.updateCardShippingCall, {
      handle: ({ session, params, body }): C.CardShippingResponse => {
        const user = app.userOf(session);
        demand(user, RULES.cardShippingEdit, 'changing card shipping');
        const company = companyFor(w(), user, params.id);
        const { shipTo } = validate(C.CardShippingRequest, body ?? {}, 'card shipping');
        if (!isBulkShipping(company.productTypeCode))
          throw conflict('This card program does not ship cards in bulk, so cards always go to the cardholder.');
        return { data: toCardShipping(w().companies.update(company.companyId, { shipTo })!) };
      },
    }),
    serve(C.updateBankManagerCall, {
      handle: ({ session, params, body }): C.BankManagerResponse => {
        const user = app.userOf(session);
        demand(user, RULES.bankManagerEdit, 'changing the bank manager');
        const company = companyFor(w(), user, params.id);
        const input = validate(C.BankManagerRequest, body ?? {}, 'bank manager');
        const c = w().companies.update(company.companyId, {
          bankManagerName: input.bankManagerName,
          bankManagerEmail: input.bankManagerEmail,
        })!;
        return { data: { companyId: c.companyId, bankManagerName: c.bankManagerName, bankManagerEmail: c.bankManagerEmail } };
      },
    }),
    serve(C.companyVirtualCardCall, {
      handle: ({ session, params }): C.CompanyVirtualCardResponse => {
        const c = readable(app.userOf(session), params.companyId);
        const vendors = w()
          .vendors.by('company', c.companyId)
          .filter((v) => v.status !== 'DELETED');
        const count = (status: string) => vendors.filter((v) => v.status === status).length;
        return {
          data: {
            companyId: c.companyId,
            virtualCardEnabled: c.virtualCardEnabled,
            ...virtualCardDefaults(w().seed, c.companyId),
            vendorCount: vendors.length,
            activeVendorCount: count('ACTIVE'),
            pendingVendorCount: count('PENDING'),
          },
        };
      },
    }),
    serve(C.expenseReportEnabledCall, {
      handle: ({ session, params }): C.ExpenseReportEnabledResponse => {
        const c = readable(app.userOf(session), params.companyId);
        return {
          data: {
            companyId: c.companyId,
            expenseReportingEnabled: c.expenseReportingEnabled,
            activationAcknowledgement: c.activationAcknowledgement,
          },
        };
      },
    }),
  ];
}
