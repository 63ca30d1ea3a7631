import * as A from '../../shared/contract/accounts.js';
import * as Auth from '../../shared/contract/authentication.js';
import * as B from '../../shared/contract/brand.js';
import * as K from '../../shared/contract/cards.js';
import * as C from '../../shared/contract/company.js';
import * as X from '../../shared/contract/expenseReports.js';
import * as F from '../../shared/contract/fleet.js';
import * as M from '../../shared/contract/mcc.js';
import * as O from '../../shared/contract/offers.js';
import * as P from '../../shared/contract/payments.js';
import type { PlatformCall } from '../../shared/contract/platformCall.js';
import * as W from '../../shared/contract/rewards.js';
import * as S from '../../shared/contract/spendControls.js';
import * as U from '../../shared/contract/user.js';
import * as V from '../../shared/contract/virtualCards.js';
import { PRODUCT_CODE_GROUPS } from '../../shared/permissions/productCodes.js';
import type { CallInput } from './platformClient.js';

/** What the steps know: the signed-in user, the brand, and every answer so far that matched its definition. */
export interface Known {
  user: Auth.User;
  brand: string;
  /** The subdomain the portal serves the brand under. */
  subdomain: string;
  answer<T>(call: PlatformCall<T>): T | undefined;
}

/** One read-only call of the check: what it sends, from what is known; or, in words, why it cannot be made. */
export interface Step {
  call: PlatformCall;
  input(k: Known): CallInput | string;
}

const step = <T>(call: PlatformCall<T>, input: (k: Known) => CallInput | string = () => ({})): Step => ({
  call,
  input: input as Step['input'],
});
/** The answer of `call`, or the reason a step that needs it is skipped. */
const needs = <T, R>(k: Known, call: PlatformCall<T>, use: (answer: T) => R | string): R | string => {
  const a = k.answer(call);
  return a === undefined ? `needs ${call.id}` : use(a);
};

/** The session's own calls, which every user makes. */
const session: Step[] = [
  step(B.brandBySubdomainCall, (k) => ({ params: { subdomain: k.subdomain } })),
  step(Auth.checkCall),
  step(Auth.keepaliveCall),
  step(B.brandDetailsCall, (k) => ({ params: { brand: k.brand } })),
  step(B.brandAddressesCall, (k) => ({ params: { brand: k.brand } })),
];

/** The card in view's reference, from its dashboard. */
const withCard = (k: Known, make: (ref: string) => CallInput | string): CallInput | string =>
  needs(k, K.cardholderDashboardCall, (d) =>
    d.data.accountEntitySummary.cardNumber ? make(d.data.accountEntitySummary.cardNumber) : 'the account has no card yet',
  );
const rewardsOn = (k: Known, make: () => CallInput | string) =>
  needs(k, K.cardholderDashboardCall, (d) => (d.data.productSummary.rewardsEnabled ? make() : "the card's product has no rewards"));

/** Expense reporting, when the company has it on and acknowledged (asked of the company's own call). */
const expenseOn = (k: Known, make: () => CallInput) =>
  needs(k, C.expenseReportEnabledCall, (e) =>
    e.data.expenseReportingEnabled && e.data.activationAcknowledgement ? make() : "the company's expense reporting is off",
  );

/** A report of the first page `list` answered, and a receipt on it: a report's page and its receipt's file. */
const aReport = (list: PlatformCall<X.ExpenseReportsResponse>): Step[] => [
  step(X.expenseReportCall, (k) =>
    needs(k, list, (p) => (p.content[0] ? { params: { reportId: p.content[0].reportId } } : 'no expense report on the first page')),
  ),
  step(X.receiptFileCall, (k) =>
    needs(k, X.expenseReportCall, (r) => {
      const receipt = r.data.lines.find((l) => l.receipt)?.receipt;
      return receipt ? { params: { receiptId: receipt.receiptId } } : 'the report has no receipt';
    }),
  ),
];

