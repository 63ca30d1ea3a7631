import { randomBytes, randomInt } from 'node:crypto';
import * as V from '../../../shared/contract/virtualCards.js';
import type { SandboxApp } from '../app.js';
import { RULES, companyFor, demand, entityAllowed } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { toVendor, toVendorPayment, toVirtualCard } from '../dto/vendors.js';
import { toAccountDetail } from '../services/accounts.js';
import { issueVirtualCard } from '../services/issueCard.js';
import { vendorPaymentCeiling } from '../services/vendorPaymentCeiling.js';
import { HttpError, conflict, forbidden, notFound } from '../server/httpError.js';
import { paginate, sortItems, type SortKeys } from '../server/paging.js';
import { textMatches } from '../../../shared/format/search.js';
import { RawReply } from '../server/reply.js';
import { serve, type RouteContext, type RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { formatDate } from '../../../shared/format/format.js';
import { csvCell } from '../../../shared/format/csvCell.js';
import { createRng, deriveSeed } from '../world/prng.js';
import type { CompanyRecord, EntityRecord, UserRecord, VendorPaymentRecord, VendorRecord } from '../world/types.js';

/** `sort` of the vendor search (default `shortName,ASC`). */
const VENDOR_SORT: SortKeys<VendorRecord, V.VendorSortField> = {
  shortName: (v) => v.shortName,
  legalName: (v) => v.legalName,
  status: (v) => v.status,
  createdDate: (v) => v.createdDate,
  vendorId: (v) => v.vendorId,
};
/** `sort` of the payments list and download (default `createdDate,DESC`). */
const PAYMENT_SORT: SortKeys<V.VendorPayment, V.PaymentSortField> = {
  createdDate: (p) => p.createdDate,
  amount: (p) => p.amount,
  vendorName: (p) => p.vendorName,
  status: (p) => p.status,
  paymentId: (p) => p.paymentId,
  validTo: (p) => p.validTo,
  invoiceNumber: (p) => p.invoiceNumber,
};

/** `sort` of the card search (default `validFrom,DESC`: the newest first). */
const CARD_SORT: SortKeys<V.VirtualCard, V.VirtualCardSortField> = {
  validFrom: (k) => k.validFrom,
  validTo: (k) => k.validTo,
  lastName: (k) => `${k.lastName} ${k.firstName}`,
  vendorName: (k) => k.vendorName,
  amount: (k) => k.amount,
  status: (k) => k.status,
  cardNumberLast4: (k) => k.cardNumberLast4,
};

/**
 * A vendor as saved: the request as the portal parsed it (numbers already numbers), optional texts and switches that
 * were left out saved as empty and off.
 */
function vendorFields(
  input: V.VendorRequest,
): Omit<
  VendorRecord,
  | 'vendorId'
  | 'companyId'
  | 'brand'
  | 'status'
  | 'securityCode'
  | 'enrollmentKey'
  | 'bankAccountNumber'
  | 'routingNumber'
  | 'createdDate'
  | 'enrolledDate'
> {
  return {
    ...input,
    addressLine2: input.addressLine2 ?? '',
    contactEmail2: input.contactEmail2 ?? '',
    contactEmail3: input.contactEmail3 ?? '',
    contactEmail4: input.contactEmail4 ?? '',
    contactPhone: input.contactPhone ?? '',
    companyContactName: input.companyContactName ?? '',
    companyContactEmail: input.companyContactEmail ?? '',
    companyContactPhone: input.companyContactPhone ?? '',
    invoiceAmountOnly: input.invoiceAmountOnly ?? false,
    bypassVCSecureCode: input.bypassVCSecureCode ?? false,
    notes: input.notes ?? '',
  };
}

/** Virtual cards: card search and detail, authorizations, vendors, subaccounts, ghost cards, vendor payments. */
export function virtualCardRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const company = (ctx: RouteContext<Session>, update = false): { user: UserRecord; company: CompanyRecord } => {
    const user = app.userOf(ctx.session);
    demand(user, update ? RULES.vcUpdate : RULES.vcView, update ? 'changing virtual cards' : 'virtual cards');
    const c = companyFor(w(), user, ctx.params.companyId);
    if (!c.virtualCardEnabled) throw forbidden('Virtual cards are not enabled for this company.');
    return { user, company: c };
  };
  const vendorOf = (c: CompanyRecord, id: string | number | undefined): VendorRecord => {
    const v = w().vendors.get(Number(id));
    if (!v || v.companyId !== c.companyId) throw notFound('No such vendor.');
    return v;
  };
  const paymentOf = (c: CompanyRecord, id: string | undefined): VendorPaymentRecord => {
    const p = w().vendorPayments.get(Number(id));
    if (!p || p.companyId !== c.companyId) throw notFound('No such payment.');
    return p;
  };
  /** The company's payments filtered by `vendorId` and `status`, in `sort` order (newest first by default): the list and its download. */
  const paymentsOf = (c: CompanyRecord, q: URLSearchParams): V.VendorPayment[] => {
    const vendorId = q.get('vendorId');
    const status = q.get('status');
    const payments = w()
      .vendorPayments.by('company', c.companyId)
      .filter((p) => (!vendorId || String(p.vendorId) === vendorId) && (!status || p.status.toLowerCase() === status.toLowerCase()))
      .map((p) => toVendorPayment(w(), p));
    return sortItems(payments, q.get('sort'), PAYMENT_SORT, 'createdDate,DESC', (a, b) => b.paymentId - a.paymentId);
  };
  const pageArgs = (q: URLSearchParams): [number, number] => [
    Math.max(0, Number(q.get('page') ?? 0) || 0),
    Math.min(500, Math.max(1, Number(q.get('size') ?? 25) || 25)),
  ];
  const virtualCardsOf = (c: CompanyRecord, user: UserRecord) =>
    w()
      .cards.by('company', c.companyId)
      .filter((k) => k.cardKind !== 'PHYSICAL')
      .flatMap((k) => {
        const e = w().entities.get(k.accountEntityId);
        return e && entityAllowed(w(), user, e) ? [toVirtualCard(w(), k, e)] : [];
      });
  const cardOf = (ctx: RouteContext<Session>) => {
    const { user, company: c } = company(ctx);
    const card = w().cardByRef(ctx.params.card ?? '');
    const e = card ? w().entities.get(card.accountEntityId) : undefined;
    if (!card || !e || card.companyId !== c.companyId || card.cardKind === 'PHYSICAL') throw notFound('No such virtual card.');
    if (!entityAllowed(w(), user, e)) throw forbidden('That card is not yours.');
    return { card, entity: e, company: c };
  };

  const newVirtualAccount = (ctx: RouteContext<Session>, type: 'Virtual Sub' | 'Ghost Sub'): V.NewVirtualAccountResponse => {
    const { company: c } = company(ctx, true);
    const input = validate(V.NewVirtualAccountRequest, ctx.body ?? {}, type === 'Ghost Sub' ? 'ghost card' : 'virtual account');
    if (c.processorFigures.creditLimit > 0 && input.creditLimit > c.processorFigures.creditLimit)
      throw conflict("The credit limit exceeds the company's.");
    const control = w()
      .entities.by('company', c.companyId)
      .find((e) => e.accountEntityType === 'Control');
    const e: EntityRecord = {
      accountEntityId: w().entities.nextId(500_001),
      accountId: c.accountId,
      companyId: c.companyId,
      brand: c.brand,
      accountEntityType: type,
      parentEntityId: control?.accountEntityId ?? null,
      userid: null,
      firstName: input.firstName,
      lastName: input.lastName,
      cardId: null,
      status: type === 'Virtual Sub' ? 'ACTIVE' : 'OPEN',
      externalStatus: 'OPEN',
      externalStatusCommonName: 'Open',
      udf1: '',
      udf2: '',
      udf3: '',
      creditLimit: input.creditLimit,
      currentBalance: 0,
      address: { ...c.address },
      email: '',
      phone: '',
      recentAddressChange: false,
      recentCardReplacementRequest: false,
      consolidatorRedeemer: false,
      paperless: true,
      registered: false,
      openedDate: app.today(),
    };
    w().entities.put(e);
    const card = issueVirtualCard(w(), e, c.productTypeCode, new Date(app.now()), type === 'Ghost Sub' ? 'GHOST' : 'VIRTUAL');
    return {
      data: toAccountDetail(w(), app.ledgers, w().entities.update(e.accountEntityId, { cardId: card.cardId })!, app.today(), false),
    };
  };

  return [
    serve(V.searchVirtualCardsCall, {
      handle: (ctx): V.VirtualCardSearchResponse => {
        const { user, company: c } = company(ctx);
        const q = validate(V.VirtualCardSearchQuery, queryObject(ctx.query), 'card search');
        const cards = virtualCardsOf(c, user).filter(
          (v) =>
            (!q.status || v.status === q.status) &&
            (!q.kind || v.cardKind === q.kind) &&
            (q.vendorId === undefined || v.vendorId === q.vendorId) &&
            textMatches(q.query, v.cardNumberLast4, v.vendorName, v.amount, `${v.firstName} ${v.lastName}`, formatDate(v.validTo)),
        );
        const sorted = sortItems(
          cards,
          q.sort ?? null,
          CARD_SORT,
          'validFrom,DESC',
          (a, b) => a.accountEntityId - b.accountEntityId || a.cardNumberLast4.localeCompare(b.cardNumberLast4),
        );
        return paginate(sorted, q.page ?? 0, q.size ?? 25);
      },
    }),
    serve(V.virtualCardCall, {
      handle: (ctx): V.VirtualCardResponse => {
        const { card, entity } = cardOf(ctx);
        return { data: toVirtualCard(w(), card, entity) };
      },
    }),
    serve(V.providerAuthorizationsCall, {
      handle: (ctx): V.ProviderAuthorizationsResponse => {
        const { card } = cardOf(ctx);
        const p = w().vendorPayments.first('card', card.cardId);
        const rng = createRng(deriveSeed(w().seed, `auths:${card.cardId}`));
        const vendor = p ? w().vendors.get(p.vendorId) : undefined;
        const count = p ? p.usesAllowed - p.usesRemaining : rng.int(0, 4);
        return {
          data: Array.from({ length: count }, (_, i) => {
            const declined = !p && rng.chance(0.15);
            return {
              authorizationId: `A${card.cardId}-${i + 1}`,
              authorizationDate: new Date(w().asOf.getTime() - rng.int(1, 60) * 86_400_000).toISOString(),
              amount: p ? Math.round((p.amount / Math.max(1, p.usesAllowed)) * 100) / 100 : rng.money(20, 900),
              merchantName: vendor?.legalName ?? 'ProBiz Services',
              merchantCategoryCode: '7399',
              status: declined ? 'DECLINED' : 'APPROVED',
              declineReason: declined ? 'Amount over limit' : null,
            };
          }),
        };
      },
    }),
    serve(V.vendorSearchCall, {
      handle: (ctx): V.VendorSearchResponse => {
        const { company: c } = company(ctx);
        const statuses = ctx.query.get('status')?.toUpperCase().split(',').filter(Boolean);
        const text = ctx.query.get('query');
        const vendors = w()
          .vendors.by('company', c.companyId)
          .filter(
            (v) =>
              (statuses?.length ? statuses.includes(v.status) : v.status !== 'DELETED') &&
              textMatches(text, v.legalName, v.shortName, v.contactEmail, v.vendorId),
          );
        const sorted = sortItems(vendors, ctx.query.get('sort'), VENDOR_SORT, 'shortName,ASC', (a, b) => a.vendorId - b.vendorId);
        return paginate(
          sorted.map((v) => toVendor(w(), v)),
          ...pageArgs(ctx.query),
        );
      },
    }),
    serve(V.vendorCall, {
      handle: (ctx): V.VendorResponse => {
        const { company: c } = company(ctx);
        return { data: toVendor(w(), vendorOf(c, ctx.params.vendorId)) };
      },
    }),
    serve(V.addVendorCall, {
      handle: (ctx): V.VendorResponse => {
        const { company: c } = company(ctx, true);
        const form = vendorFields(validate(V.VendorRequest, ctx.body ?? {}, 'vendor'));
        if (
          w()
            .vendors.by('company', c.companyId)
            .some((v) => v.status !== 'DELETED' && v.legalName.toLowerCase() === form.legalName.toLowerCase())
        )
          throw conflict('A vendor with that legal name exists.');
        const vendorId = w().vendors.nextId(1);
        const v: VendorRecord = {
          ...form,
          vendorId,
          companyId: c.companyId,
          brand: c.brand,
          status: 'PENDING',
          securityCode: String(randomInt(100_000, 1_000_000)),
          enrollmentKey: `v${vendorId.toString(36)}${randomBytes(4).toString('hex')}`,
          bankAccountNumber: '',
          routingNumber: '',
          createdDate: app.today(),
          enrolledDate: null,
        };
        return { data: toVendor(w(), w().vendors.put(v)) };
      },
    }),
    serve(V.updateVendorCall, {
      handle: (ctx): V.VendorResponse => {
        const { company: c } = company(ctx, true);
        const v = vendorOf(c, ctx.params.vendorId);
        if (v.status === 'DELETED') throw conflict('A deleted vendor cannot be changed.');
        const form = vendorFields(validate(V.VendorRequest, ctx.body ?? {}, 'vendor'));
        return { data: toVendor(w(), w().vendors.put({ ...v, ...form })) };
      },
    }),
    serve(V.deleteVendorCall, {
      handle: (ctx): V.VendorResponse => {
        const { company: c } = company(ctx, true);
        const v = vendorOf(c, ctx.params.vendorId);
        return { data: toVendor(w(), w().vendors.put({ ...v, status: 'DELETED' })) };
      },
    }),
    serve(V.vendorStatusCall, {
      handle: (ctx): V.VendorResponse => {
        const { company: c } = company(ctx, true);
        const v = vendorOf(c, ctx.params.vendorId);
        const { status } = validate(V.VendorStatusRequest, ctx.body ?? {}, 'vendor status');
        if (v.status === 'DELETED') throw conflict('A deleted vendor cannot be reactivated.');
        return { data: toVendor(w(), w().vendors.put({ ...v, status })) };
      },
    }),
    serve(V.virtualSubaccountsCall, {
      handle: (ctx): V.VirtualSubaccountsResponse => {
        const { user, company: c } = company(ctx);
        return {
          data: w()
            .entities.by('company', c.companyId)
            .filter((e) => e.accountEntityType === 'Virtual Sub' && entityAllowed(w(), user, e))
            .map((e) => toAccountDetail(w(), app.ledgers, e, app.today(), false)),
        };
      },
    }),
    serve(V.ghostCardsCall, {
      handle: (ctx): V.VirtualSubaccountsResponse => {
        const { user, company: c } = company(ctx);
        return {
          data: w()
            .entities.by('company', c.companyId)
            .filter((e) => e.accountEntityType === 'Ghost Sub' && entityAllowed(w(), user, e))
            .map((e) => toAccountDetail(w(), app.ledgers, e, app.today(), false)),
        };
      },
    }),
    serve(V.newVirtualSubaccountCall, {
      handle: (ctx): V.NewVirtualAccountResponse => newVirtualAccount(ctx, 'Virtual Sub'),
    }),
    serve(V.newGhostCardCall, {
      handle: (ctx): V.NewVirtualAccountResponse => newVirtualAccount(ctx, 'Ghost Sub'),
    }),
    serve(V.closeVirtualCardCall, {
      handle: (ctx): V.VirtualCardResponse => {
        company(ctx, true);
        const { card, entity } = cardOf(ctx);
        const closed = w().cards.update(card.cardId, { externalCardStatus: 'CLOSED', externalCardStatusCommonName: 'Closed' })!;
        const p = w().vendorPayments.first('card', card.cardId);
        if (p && p.status === 'Not Used') w().vendorPayments.update(p.paymentId, { status: 'closed', usesRemaining: 0 });
        return { data: toVirtualCard(w(), closed, entity) };
      },
    }),
    serve(V.vendorPaymentsCall, {
      handle: (ctx): V.VendorPaymentsResponse => {
        const { company: c } = company(ctx);
        return paginate(paymentsOf(c, ctx.query), ...pageArgs(ctx.query));
      },
    }),
    serve(V.vendorPaymentCall, {
      handle: (ctx): V.VendorPaymentResponse => {
        const { company: c } = company(ctx);
        return { data: toVendorPayment(w(), paymentOf(c, ctx.params.paymentId)) };
      },
    }),
    serve(V.vendorPaymentsDownloadCall, {
      handle: (ctx) => {
        const { company: c } = company(ctx);
        // Names and invoice numbers are typed by people: formula-like cells are neutralised (shared/format/csvCell.ts).
        const lines = paymentsOf(c, ctx.query).map((p) =>
          [p.paymentId, p.vendorId, p.vendorName, p.amount.toFixed(2), p.invoiceNumber, p.cardNumberLast4, p.status, p.createdDate]
            .map(csvCell)
            .join(','),
        );
        return new RawReply(200, 'text/csv; charset=utf-8', [V.PAYMENTS_CSV_HEADER, ...lines].join('\n') + '\n', {
          'content-disposition': `attachment; filename="vendor-payments-${c.companyId}.csv"`,
        });
      },
    }),
    serve(V.newVendorPaymentCall, {
      handle: (ctx): V.VendorPaymentResponse => {
        const { user, company: c } = company(ctx, true);
        const input = validate(V.NewVendorPaymentRequest, ctx.body ?? {}, 'vendor payment');
        const vendor = vendorOf(c, input.vendorId);
        if (vendor.status !== 'ACTIVE') throw conflict(`The vendor is ${vendor.status}; only an ACTIVE vendor can be paid.`);
        const ceiling = vendorPaymentCeiling(w(), user, c);
        if (input.amount > ceiling.amount)
          throw new HttpError(422, ceiling.message, 'Unprocessable Entity', { reason: ceiling.reason, limit: ceiling.amount });
        const holder = w()
          .entities.by('company', c.companyId)
          .find((e) => e.accountEntityType === 'Virtual Sub' && e.userid === null && e.status === 'ACTIVE');
        if (!holder) throw conflict('The company has no virtual account to issue from.');
        const card = issueVirtualCard(w(), holder, c.productTypeCode, new Date(app.now()));
        const validDays = input.validDays === undefined ? vendor.defaultVcValidDays : input.validDays;
        const uses = input.usesAllowed ?? vendor.defaultVcUsesAllowed;
        const now = new Date(app.now()).toISOString();
        const p = w().vendorPayments.put({
          paymentId: w().vendorPayments.nextId(1),
          companyId: c.companyId,
          vendorId: vendor.vendorId,
          cardId: card.cardId,
          amount: input.amount,
          invoiceNumber: input.invoiceNumber ?? '',
          memo: input.memo ?? '',
          usesAllowed: uses,
          usesRemaining: uses,
          validTo: validDays === null ? null : new Date(app.now() + validDays * 86_400_000).toISOString().slice(0, 10),
          status: 'Not Used',
          createdDate: app.today(),
          emailSentDate: input.sendEmail === false ? null : now,
        });
        return { data: toVendorPayment(w(), p) };
      },
    }),
    serve(V.paymentEmailCall, {
      handle: (ctx): V.PaymentEmailResponse => {
        const { company: c } = company(ctx, true);
        const p = paymentOf(c, ctx.params.paymentId);
        const vendor = vendorOf(c, p.vendorId);
        if (vendor.status === 'DELETED') throw conflict('The vendor is deleted.');
        const sentDate = new Date(app.now()).toISOString();
        w().vendorPayments.update(p.paymentId, { emailSentDate: sentDate });
        return {
          data: {
            paymentId: p.paymentId,
            sentTo: [vendor.contactEmail, vendor.contactEmail2, vendor.contactEmail3, vendor.contactEmail4].filter(Boolean),
            sentDate,
          },
        };
      },
    }),
  ];
}
