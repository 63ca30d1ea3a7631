import { describe, expect, it } from 'vitest';
import { cardTransactionsCall, type CardholderDashboard } from '../../../shared/contract/cards.js';
import { expenseTransactionsCall } from '../../../shared/contract/expenseReports.js';
import { CARD_RECIPES, dashboardUrl } from '../../../shared/session/compose/cardRecipes.js';
import { accountRecipe, companyControlsRecipe } from '../../../shared/session/compose/companyRecipes.js';
import { composedUrl, pieceData, planOf } from '../../../shared/session/compose/pageRecipe.js';
import { RECIPES } from '../../../shared/session/compose/recipes.js';

/**
 * The composed pages' recipes (shared/session/compose): one definition of which calls a page needs and how each
 * piece's address follows the first call's answer, read by the gateway, the first round and the page alike.
 */
const dashboard = (over: Partial<CardholderDashboard> = {}, card: string | null = 'REF/1'): { data: CardholderDashboard } => ({
  data: {
    accountEntitySummary: {
      accountEntityId: 500_001,
      accountEntityType: 'Primary',
      accountId: 9001,
      userid: 1,
      firstName: 'A',
      lastName: 'B',
      cardNumber: card,
      cardNumberLast4: card ? '1234' : null,
      consolidatorRedeemer: false,
      companyConsolidateRewards: false,
      externalStatusCommonName: 'Open',
      accountType: 'CONSUMER',
      status: 'OPEN',
    },
    productSummary: { productTypeCode: 101, rewardsEnabled: true, productName: 'P' },
    inactiveCards: [],
    expenseReportingEnabled: false,
    companyId: 1001,
    companyName: 'C',
    balances: {
      currentBalance: 0,
      availableCredit: 0,
      creditLimit: 0,
      statementBalance: 0,
      minimumPaymentDue: 0,
      paymentDueDate: '2026-01-01',
      lastPaymentAmount: null,
      lastPaymentDate: null,
    },
    rewardsPointsBalance: 0,
    cardReplacementInfo: {
      displayReplaceCard: false,
      address: { address1: '', address2: '', city: '', state: '', zipCode: '' },
      cardHolders: [],
    },
    lockedCard: false,
    paperless: false,
    ...over,
  },
});
const urls = (pieces: Readonly<Record<string, { url: string; headers?: Readonly<Record<string, string>> }>> | null) =>
  pieces && Object.fromEntries(Object.entries(pieces).map(([k, v]) => [k, v.headers ? [v.url, v.headers] : v.url]));
const plan = (name: string, query = '') => RECIPES.get(name)!(new URLSearchParams(query))!;

