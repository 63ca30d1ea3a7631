import * as K from '../../../shared/contract/cards.js';
import { CURRENT_CYCLE } from '../../../shared/contract/cards.js';
import type { SandboxApp } from '../app.js';
import { RULES, allows, cardFor, companyFor, demand, entityAllowed, entityFor, isAdmin, ownCard } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { balanceBreakdown, balancesOf, ledgerOf, liveTransactions, replacementAvailable } from '../services/accounts.js';
import { statementHtml } from '../services/statementDocument.js';
import { HttpError, forbidden, notFound } from '../server/httpError.js';
import { paginate } from '../server/paging.js';
import { textMatches } from '../../../shared/format/search.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';
import { RawReply } from '../server/reply.js';
import { serve, type RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { isRewardsProduct } from '../../../shared/permissions/productCodes.js';
import { PRODUCT_NAMES } from '../world/products.js';
import type { CardRecord, EntityRecord, UserRecord } from '../world/types.js';

/** Cardholder dashboard, transactions, statements, account summary, company card views. */
export function cardRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const named = (user: UserRecord, ref: string | null, rule = RULES.transactions): { card: CardRecord; entity: EntityRecord } => {
    demand(user, rule, 'card data');
    return ref ? cardFor(w(), user, ref) : isAdmin(user) ? cardFor(w(), user, ref) : ownCard(w(), user);
  };

  return [
    serve(K.cardholderDashboardCall, {
      handle: ({ session, query }): K.CardholderDashboardResponse => {
        const user = app.userOf(session);
        let target: { card: CardRecord; entity: EntityRecord };
        const entityId = query.get('accountEntityId');
        if (entityId && !query.get('cardNumber')) {
          demand(user, RULES.accountRead, 'the cardholder dashboard');
          const entity = entityFor(w(), user, entityId);
          const card = w().cardOf(entity);
          if (!card) throw notFound('That account has no card yet.');
          target = { card, entity };
        } else target = named(user, query.get('cardNumber'), RULES.accountRead);
        const { card, entity } = target;
        const company = w().companies.get(entity.companyId)!;
        const account = w()
          .entities.by('account', entity.accountId)
          .filter((e) => e.companyId === company.companyId && entityAllowed(w(), user, e));
        const visible =
          entity.accountEntityType === 'Sub' || entity.accountEntityType === 'Virtual Sub' || entity.accountEntityType === 'Ghost Sub'
            ? [entity]
            : account;
        const cards = visible.flatMap((e) => {
          const c = w().cardOf(e);
          return c && (c.cardKind !== 'VIRTUAL' || e === entity) ? [{ e, c }] : [];
        });
        const rewards = isRewardsProduct(company.productTypeCode);
        return {
          data: {
            accountEntitySummary: {
              accountEntityId: entity.accountEntityId,
              accountEntityType: entity.accountEntityType,
              accountId: entity.accountId,
              userid: entity.userid,
              firstName: entity.firstName,
              lastName: entity.lastName,
              cardNumber: card.encrypted,
              cardNumberLast4: card.last4,
              consolidatorRedeemer: entity.consolidatorRedeemer,
              companyConsolidateRewards: company.consolidateRewards,
              externalStatusCommonName: entity.externalStatusCommonName,
              accountType: company.payOptionType === 'INDIVIDUAL' ? 'CONSUMER' : 'COMMERCIAL',
              status: entity.status,
            },
            productSummary: {
              productTypeCode: company.productTypeCode,
              rewardsEnabled: rewards,
              productName: PRODUCT_NAMES[company.productTypeCode] ?? 'Card',
              customerServicePhone: customerServicePhone(
                w().brands.get(company.brand)?.phone ?? '',
                company.payOptionType !== 'INDIVIDUAL',
              ),
            },
            inactiveCards: cards
              .filter(({ c }) => !c.activated)
              .map(({ e, c }) => ({ cardNumber: c.encrypted, cardNumberLast4: c.last4, firstName: e.firstName, lastName: e.lastName })),
            expenseReportingEnabled:
              company.expenseReportingEnabled && company.activationAcknowledgement && entity.accountEntityType !== 'Virtual Sub',
            companyId: company.companyId,
            companyName: company.companyName,
            balances: balancesOf(w(), app.ledgers, card, entity, app.today()),
            rewardsPointsBalance: rewards ? (w().rewardAccounts.get(entity.accountId)?.pointsBalance ?? 0) : null,
            cardReplacementInfo: {
              displayReplaceCard: allows(user, RULES.cardService) && replacementAvailable(entity, card),
              address: { ...entity.address },
              cardHolders: cards.map(({ e, c }) => ({
                firstName: e.firstName,
                lastName: e.lastName,
                cardNumberLastFour: c.last4,
                cardNumber: c.encrypted,
              })),
            },
            lockedCard: card.locked,
            paperless: entity.paperless,
          },
        };
      },
    }),
    serve(K.cardTransactionsCall, {
      handle: ({ session, params, query }): K.TransactionsResponse => {
        const user = app.userOf(session);
        const { card } = named(user, params.card ?? null);
        const q = validate(K.TransactionsQuery, queryObject(query), 'transactions query');
        const ledger = ledgerOf(w(), app.ledgers, card);
        if (!ledger) throw notFound('No such card.');
        let txs = [...liveTransactions(w(), card, app.today()), ...ledger.current.transactions];
        if (q.cycle && q.cycle !== CURRENT_CYCLE) {
          const cycle = ledger.cycles.find((c) => c.cycleCode === q.cycle);
          if (!cycle) throw notFound(`No statement cycle ${q.cycle}.`);
          txs = cycle.transactions;
        } else if (!q.cycle) txs = [...txs, ...ledger.cycles.flatMap((c) => c.transactions)];
        if (q.fromDate) txs = txs.filter((t) => t.transactionDate >= q.fromDate!);
        if (q.toDate) txs = txs.filter((t) => t.transactionDate <= q.toDate!);
        if (q.type) txs = txs.filter((t) => q.type!.toUpperCase().split(',').includes(t.type));
        if (q.query)
          txs = txs.filter((t) =>
            textMatches(
              q.query,
              t.description,
              t.merchantName,
              t.merchantCategoryCode,
              formatMoney(t.amount),
              formatDate(t.transactionDate),
              t.postDate ? formatDate(t.postDate) : null,
            ),
          );
        txs.sort((a, b) => (a.transactionDate < b.transactionDate ? 1 : a.transactionDate > b.transactionDate ? -1 : 0));
        return paginate(txs, q.page ?? 0, q.size ?? 25);
      },
    }),
    serve(K.statementsCall, {
      handle: ({ session, params }): K.StatementsResponse => {
        const { card } = named(app.userOf(session), params.card ?? null);
        const ledger = ledgerOf(w(), app.ledgers, card);
        return { data: (ledger?.cycles ?? []).map(({ transactions: _t, ...summary }) => summary) };
      },
    }),
    serve(K.statementDocumentCall, {
      handle: ({ session, params, query }) => {
        const user = app.userOf(session);
        const sent = query.get('dataToken');
        if (!app.sessions.hasDataToken(session, sent)) throw new HttpError(401, 'A data token is required (GET /api/user/datatoken).');
        const { card, entity } = named(user, params.card ?? null);
        const cycle = ledgerOf(w(), app.ledgers, card)?.cycles.find((c) => c.cycleCode === params.cycle);
        if (!cycle) throw notFound(`No statement cycle ${params.cycle ?? ''}.`);
        return new RawReply(200, 'text/html; charset=utf-8', statementHtml(w().brands.get(entity.brand)!, entity, card, cycle), {
          'content-disposition': `inline; filename="statement-${cycle.cycleCode}.html"`,
        });
      },
    }),
    serve(K.cardAccountSummaryCall, {
      handle: ({ session, params }): K.CardAccountSummaryResponse => {
        // docs/requirements.md#spec-6-permissions: APR info and the balance breakdown for the cardholder or AM, T1, T2.
        const { card, entity } = named(app.userOf(session), params.card ?? null, RULES.cardService);
        const balances = balancesOf(w(), app.ledgers, card, entity, app.today());
        const ledger = ledgerOf(w(), app.ledgers, card);
        const next = new Date(Date.parse(ledger?.cycles[0]?.periodEnd ?? app.today()) + 30 * 86_400_000).toISOString().slice(0, 10);
        const paidLate = balances.minimumPaymentDue > 0 && balances.paymentDueDate < app.today();
        return {
          data: {
            ...balances,
            cashAvailable: Math.round(balances.availableCredit * 0.3 * 100) / 100,
            pastDueAmount: paidLate ? balances.minimumPaymentDue : 0,
            purchaseApr: 19.99,
            cashApr: 26.99,
            balanceBreakdown: balanceBreakdown(w(), app.ledgers, card, app.today()),
            cycleCode: CURRENT_CYCLE,
            nextStatementDate: next,
          },
        };
      },
    }),
    serve(K.processorAccountCall, {
      handle: ({ session, params }): K.ProcessorAccountResponse => {
        const user = app.userOf(session);
        demand(user, RULES.companySummary, 'company figures');
        const c = companyFor(w(), user, params.companyId);
        if (String(c.accountId) !== params.accountId) throw notFound('No such account.');
        const f = c.processorFigures;
        return {
          data: {
            companyId: c.companyId,
            accountId: c.accountId,
            creditLimit: f.creditLimit,
            currentBalance: f.outstandingBalance,
            outstandingBalance: f.outstandingBalance,
            availableCredit: f.availableCredit,
            lastPaymentAmount: null,
            lastPaymentDate: null,
            asOf: new Date(app.now()).toISOString(),
          },
        };
      },
    }),
    serve(K.unactivatedCardsCall, {
      handle: ({ session, params }): K.UnactivatedCardsResponse => {
        const user = app.userOf(session);
        demand(user, RULES.activationView, 'card activation');
        const c = companyFor(w(), user, params.id);
        return {
          data: w()
            .cards.by('company', c.companyId)
            .filter((card) => !card.activated && card.externalCardStatus === 'OPEN')
            .flatMap((card) => {
              const e = w().entities.get(card.accountEntityId);
              if (!e || !entityAllowed(w(), user, e)) return [];
              return [
                {
                  cardNumber: card.encrypted,
                  cardNumberLast4: card.last4,
                  accountEntityId: e.accountEntityId,
                  firstName: e.firstName,
                  lastName: e.lastName,
                  expiry: card.expiry,
                },
              ];
            }),
        };
      },
    }),
    serve(K.activateCardsCall, {
      handle: ({ session, body }): K.UnactivatedCardsResponse => {
        const user = app.userOf(session);
        demand(user, RULES.activationSubmit, 'card activation');
        const input = validate(K.ActivateCardsRequest, body ?? {}, 'activation');
        const found = input.cardNumbers.map((ref) => cardFor(w(), user, ref));
        return {
          data: found.map(({ card, entity }) => {
            w().cards.update(card.cardId, { activated: true });
            return {
              cardNumber: card.encrypted,
              cardNumberLast4: card.last4,
              accountEntityId: entity.accountEntityId,
              firstName: entity.firstName,
              lastName: entity.lastName,
              expiry: card.expiry,
            };
          }),
        };
      },
    }),
    serve(K.lockCardCall, {
      handle: ({ session, params, body }) => {
        const user = app.userOf(session);
        const { card, entity } = named(user, params.card ?? null, RULES.cardService);
        if (entity.accountEntityType === 'Virtual Sub') throw forbidden('Virtual cards are not locked here.');
        const { locked } = validate(K.LockCardRequest, body ?? {}, 'lock request');
        w().cards.update(card.cardId, { locked });
        return { success: true, locked };
      },
    }),
  ];
}

/**
 * The number on the back of the card: the brand's customer service line for consumer cards, its commercial card
 * line (the brand's number ending in 9 instead) for company cards.
 */
export function customerServicePhone(brandPhone: string, commercial: boolean): string {
  return commercial && brandPhone ? `${brandPhone.slice(0, -1)}9` : brandPhone;
}
