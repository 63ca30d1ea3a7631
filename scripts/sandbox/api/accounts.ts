import { randomBytes } from 'node:crypto';
import * as A from '../../../shared/contract/accounts.js';
import type { SandboxApp } from '../app.js';
import { RULES, cardFor, companyFor, demand, entityAllowed, entityFor } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { replacementAvailable, toAccountDetail } from '../services/accounts.js';
import { HttpError, badRequest, notFound } from '../server/httpError.js';
import { paginate } from '../server/paging.js';
import { textMatches } from '../../../shared/format/search.js';
import { formatMoney } from '../../../shared/format/format.js';
import { isBulkShipping } from '../../../shared/permissions/productCodes.js';
import { serve, type RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import type { EntityRecord, UserRecord } from '../world/types.js';

const STATUS_NAMES: Record<string, string> = { OPEN: 'Open', CLOSED: 'Closed', LOST: 'Lost', STOLEN: 'Stolen', FRAUD: 'Fraud' };

/** Company accounts, account entities (subaccounts), card replacement. */
export function accountRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const detail = (e: EntityRecord, processor = true) => toAccountDetail(w(), app.ledgers, e, app.today(), processor);
  /** The entity named by (accountId, accountEntityId), readable by the user. */
  const sub = (user: UserRecord, accountId: string | undefined, id: string | undefined): EntityRecord => {
    demand(user, RULES.accountRead, 'account data');
    const e = entityFor(w(), user, id);
    if (String(e.accountId) !== accountId) throw notFound('No such account.');
    return e;
  };
  const editable = (user: UserRecord, e: EntityRecord): void => {
    demand(user, RULES.companyEdit, 'changing company accounts');
    companyFor(w(), user, e.companyId);
  };

  return [
    serve(A.companyAccountsCall, {
      handle: ({ session, params, query }): A.CompanyAccountsResponse => {
        const user = app.userOf(session);
        demand(user, RULES.accountRead, 'company accounts');
        const company = companyFor(w(), user, params.id);
        const q = validate(A.CompanyAccountsQuery, queryObject(query), 'accounts query');
        const statuses = q.status?.toUpperCase().split(',');
        const types = q.type ? q.type.split(',').map((t) => validate(A.AccountEntityType, t.trim(), 'account type')) : undefined;
        const items = w()
          .entities.by('company', company.companyId)
          .filter(
            (e) =>
              entityAllowed(w(), user, e) && (!statuses || statuses.includes(e.status)) && (!types || types.includes(e.accountEntityType)),
          )
          .map((e) => detail(e, q.useProcessorData === 'true'))
          .filter((d) =>
            textMatches(
              q.query,
              `${d.firstName} ${d.lastName}`,
              d.accountEntityType,
              d.externalStatusCommonName,
              d.cardNumberLast4,
              d.accountEntityId,
              formatMoney(d.currentBalance),
              formatMoney(d.creditLimit),
            ),
          );
        if (q.sort) sortAccounts(items, q.sort);
        return paginate(items, q.page ?? 0, q.size ?? A.DEFAULT_ACCOUNT_PAGE_SIZE);
      },
    }),
    serve(A.nativeSearchCall, {
      handle: ({ session, query }): A.NativeSearchResponse => {
        const user = app.userOf(session);
        demand(user, RULES.accountRead, 'account data');
        const q = validate(A.NativeSearchQuery, queryObject(query), 'account search');
        const processor = q.useProcessorData === 'true';
        if (q.accountEntityId !== undefined)
          return { data: [detail(entityFor(w(), user, q.accountEntityId), q.useProcessorData !== 'false')] };
        if (q.companyId === undefined) throw badRequest('accountEntityId or companyId is required.');
        const company = companyFor(w(), user, q.companyId);
        return {
          data: w()
            .entities.by('company', company.companyId)
            .filter((e) => entityAllowed(w(), user, e))
            .map((e) => detail(e, processor)),
        };
      },
    }),
    serve(A.replacementAvailabilityCall, {
      handle: ({ session, query }): A.ReplacementAvailabilityResponse => {
        const user = app.userOf(session);
        demand(user, RULES.cardService, 'card replacement');
        const q = validate(A.ReplacementAvailabilityQuery, queryObject(query), 'replacement availability query');
        return {
          data: q.cards
            .split(',')
            .filter(Boolean)
            .map((ref) => {
              const { card, entity } = cardFor(w(), user, ref.trim());
              const a = entity.address;
              return {
                cardNumber: card.encrypted,
                cardNumberLast4: card.last4,
                accountEntityId: entity.accountEntityId,
                accountEntityExternalStatus: entity.externalStatus,
                cardExternalStatusCommonName: card.externalCardStatusCommonName,
                recentAddressChange: entity.recentAddressChange,
                recentCardReplacementRequest: entity.recentCardReplacementRequest,
                available: replacementAvailable(entity, card),
                address: { addressLine1: a.address1, addressLine2: a.address2, city: a.city, state: a.state, zip5: a.zipCode.slice(0, 5) },
              };
            }),
        };
      },
    }),
    serve(A.cardReplaceCall, {
      handle: ({ session, body }): A.CardReplaceResponse => {
        const user = app.userOf(session);
        demand(user, RULES.cardService, 'card replacement');
        const input = validate(A.CardReplaceRequest, body ?? {}, 'card replacement');
        const cards = input.cards.map((ref) => cardFor(w(), user, ref));
        const refused = cards.find(({ card, entity }) => !replacementAvailable(entity, card));
        if (refused)
          throw new HttpError(
            409,
            `Card ending ${refused.card.last4} cannot be replaced now (recent address change or replacement request, or the account is not open).`,
          );
        return {
          data: cards.map(({ card, entity }) => {
            const requestId = `RR${randomBytes(5).toString('hex').toUpperCase()}`;
            w().replacementRequests.put({
              requestId,
              cardId: card.cardId,
              reason: input.reason,
              requestedBy: user.userid,
              requestedAt: new Date(app.now()).toISOString(),
            });
            w().entities.update(entity.accountEntityId, { recentCardReplacementRequest: true });
            // A lost or stolen card is locked at once, and closed as lost or stolen (the new card has a new number).
            if (input.reason !== 'DAMAGED')
              w().cards.update(card.cardId, {
                externalCardStatus: input.reason === 'STOLEN' ? 'STOLEN' : 'LOST',
                externalCardStatusCommonName: input.reason === 'STOLEN' ? 'Stolen' : 'Lost',
                locked: true,
              });
            return { cardNumber: card.encrypted, cardNumberLast4: card.last4, requestId, status: 'submitted' };
          }),
        };
      },
    }),
    serve(A.subaccountProfileCall, {
      handle: ({ session, params }): A.SubaccountProfileResponse => {
        const e = sub(app.userOf(session), params.accountId, params.id);
        const u = e.userid === null ? undefined : w().users.get(e.userid);
        return {
          data: {
            accountEntityId: e.accountEntityId,
            accountId: e.accountId,
            accountEntityType: e.accountEntityType,
            firstName: e.firstName,
            lastName: e.lastName,
            email: u?.email ?? e.email,
            phone: u?.phone ?? e.phone,
            address: { ...e.address },
            udf1: e.udf1,
            udf2: e.udf2,
            udf3: e.udf3,
            openedDate: e.openedDate,
            paperless: e.paperless,
            registered: e.registered,
          },
        };
      },
    }),
    serve(A.subaccountAddressesCall, {
      handle: ({ session, params }): A.SubaccountAddressesResponse => {
        const e = sub(app.userOf(session), params.accountId, params.id);
        const company = w().companies.get(e.companyId)!;
        // A bulk-shipping company's cards go where its card shipping setting says (PUT /api/company/cardshipping).
        const shipping =
          isBulkShipping(company.productTypeCode) && (company.shipTo ?? 'COMPANY') === 'COMPANY' ? company.address : e.address;
        return {
          data: [
            { addressType: 'BILLING', ...e.address },
            { addressType: 'SHIPPING', ...shipping },
          ],
        };
      },
    }),
    serve(A.subaccountExtrasCall, {
      handle: ({ session, params }): A.SubaccountExtrasResponse => {
        const e = sub(app.userOf(session), params.accountId, params.id);
        return { data: { ...detail(e), udf1: e.udf1, udf2: e.udf2, udf3: e.udf3, creditLimit: e.creditLimit } };
      },
    }),
    serve(A.subaccountCall, {
      handle: ({ session, params }): A.SubaccountResponse => ({ data: detail(sub(app.userOf(session), params.accountId, params.id)) }),
    }),
    serve(A.subaccountStatusCall, {
      handle: ({ session, params, query }): A.SubaccountResponse => {
        const user = app.userOf(session);
        const e = sub(user, params.accountId, params.id);
        editable(user, e);
        const { closeStatus } = validate(A.StatusChangeQuery, queryObject(query), 'status change');
        const open = closeStatus === 'OPEN';
        const status = open ? (e.accountEntityType === 'Virtual Sub' ? 'ACTIVE' : 'OPEN') : 'CLOSED';
        const updated = w().entities.update(e.accountEntityId, {
          status,
          externalStatus: open ? 'OPEN' : 'CLOSED',
          externalStatusCommonName: open ? 'Open' : 'Closed',
        })!;
        const card = w().cardOf(updated);
        if (card)
          w().cards.update(card.cardId, {
            externalCardStatus: closeStatus === 'FRAUD' ? 'CLOSED' : closeStatus,
            externalCardStatusCommonName: STATUS_NAMES[closeStatus] ?? 'Closed',
          });
        return { data: detail(updated) };
      },
    }),
    serve(A.subaccountUdfCall, {
      handle: ({ session, params, body }): A.SubaccountExtrasResponse => {
        const user = app.userOf(session);
        const e = sub(user, params.accountId, params.id);
        editable(user, e);
        const input = validate(A.UdfRequest, body ?? {}, 'UDF update');
        const u = w().entities.update(e.accountEntityId, {
          udf1: input.udf1 ?? e.udf1,
          udf2: input.udf2 ?? e.udf2,
          udf3: input.udf3 ?? e.udf3,
        })!;
        return { data: { ...detail(u), udf1: u.udf1, udf2: u.udf2, udf3: u.udf3, creditLimit: u.creditLimit } };
      },
    }),
    serve(A.subaccountCreditLineCall, {
      handle: ({ session, params, body }): A.SubaccountExtrasResponse => {
        const user = app.userOf(session);
        demand(user, RULES.companyEdit, 'changing credit lines');
        const e = entityFor(w(), user, params.id);
        editable(user, e);
        const { creditLimit } = validate(A.CreditLineRequest, body ?? {}, 'credit line');
        const company = w().companies.get(e.companyId)!;
        if (company.processorFigures.creditLimit > 0 && creditLimit > company.processorFigures.creditLimit) {
          throw badRequest(`The credit line cannot exceed the company's limit of ${formatMoney(company.processorFigures.creditLimit)}.`);
        }
        const u = w().entities.update(e.accountEntityId, { creditLimit })!;
        return { data: { ...detail(u), udf1: u.udf1, udf2: u.udf2, udf3: u.udf3, creditLimit: u.creditLimit } };
      },
    }),
    serve(A.newSubaccountCall, {
      handle: ({ session, params, body }): A.SubaccountResponse => {
        const user = app.userOf(session);
        demand(user, RULES.companyEdit, 'adding company accounts');
        const company = w()
          .companies.all()
          .find((c) => String(c.accountId) === params.accountId);
        if (!company) throw notFound('No such account.');
        companyFor(w(), user, company.companyId);
        const input = validate(A.NewSubaccountRequest, body ?? {}, 'new account');
        if (input.accountEntityType === 'Virtual Sub' && !company.virtualCardEnabled)
          throw badRequest('Virtual cards are not enabled for this company.');
        if (company.processorFigures.creditLimit > 0 && input.creditLimit > company.processorFigures.creditLimit) {
          throw badRequest(`The credit limit cannot exceed the company's limit of ${formatMoney(company.processorFigures.creditLimit)}.`);
        }
        const control = w()
          .entities.by('company', company.companyId)
          .find((e) => e.accountEntityType === 'Control');
        const e: EntityRecord = {
          accountEntityId: w().entities.nextId(500_001),
          accountId: company.accountId,
          companyId: company.companyId,
          brand: company.brand,
          accountEntityType: input.accountEntityType,
          parentEntityId: control?.accountEntityId ?? null,
          userid: null,
          firstName: input.firstName,
          lastName: input.lastName,
          cardId: null,
          status: 'PENDING',
          externalStatus: 'PENDING',
          externalStatusCommonName: 'Pending',
          udf1: input.udf1 ?? '',
          udf2: input.udf2 ?? '',
          udf3: input.udf3 ?? '',
          creditLimit: input.creditLimit,
          currentBalance: 0,
          address: input.address ?? { ...company.address },
          email: input.email ?? '',
          phone: input.phone ?? '',
          recentAddressChange: false,
          recentCardReplacementRequest: false,
          consolidatorRedeemer: false,
          paperless: true,
          registered: false,
          openedDate: app.today(),
        };
        return { data: detail(w().entities.put(e)) };
      },
    }),
  ];
}

const SORT_KEYS: Record<A.AccountSortField, (a: A.AccountDetail) => string | number> = {
  name: (a) => `${a.lastName} ${a.firstName}`.toLowerCase(),
  type: (a) => a.accountEntityType,
  status: (a) => a.externalStatusCommonName,
  card: (a) => a.cardNumberLast4 ?? '',
  balance: (a) => a.currentBalance,
  creditLimit: (a) => a.creditLimit,
};

/** `name,ASC`: a stable sort (equal keys keep the account id order). */
function sortAccounts(items: A.AccountDetail[], sort: string): void {
  const [field, dir] = sort.split(',') as [A.AccountSortField, string];
  const key = SORT_KEYS[field];
  const sign = dir.toUpperCase() === 'DESC' ? -1 : 1;
  items.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * c || a.accountEntityId - b.accountEntityId;
  });
}