describe('page recipes', () => {
  it('the cardholder home: the dashboard of the card in view, then its card’s rewards and newest transactions, and the expense panel where the company has it', () => {
    const home = plan('cardholder-home', 'cardNumber=REF%2F1');
    expect(home.first.url).toBe('/api/v1/cards/cardholder/dashboard?cardNumber=REF%2F1');
    expect(urls(home.pieces(dashboard()))).toEqual({
      rewardDescription: ['/api/v1/rewards/rewarddescription', { cardNumber: 'REF/1' }],
      recentTransactions: '/api/v1/cards/encrypted/REF%2F1/transactions?cycle=011900&page=0&size=10',
    });
    expect(urls(home.pieces(dashboard({ expenseReportingEnabled: true, companyId: 1102 })))).toMatchObject({
      expenseReportEnabled: '/api/company/expensereport/1102/enabled',
      expensePurchases: '/api/v1/expensereport/transactions',
    });
    // No card issued yet: nothing about a card is asked.
    expect(urls(plan('cardholder-home').pieces(dashboard({}, null)))).toEqual({});
    expect(plan('cardholder-home').first.url).toBe('/api/v1/cards/cardholder/dashboard');
  });

  it('Payments, Rewards, Alerts and Controls and Services: each page’s calls from the dashboard’s card, account and account type', () => {
    const d = dashboard();
    expect(urls(plan('cardholder-payments').pieces(d))).toEqual({ paymentInfo: '/api/v1/payments/paymentinfo?cardNumber=REF%2F1' });
    expect(Object.keys(plan('cardholder-rewards').pieces(d)!)).toEqual(['rewardDescription', 'bonusPoints', 'redemptionHistory']);
    expect(urls(plan('cardholder-alerts').pieces(d))).toEqual({
      alertTypes: '/api/v1/spendcontrols/alerttypes?accountTypes=CONSUMER',
      controls: '/api/v1/spendcontrols/control/consumer/500001',
      standardMccGroups: '/api/v1/mcc/groups?categories=Standard',
    });
    expect(urls(plan('cardholder-services').pieces(d))).toEqual({
      replacement: '/api/card/replace/avail?cards=REF%2F1&channel=WEB',
      controls: '/api/v1/spendcontrols/control/consumer/500001',
    });
  });

  it('a first answer the recipe cannot read (another shape, a fault) plans no pieces; a query that is no input plans nothing', () => {
    expect(plan('cardholder-home').pieces({ data: { odd: true } })).toBeNull();
    expect(plan('cardholder-home').pieces({ ...dashboard(), fault: { faultCode: 'CSSFAULT', faultString: 'x' } })).toBeNull();
    expect(RECIPES.get('cardholder-home')!(new URLSearchParams('cardNumber='))).toBeNull();
    expect(RECIPES.get('company-account')!(new URLSearchParams('accountEntityId=12abc'))).toBeNull();
    expect(RECIPES.get('company-account')!(new URLSearchParams(''))).toBeNull();
    expect(RECIPES.get('company-controls')!(new URLSearchParams('companyId=../1'))).toBeNull();
  });

  it("a company account: the search by its id, then the account, its profile, addresses, extras, its company's processor figures and its card's", () => {
    const p = planOf(accountRecipe, new URLSearchParams('accountEntityId=500322'))!;
    expect(p.first.url).toBe('/api/v1/accounts/search/native?accountEntityId=500322&useProcessorData=true');
    const account = {
      accountEntityId: 500322,
      accountEntityType: 'Sub',
      accountId: 11020,
      companyId: 1102,
      parentAccountEntityId: null,
      externalStatus: 'OPEN',
      externalStatusCommonName: 'Open',
      externalCardStatus: 'OPEN',
      externalCardStatusCommonName: 'Open',
      plasticCount: 1,
      firstName: 'A',
      lastName: 'B',
      cardNumber: 'C/1',
      cardNumberLast4: '1',
      status: 'OPEN',
      creditLimit: 1,
      currentBalance: 0,
      availableCredit: 1,
      userid: null,
      dataSource: 'PROCESSOR',
    };
    expect(urls(p.pieces({ data: [account] }))).toEqual({
      subaccount: '/api/v1/accounts/11020/subaccounts/500322',
      profile: '/api/v1/accounts/11020/subaccounts/500322/profile',
      addresses: '/api/v1/accounts/11020/subaccounts/500322/addresses',
      extras: '/api/account/11020/subaccount/500322',
      processor: '/api/v1/cards/company/1102/accounts/11020/processor',
      cardSummary: '/api/cards/C%2F1/accountSummary',
      replacement: '/api/card/replace/avail?cards=C%2F1&channel=WEB',
    });
    expect(urls(p.pieces({ data: [{ ...account, cardNumber: null }] }))).not.toHaveProperty('cardSummary');
    expect(p.pieces({ data: [] })).toEqual({});
  });

  it("the admin's alerts and controls: the company's control dashboard, then each type it lists", () => {
    const p = planOf(companyControlsRecipe, new URLSearchParams('companyId=1102'))!;
    expect(p.first.url).toBe('/api/v1/spendcontrols/control/company/1102/dashboard');
    const byType = [1, 6].map((id) => ({ spendControlAlertTypeId: id, name: `T${id}`, kind: 'ALERT' as const, count: 1 }));
    expect(urls(p.pieces({ data: { companyId: 1102, totalAlerts: 2, totalControls: 0, accountsWithControls: 1, byType } }))).toEqual({
      'summary.1': '/api/v1/spendcontrols/control/1/company/1102/summary',
      'summary.6': '/api/v1/spendcontrols/control/6/company/1102/summary',
    });
  });

  it('the browser’s address of a composed page reads back as its input; the dashboard alone where no recipe composes it', () => {
    for (const cardNumber of [null, 'REF/1 +x&y']) {
      const url = composedUrl(CARD_RECIPES['cardholder-rewards'], { cardNumber });
      expect(url.startsWith('/bff/cardholder-rewards')).toBe(true);
      expect(CARD_RECIPES['cardholder-rewards'].read(new URL(url, 'http://x').searchParams)).toEqual({ cardNumber });
    }
    expect(dashboardUrl('REF', null)).toBe('/api/v1/cards/cardholder/dashboard?cardNumber=REF');
    expect(dashboardUrl(null, 'cardholder-home')).toBe('/bff/cardholder-home');
  });

  it("reads a piece only when the platform answered it in its call's shape", () => {
    const page = { data: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 } };
    const answer = {
      first: {},
      pieces: {
        ok: { status: 200, body: page.data },
        refused: { status: 403, body: { error: 'Forbidden', message: 'no' } },
        faulty: { status: 200, body: { ...page.data, fault: { faultCode: 'CSSFAULT', faultString: 'x' } } },
        odd: { status: 200, body: { data: 'nope' } },
      },
    };
    expect(pieceData(answer, 'ok', cardTransactionsCall)).toEqual(page.data);
    for (const name of ['refused', 'faulty', 'odd', 'absent']) expect(pieceData(answer, name, cardTransactionsCall), name).toBeUndefined();
    expect(expenseTransactionsCall.source).toBe('portal');
  });
});