/** A cardholder's screens: the home, card details, transactions, statements, payments, rewards, offers, services, alerts and controls, profile, expenses. */
export const CARDHOLDER: readonly Step[] = [
  ...session,
  step(U.userAccountSummaryCall),
  step(K.cardholderDashboardCall),
  step(C.searchCompanyCall, (k) =>
    needs(k, K.cardholderDashboardCall, (d) => ({ query: { companyId: d.data.companyId, useProcessorData: true } })),
  ),
  step(C.expenseReportEnabledCall, (k) => needs(k, K.cardholderDashboardCall, (d) => ({ params: { companyId: d.data.companyId } }))),
  step(K.cardAccountSummaryCall, (k) => withCard(k, (ref) => ({ params: { card: ref } }))),
  step(K.cardTransactionsCall, (k) =>
    withCard(k, (ref) => ({ params: { card: ref }, query: { cycle: K.CURRENT_CYCLE, page: 0, size: 10 } })),
  ),
  step(K.statementsCall, (k) => withCard(k, (ref) => ({ params: { card: ref } }))),
  step(U.dataTokenCall),
  step(K.statementDocumentCall, (k) =>
    withCard(k, (ref) =>
      needs(k, K.statementsCall, (s) =>
        s.data[0]
          ? needs(k, U.dataTokenCall, (t) => ({ params: { card: ref, cycle: s.data[0]!.cycleCode }, query: { dataToken: t.data.token } }))
          : 'the card has no billed statement',
      ),
    ),
  ),
  step(P.paymentInfoCall, (k) => withCard(k, (ref) => ({ query: { cardNumber: ref } }))),
  step(W.rewardDescriptionCall, (k) => rewardsOn(k, () => withCard(k, (ref) => ({ headers: { [W.REWARDS_CARD_HEADER]: ref } })))),
  step(W.bonusPointsCall, (k) => rewardsOn(k, () => withCard(k, (ref) => ({ headers: { [W.REWARDS_CARD_HEADER]: ref } })))),
  step(W.redemptionHistoryCall, (k) => rewardsOn(k, () => withCard(k, (ref) => ({ headers: { [W.REWARDS_CARD_HEADER]: ref } })))),
  step(O.offersCall, (k) => withCard(k, (ref) => ({ query: { cardNumber: ref } }))),
  step(A.replacementAvailabilityCall, (k) => withCard(k, (ref) => ({ query: { cards: ref, channel: 'WEB' } }))),
  step(S.alertTypesCall, (k) =>
    needs(k, K.cardholderDashboardCall, (d) => ({ query: { accountTypes: d.data.accountEntitySummary.accountType } })),
  ),
  step(S.consumerControlsCall, (k) =>
    needs(k, K.cardholderDashboardCall, (d) => ({ params: { id: d.data.accountEntitySummary.accountEntityId } })),
  ),
  step(S.controlHistoryCall, (k) =>
    needs(k, K.cardholderDashboardCall, (d) => ({ params: { id: d.data.accountEntitySummary.accountEntityId } })),
  ),
  step(M.mccGroupsCall, () => ({ query: { categories: 'Standard' } })),
  step(U.profileCall),
  step(X.ownExpenseReportsCall, (k) => expenseOn(k, () => ({ query: { page: 0, size: 10 } }))),
  ...aReport(X.ownExpenseReportsCall),
  step(X.expenseTransactionsCall, (k) => expenseOn(k, () => ({}))),
];

const company = (k: Known) => k.user.userCompanyId ?? 'the user has no company';
const withCompany = (k: Known, make: (id: number) => CallInput | string): CallInput | string => {
  const id = company(k);
  return typeof id === 'string' ? id : make(id);
};
/** Accounts that are no cardholder's: the company's control account, and virtual and ghost cards (no alerts or controls). */
const NOT_A_CARDHOLDER = new Set(['Control', 'Virtual Sub', 'Ghost Sub']);
/** The first cardholder's account on the company's accounts table (one with a card when there is one). */
const account = (k: Known, make: (a: A.AccountDetail) => CallInput | string): CallInput | string =>
  needs(k, A.companyAccountsCall, (p) => {
    const held = p.content.filter((x) => !NOT_A_CARDHOLDER.has(x.accountEntityType));
    const a = held.find((x) => x.cardNumber) ?? held[0];
    return a ? make(a) : "the accounts table's first page has no cardholder's account";
  });
const accountCard = (k: Known, make: (ref: string) => CallInput | string) =>
  account(k, (a) => (a.cardNumber ? make(a.cardNumber) : 'the account has no card yet'));
const virtualCardsOn = (k: Known, make: () => CallInput | string) =>
  needs(k, C.searchCompanyCall, (c) => (c.data.companyVirtualCard.virtualCardEnabled ? make() : 'the company has no virtual cards'));
/** The company's virtual card calls, when it has virtual cards. */
const virtualCards = (k: Known, make: (id: number) => CallInput | string) => withCompany(k, (id) => virtualCardsOn(k, () => make(id)));

/** The company's expense reporting calls, when it has expense reporting. */
const companyExpenses = (k: Known, make: (id: number) => CallInput) =>
  needs(k, C.searchCompanyCall, (c) =>
    c.data.expenseReportingEnabled ? make(c.data.companyId) : "the company's expense reporting is off",
  );

