import { batch, computed, effect, untracked, type ReadonlySignal } from '@preact/signals-core';
import type { User } from '../../contract/authentication.js';
import { HoldingCompanyAssociationsResponse, HoldingCompanyResponse, ReportingResponse, BrandDetailResponse, type BrandDetail } from '../../contract/brand.js';
import { SearchCompanyResponse, type Company } from '../../contract/company.js';
import { CompanyAccountsResponse, type AccountDetail } from '../../contract/accounts.js';
import { CardholderDashboardResponse, CURRENT_CYCLE, TransactionsResponse, type CardholderDashboard, type Transaction } from '../../contract/cards.js';
import { REWARDS_CARD_HEADER, RewardDescriptionResponse } from '../../contract/rewards.js';
import type { Page } from '../../contract/common.js';
import { companySummary } from '../../permissions/policies/companySummary.js';
import { reporting as reportingPolicy } from '../../permissions/policies/reporting.js';
import { rewards as rewardsPolicy } from '../../permissions/policies/rewards.js';
import { transactions as transactionsPolicy } from '../../permissions/policies/cardholderFeatures.js';
import { isCardholderUser } from '../../permissions/user.js';
import { http } from '../http.js';
import { brand, cardNumberParam, reportingUrl, selectedCompany, user, view } from '../store.js';
import type { View } from '../views.js';
import { createResource, isSettled, type Loadable, type Resource } from './loadable.js';

/**
 * What the portal loads after login (spec §1 "After login the portal loads brand details, company data,
 * cardholder dashboard data and rewards data"), as the user's role and view need it, each piece with
 * its own status and error flag (spec §8). Loaded once per page load, again when the company or card in
 * view changes (the `company` and `cardNumber` parameters), cleared on logout.
 *
 * | view | loads |
 * |---|---|
 * | every | brand details `GET /api/brand/{brand}` |
 * | cardholder | dashboard `GET /api/v1/cards/cardholder/dashboard[?cardNumber]`, the company of the card (`GET /api/searchcompany?companyId&useProcessorData=true`), recent transactions and rewards of the card when the rules allow them |
 * | program admin | the company in view (`company` parameter, else the user's) with processor figures; its accounts (`GET /api/v1/accounts/company/{id}`) when the company summary is visible to the role; the reporting URL (`GET /api/reporting`) when reporting is |
 * | holding company | the holding company `GET /api/v1/brands/holdingcompany/{id}` and its associations; the reporting URL |
 */
export type RewardDescription = RewardDescriptionResponse['data'];
export type HoldingCompany = HoldingCompanyResponse['data'];
export type HoldingCompanyAssociation = HoldingCompanyAssociationsResponse['data'][number];

export const resources = {
  brandDetails: createResource<BrandDetail>('brandDetails'),
  company: createResource<Company>('company'),
  companyAccounts: createResource<Page<AccountDetail>>('companyAccounts'),
  dashboard: createResource<CardholderDashboard>('dashboard'),
  transactions: createResource<Page<Transaction>>('transactions'),
  rewards: createResource<RewardDescription>('rewards'),
  holdingCompany: createResource<HoldingCompany>('holdingCompany'),
  associations: createResource<HoldingCompanyAssociation[]>('associations'),
  reporting: createResource<string>('reporting'),
};
export type ResourceName = keyof typeof resources;

export const brandDetails = resources.brandDetails.state;
export const company = resources.company.state;
export const companyAccounts = resources.companyAccounts.state;
export const dashboard = resources.dashboard.state;
export const transactions = resources.transactions.state;
export const rewards = resources.rewards.state;
export const holdingCompany = resources.holdingCompany.state;
export const associations = resources.associations.state;

/** Page size of the company accounts and recent transactions shown on the area homes. */
export const SUMMARY_PAGE_SIZE = 10;

const enc = encodeURIComponent;
const dataOf = <T>(answer: { data: T }): T => answer.data;

export const calls = {
  brandDetails: (code: string) => http.get(`/api/brand/${enc(code)}`, { schema: BrandDetailResponse }).then(dataOf),
  company: (companyId: string) =>
    http.get(`/api/searchcompany?companyId=${enc(companyId)}&useProcessorData=true`, { schema: SearchCompanyResponse }).then(dataOf),
  companyAccounts: (companyId: string) =>
    http.get(`/api/v1/accounts/company/${enc(companyId)}?page=0&size=${SUMMARY_PAGE_SIZE}&useProcessorData=true`, { schema: CompanyAccountsResponse }),
  dashboard: (cardRef: string | null) =>
    http.get(`/api/v1/cards/cardholder/dashboard${cardRef ? `?cardNumber=${enc(cardRef)}` : ''}`, { schema: CardholderDashboardResponse }).then(dataOf),
  transactions: (cardRef: string) =>
    http.get(`/api/v1/cards/encrypted/${enc(cardRef)}/transactions?cycle=${CURRENT_CYCLE}&page=0&size=${SUMMARY_PAGE_SIZE}`, { schema: TransactionsResponse }),
  rewards: (cardRef: string) =>
    http.get('/api/v1/rewards/rewarddescription', { schema: RewardDescriptionResponse, headers: { [REWARDS_CARD_HEADER]: cardRef } }).then(dataOf),
  holdingCompany: (id: string) => http.get(`/api/v1/brands/holdingcompany/${enc(id)}`, { schema: HoldingCompanyResponse }).then(dataOf),
  associations: (id: string) =>
    http.get(`/api/v1/brands/holdingcompany/${enc(id)}/associations`, { schema: HoldingCompanyAssociationsResponse }).then(dataOf),
  reporting: () => http.get('/api/reporting', { schema: ReportingResponse }).then((a) => a.data.url),
};

