import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardTransactionsCall, statementsCall } from '../../../shared/contract/cards.js';
import { ownExpenseReportsCall } from '../../../shared/contract/expenseReports.js';
import { startSessionData } from '../../../shared/session/facts/index.js';
import { callPlatform } from '../../../shared/session/http.js';
import { forgetMissingCalls } from '../../../shared/session/missingCalls.js';
import { queryClient } from '../../../shared/session/queryClient.js';
import { initSession, setLoggedOut } from '../../../shared/session/store.js';
import { sidebarEntries } from '../../../spas/app/chrome.js';
import { bootstrap, cardholder, json, scriptFetch } from '../session-core/fixtures.js';

const company = {
  companyId: 1101,
  companyName: 'Co',
  brand: 'demo',
  productTypeCode: 101,
  holdingCompanyId: null,
  expenseReportingEnabled: false,
  activationAcknowledgement: true,
  companyVirtualCard: { virtualCardEnabled: false },
  payOptionType: 'INDIVIDUAL',
  consolidateRewards: false,
  availableCardBalance: 0,
  availableCredit: 0,
  creditLimit: 0,
  billingCycle: 1,
  outstandingBalance: 0,
  accountId: 2,
  status: 'ACTIVE',
  dataSource: 'PROCESSOR',
};
const dashboard = {
  accountEntitySummary: {
    accountEntityId: 1,
    accountEntityType: 'Primary',
    accountId: 2,
    userid: 7,
    firstName: 'Casey',
    lastName: 'C',
    cardNumber: 'REF-1',
    cardNumberLast4: '0001',
    consolidatorRedeemer: false,
    companyConsolidateRewards: false,
    externalStatusCommonName: 'Open',
    accountType: 'CONSUMER',
    status: 'OPEN',
  },
  productSummary: { productTypeCode: 101, rewardsEnabled: true, productName: 'Rewards' },
  inactiveCards: [],
  expenseReportingEnabled: false,
  companyId: 1101,
  companyName: 'Co',
  balances: {
    currentBalance: 1,
    availableCredit: 1,
    creditLimit: 1,
    statementBalance: 1,
    minimumPaymentDue: 1,
    paymentDueDate: '2026-12-01',
    lastPaymentAmount: null,
    lastPaymentDate: null,
  },
  rewardsPointsBalance: 10,
  cardReplacementInfo: {
    displayReplaceCard: true,
    address: { address1: 'a', address2: '', city: 'c', state: 'TN', zipCode: '37201' },
    cardHolders: [],
  },
  lockedCard: false,
  paperless: false,
};

/** A bank's platform with the calls the specification lists (the facts answer) and none of the portal's own (404). */
function specOnlyPlatform() {
  scriptFetch((url) => {
    if (url.startsWith('/api/brand/demo'))
      return json(200, {
        data: {
          brandId: 1,
          brand: 'demo',
          brandValueDisplay: 'Demo Bank',
          phone: 'p',
          email: 'e',
          reportingUrl: null,
          rewardsVariant: 'default',
        },
      });
    if (url.startsWith('/api/searchcompany')) return json(200, { data: company });
    if (url.startsWith('/api/v1/cards/cardholder/dashboard')) return json(200, { data: dashboard });
    return json(404, { error: 'Not Found', message: 'No such call on the card platform.' });
  });
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  vi.unstubAllGlobals();
  forgetMissingCalls();
  setLoggedOut();
  queryClient.clear();
});

describe('the menu on a platform without the portal-defined calls', () => {
  it('hides an entry once every call its screen needs is known missing, and keeps the others', async () => {
    specOnlyPlatform();
    initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 't' }), '');
    stop = startSessionData();
    await vi.waitFor(() => expect(sidebarEntries.value).not.toBeNull());
    const before = sidebarEntries.value!.map((e) => e.id);
    expect(before).toContain('statements');

    // A call the specification lists answering 404 is a refusal about that card, not a missing service: nothing goes.
    await callPlatform(cardTransactionsCall, { params: { card: 'REF-1' } }).catch(() => undefined);
    expect(sidebarEntries.value!.map((e) => e.id)).toEqual(before);
    // A portal call the Statements screen does not need takes nothing away either.
    await callPlatform(ownExpenseReportsCall, {}).catch(() => undefined);
    expect(sidebarEntries.value!.map((e) => e.id)).toEqual(before);

    await callPlatform(statementsCall, { params: { card: 'REF-1' } }).catch(() => undefined);
    expect(sidebarEntries.value!.map((e) => e.id)).toEqual(before.filter((id) => id !== 'statements'));
  });
});