/**
 * A program administrator's screens: the company, its accounts and an account's page, users, alerts and controls with the
 * test transaction, merchant category groups, virtual cards, expenses, fleet, holding company.
 */
export const ADMIN: readonly Step[] = [
  ...session,
  step(B.reportingCall),
  step(U.userDetailCall, (k) => ({ params: { id: k.user.userid }, query: { includeDetails: true } })),
  step(C.searchCompanyCall, (k) => withCompany(k, (id) => ({ query: { companyId: id, useProcessorData: true } }))),
  step(C.searchCompanyExCall, (k) => withCompany(k, (id) => ({ query: { companyId: id } }))),
  step(A.companyAccountsCall, (k) => withCompany(k, (id) => ({ params: { id }, query: { page: 0, size: 50, useProcessorData: true } }))),
  step(A.nativeSearchCall, (k) => withCompany(k, (id) => ({ query: { companyId: id, useProcessorData: false } }))),
  step(A.subaccountCall, (k) => account(k, (a) => ({ params: { accountId: a.accountId, id: a.accountEntityId } }))),
  step(A.subaccountProfileCall, (k) => account(k, (a) => ({ params: { accountId: a.accountId, id: a.accountEntityId } }))),
  step(A.subaccountAddressesCall, (k) => account(k, (a) => ({ params: { accountId: a.accountId, id: a.accountEntityId } }))),
  step(A.subaccountExtrasCall, (k) => account(k, (a) => ({ params: { accountId: a.accountId, id: a.accountEntityId } }))),
  step(K.cardholderDashboardCall, (k) => accountCard(k, (ref) => ({ query: { cardNumber: ref } }))),
  step(K.cardAccountSummaryCall, (k) => accountCard(k, (ref) => ({ params: { card: ref } }))),
  step(K.cardTransactionsCall, (k) =>
    accountCard(k, (ref) => ({ params: { card: ref }, query: { cycle: K.CURRENT_CYCLE, page: 0, size: 10 } })),
  ),
  step(A.replacementAvailabilityCall, (k) => accountCard(k, (ref) => ({ query: { cards: ref, channel: 'WEB' } }))),
  step(K.processorAccountCall, (k) =>
    needs(k, C.searchCompanyCall, (c) => ({ params: { companyId: c.data.companyId, accountId: c.data.accountId } })),
  ),
  step(K.unactivatedCardsCall, (k) => withCompany(k, (id) => ({ params: { id } }))),
  step(C.cardShippingCall, (k) => withCompany(k, (id) => ({ params: { id } }))),
  step(C.companyVirtualCardCall, (k) => withCompany(k, (companyId) => ({ params: { companyId } }))),
  step(C.expenseReportEnabledCall, (k) => withCompany(k, (companyId) => ({ params: { companyId } }))),
  step(U.searchUsersCall, (k) =>
    withCompany(k, (id) => ({ query: { brand: k.brand, companyId: id, userType: 'PROGRAM ADMIN', page: 0, size: 10 } })),
  ),
  step(U.paUserAuditCall, (k) => withCompany(k, (id) => ({ query: { companyId: id, page: 0, size: 10 } }))),
  step(U.managedAccountsCall, (k) => ({ params: { id: k.user.userid }, query: { page: 0, size: 50 } })),
  step(U.expenseReportAccountsCall, (k) => ({ params: { id: k.user.userid } })),
  step(U.expenseManagedUsersCall, (k) => ({ params: { userid: k.user.userid } })),
  step(S.alertTypesCall),
  step(S.controlDashboardCall, (k) => withCompany(k, (companyId) => ({ params: { companyId } }))),
  step(S.controlSummaryCall, (k) =>
    needs(k, S.controlDashboardCall, (d) =>
      d.data.byType[0]
        ? { params: { typeId: d.data.byType[0].spendControlAlertTypeId, companyId: d.data.companyId } }
        : 'the company has no alerts or controls',
    ),
  ),
  step(S.companyControlsCall, (k) => withCompany(k, (id) => ({ params: { id } }))),
  step(S.companyContactsCall, (k) => withCompany(k, (id) => ({ params: { id } }))),
  step(S.consumerControlsCall, (k) => account(k, (a) => ({ params: { id: a.accountEntityId } }))),
  step(M.mccGroupsCall, () => ({ query: { categories: 'Standard' } })),
  step(M.companyMccGroupsCall, (k) => withCompany(k, (id) => ({ params: { id } }))),
  step(M.mccCodesCall),
  step(S.evaluateControlsCall, (k) =>
    account(k, (a) =>
      needs(k, M.mccCodesCall, (codes) =>
        codes.data[0]
          ? {
              params: { id: a.accountEntityId },
              query: { merchantCategoryCode: codes.data[0].mccCode, amount: '10.00', international: false, cardNotPresent: false },
            }
          : 'the platform lists no merchant category code',
      ),
    ),
  ),
  step(V.vendorSearchCall, (k) => virtualCards(k, (companyId) => ({ params: { companyId }, query: { page: 0, size: 10 } }))),
  step(V.vendorCall, (k) =>
    virtualCards(k, (companyId) =>
      needs(k, V.vendorSearchCall, (p) =>
        p.content[0] ? { params: { companyId, vendorId: p.content[0].vendorId } } : 'the company has no vendor',
      ),
    ),
  ),
  step(V.searchVirtualCardsCall, (k) => virtualCards(k, (companyId) => ({ params: { companyId }, query: { page: 0, size: 10 } }))),
  step(V.virtualCardCall, (k) =>
    virtualCards(k, (companyId) =>
      needs(k, V.searchVirtualCardsCall, (p) =>
        p.content[0] ? { params: { companyId, card: p.content[0].cardNumber } } : 'the company has no virtual card',
      ),
    ),
  ),
  step(V.providerAuthorizationsCall, (k) =>
    virtualCards(k, (companyId) =>
      needs(k, V.searchVirtualCardsCall, (p) =>
        p.content[0] ? { params: { companyId, card: p.content[0].cardNumber } } : 'the company has no virtual card',
      ),
    ),
  ),
  step(V.virtualSubaccountsCall, (k) => virtualCards(k, (companyId) => ({ params: { companyId } }))),
  step(V.ghostCardsCall, (k) => virtualCards(k, (companyId) => ({ params: { companyId } }))),
  step(V.vendorPaymentsCall, (k) => virtualCards(k, (companyId) => ({ params: { companyId }, query: { page: 0, size: 10 } }))),
  step(V.vendorPaymentCall, (k) =>
    virtualCards(k, (companyId) =>
      needs(k, V.vendorPaymentsCall, (p) =>
        p.content[0] ? { params: { companyId, paymentId: p.content[0].paymentId } } : 'the company has no vendor payment',
      ),
    ),
  ),
  step(V.vendorPaymentsDownloadCall, (k) => virtualCards(k, (companyId) => ({ params: { companyId } }))),
  step(X.expenseDefaultsCall, (k) => companyExpenses(k, (id) => ({ params: { id } }))),
  step(X.glAccountsCall, (k) => companyExpenses(k, (id) => ({ params: { id } }))),
  step(X.companyExpenseReportsCall, (k) => companyExpenses(k, (id) => ({ params: { id }, query: { page: 0, size: 10 } }))),
  ...aReport(X.companyExpenseReportsCall),
  step(F.fleetCodesCall, (k) =>
    needs(k, C.searchCompanyCall, (c) =>
      (PRODUCT_CODE_GROUPS.fleet as readonly number[]).includes(c.data.productTypeCode)
        ? account(k, (a) => ({ params: { companyId: c.data.companyId, id: a.accountEntityId } }))
        : "the company's product has no fleet codes",
    ),
  ),
  step(B.holdingCompanyCall, (k) =>
    k.user.userHoldingCompanyId === null ? 'the user has no holding company' : { params: { id: k.user.userHoldingCompanyId } },
  ),
  step(B.holdingCompanyAssociationsCall, (k) =>
    k.user.userHoldingCompanyId === null ? 'the user has no holding company' : { params: { id: k.user.userHoldingCompanyId } },
  ),
];

const VENDOR_LINK = "needs the key of a vendor's enrollment link";
/**
 * The calls that read which the check does not make, and why: each needs what only a link brings, is asked at login,
 * or is the same as a call the check makes. With the two plans, every GET call of the contract is accounted for (a test
 * holds it so).
 */
export const NOT_CHECKED: Readonly<Record<string, string>> = {
  'user.twoFactorStepOne': 'asked at login, for a user who needs two-factor authentication',
  'user.keepalive': 'the same as authentication.keepalive, which the screens ask instead',
  'publicAccount.invitation': "needs the key of an administrator's invitation email",
  'vendorEnrollment.check': VENDOR_LINK,
  'vendorEnrollment.provider': VENDOR_LINK,
  'vendorEnrollment.card': VENDOR_LINK,
  'vendorEnrollment.payments': VENDOR_LINK,
};