export interface LoadInput {
  user: User | null;
  view: View | null;
  brandCode: string | null;
  /** The `company` parameter. */
  companyParam: string | null;
  /** The `cardNumber` parameter. */
  cardNumberParam: string | null;
}

function keep(needed: Set<ResourceName>): void {
  batch(() => {
    for (const [name, r] of Object.entries(resources) as [ResourceName, Resource<unknown>][]) if (!needed.has(name)) r.reset();
  });
}

const isHttpsUrl = (url: string): boolean => /^https?:\/\//i.test(url);

/**
 * Loads what the user's view needs; resources already loaded for the same key are not asked again.
 * Resolves when every call it started has settled.
 */
export async function loadSessionData(input: LoadInput): Promise<void> {
  const { user: u, view: v } = input;
  if (!u || !v) {
    keep(new Set());
    return;
  }
  const needed = new Set<ResourceName>();
  const work: Promise<unknown>[] = [];
  const start = <T>(name: ResourceName, key: string, fetcher: () => Promise<T>): Promise<Loadable<T>> => {
    needed.add(name);
    const p = (resources[name] as unknown as Resource<T>).load(key, fetcher);
    work.push(p);
    return p;
  };

  if (input.brandCode) {
    const code = input.brandCode;
    start('brandDetails', code, () => calls.brandDetails(code));
  }
  if (v !== 'cardholderView' && reportingPolicy.view(u, { view: v })) {
    work.push(
      start('reporting', String(u.userid), calls.reporting).then((r) => {
        if (r.status === 'ready' && r.data && isHttpsUrl(r.data)) reportingUrl.value = r.data;
      }),
    );
  }

  if (v === 'programAdminView') {
    const companyId = input.companyParam ?? (u.userCompanyId != null ? String(u.userCompanyId) : null);
    if (companyId) {
      start('company', companyId, () => calls.company(companyId));
      if (companySummary.view(u, { view: v })) start('companyAccounts', companyId, () => calls.companyAccounts(companyId));
    }
  } else if (v === 'holdingCompanyView') {
    const id = u.userHoldingCompanyId != null ? String(u.userHoldingCompanyId) : null;
    if (id) {
      start('holdingCompany', id, () => calls.holdingCompany(id));
      start('associations', id, () => calls.associations(id));
    }
  } else {
    const cardRef = input.cardNumberParam;
    const dash = start('dashboard', cardRef ?? 'own', () => calls.dashboard(cardRef));
    // A cardholder's company is known at once; an admin's comes with the card they look at.
    const companyOf = async (): Promise<string | null> => {
      if (isCardholderUser(u) && u.userCompanyId != null) return String(u.userCompanyId);
      const d = await dash;
      const id = d.data?.companyId ?? u.userCompanyId;
      return id != null ? String(id) : null;
    };
    needed.add('company');
    const companyDone = companyOf().then((id) => {
      if (id) return start('company', id, () => calls.company(id));
      resources.company.reset();
      return null;
    });
    needed.add('transactions');
    needed.add('rewards');
    work.push(
      Promise.all([dash, companyDone]).then(async ([d]) => {
        const card = d.data?.accountEntitySummary.cardNumber ?? null;
        const ctx = { view: v, dashboard: d.data, company: resources.company.state.peek().data };
        const more: Promise<unknown>[] = [];
        if (card && transactionsPolicy.view(u, ctx)) more.push(resources.transactions.load(card, () => calls.transactions(card)));
        else resources.transactions.reset();
        if (card && rewardsPolicy.access(u, ctx)) more.push(resources.rewards.load(card, () => calls.rewards(card)));
        else resources.rewards.reset();
        await Promise.all(more);
      }),
    );
  }
  keep(needed);
  await Promise.all(work);
}

/** Every resource back to idle (logout). */
export const resetSessionData = (): void => keep(new Set());

/**
 * Whether the facts the permission rules read for the current view have settled (loaded or failed), so
 * the menus can be built without flashing entries that are about to disappear.
 */
export const factsReady: ReadonlySignal<boolean> = computed(() => {
  const v = view.value;
  if (!v || !user.value) return false;
  const reportingSettled = isSettled(resources.reporting.state.value);
  if (v === 'cardholderView') return isSettled(dashboard.value) && isSettled(company.value) && company.value.status !== 'idle';
  if (v === 'programAdminView') return isSettled(company.value) && reportingSettled;
  return reportingSettled;
});

/**
 * Starts loading for this page and follows the user, view, company and card in view. Call once per
 * page (the logged-in areas' start-up does). Returns a stop function.
 */
export function startSessionData(): () => void {
  return effect(() => {
    const input: LoadInput = {
      user: user.value,
      view: view.value,
      brandCode: brand.value?.brand ?? null,
      companyParam: selectedCompany.value,
      cardNumberParam: cardNumberParam.value,
    };
    untracked(() => void loadSessionData(input));
  });
}
