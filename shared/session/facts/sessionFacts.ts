import { batch, computed, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import { QueryObserver, type QueryKey } from '@tanstack/query-core';
import type { BrandDetail } from '../../contract/brand.js';
import type { Company } from '../../contract/company.js';
import type { CardholderDashboard } from '../../contract/cards.js';
import { isCardholderUser } from '../../permissions/user.js';
import type { HttpError } from '../httpError.js';
import { NOT_NEEDED, isLoading, isNotNeeded, isSettled, queryClient, type Loaded } from '../queryClient.js';
import { brand, cardNumberParam, onLoggedOut, reportingUrl, selectedCompany, user, view } from '../store.js';
import { planFacts } from './factPlan.js';
import { factQueries, type DashboardComposer, type HoldingCompany, type HoldingCompanyAssociation } from './factQueries.js';

interface FactOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

/** A session fact: a signal that follows one query of the shared cache while the session needs it. */
interface Fact<T> {
  readonly state: ReadonlySignal<Loaded<T>>;
  /** Follows this query (null: not needed, back to NOT_NEEDED). */
  follow(options: FactOptions<T> | null): void;
}

function createFact<T>(): Fact<T> {
  const state = signal<Loaded<T>>(NOT_NEEDED);
  let observer: QueryObserver<T, HttpError> | null = null;
  let stop: (() => void) | null = null;
  let key = '';
  const publish = (r: Loaded<T>) => {
    state.value = { status: r.status, fetchStatus: r.fetchStatus, data: r.data, error: r.error } as Loaded<T>;
  };
  return {
    state,
    follow(options) {
      if (!options) {
        stop?.();
        observer = null;
        stop = null;
        key = '';
        state.value = NOT_NEEDED;
        return;
      }
      const next = JSON.stringify(options.queryKey);
      if (observer && next === key) return;
      key = next;
      if (!observer) {
        observer = new QueryObserver<T, HttpError>(queryClient, options);
        stop = observer.subscribe(publish);
      } else observer.setOptions(options);
      publish(observer.getCurrentResult());
    },
  };
}

const facts = {
  brandDetails: createFact<BrandDetail>(),
  company: createFact<Company>(),
  dashboard: createFact<CardholderDashboard>(),
  holdingCompany: createFact<HoldingCompany>(),
  associations: createFact<HoldingCompanyAssociation[]>(),
  reporting: createFact<string>(),
};

export const brandDetails = facts.brandDetails.state;
/** The company in view: the `company` parameter's, else the admin's own, else the company of the card in view. */
export const company = facts.company.state;
/** The cardholder dashboard of the card in view (cardholder view). */
export const dashboard = facts.dashboard.state;
export const holdingCompany = facts.holdingCompany.state;
export const associations = facts.associations.state;

/** How the dashboard fact asks for it on this page (startSessionData's `composeDashboard`); null: alone. */
let dashboardComposer: DashboardComposer | null = null;

/**
 * What each view loads (each piece with its own error flag, docs/requirements.md#spec-8-errors), by `planFacts` (factPlan.ts):
 *
 * | view | facts |
 * |---|---|
 * | every | brand details; the reporting URL when the role may use reporting (not in the cardholder view) |
 * | cardholder | the dashboard of the card in view (`cardNumber`, else the cardholder's own), the company of the card |
 * | program admin | the company in view (`company`, else the admin's own) |
 * | holding company | the holding company and its associations |
 */
function follow(): void {
  const u = user.value;
  const v = view.value;
  const code = brand.value?.brand ?? null;
  const companyParam = selectedCompany.value;
  const cardRef = cardNumberParam.value;
  // The company of a card an admin looks at comes with the card; a cardholder's is known at once.
  const card = v === 'cardholderView' && u && !isCardholderUser(u) ? dashboard.value : NOT_NEEDED;
  untracked(() =>
    batch(() => {
      if (!u || !v) {
        for (const f of Object.values(facts)) f.follow(null);
        return;
      }
      const plan = planFacts({
        user: u,
        view: v,
        brandCode: code,
        companyParam,
        cardRef,
        cardCompany: { settled: isSettled(card), companyId: card.data?.companyId },
      });
      facts.brandDetails.follow(plan.brandDetails ? factQueries.brandDetails(plan.brandDetails) : null);
      facts.reporting.follow(plan.reporting ? factQueries.reporting() : null);
      facts.company.follow(plan.company ? factQueries.company(plan.company) : null);
      facts.dashboard.follow(plan.dashboard ? factQueries.dashboard(plan.dashboard.cardRef, dashboardComposer) : null);
      facts.holdingCompany.follow(plan.holdingCompany ? factQueries.holdingCompany(plan.holdingCompany) : null);
      facts.associations.follow(plan.holdingCompany ? factQueries.associations(plan.holdingCompany) : null);
    }),
  );
}

/**
 * Whether the facts the permission rules read for the current view have settled (loaded or failed), so the
 * menus are built without flashing entries that are about to disappear.
 */
export const factsReady: ReadonlySignal<boolean> = computed(() => {
  const v = view.value;
  if (!v || !user.value) return false;
  const reportingSettled = isSettled(facts.reporting.state.value);
  if (v === 'cardholderView') return isSettled(dashboard.value) && isSettled(company.value) && !isNotNeeded(company.value);
  if (v === 'programAdminView') return isSettled(company.value) && reportingSettled;
  return reportingSettled;
});

/** Whether a fact the current view's rules need failed to load (a page behind a rule can't be decided). */
export const factsFailed: ReadonlySignal<boolean> = computed(() => {
  const v = view.value;
  if (v === 'cardholderView') return dashboard.value.status === 'error' || company.value.status === 'error';
  if (v === 'programAdminView') return company.value.status === 'error';
  return false;
});

/**
 * Starts following the session's facts for this page: the user, view, company and card in view decide what
 * is asked. Call once per page (the logged-in areas' start-up does). Logging out clears the whole cache.
 * `composeDashboard` (composedDashboard.ts, the cardholder area's): on a page composed with the dashboard (the home,
 * the offer watcher on the way to it, Payments, Rewards, Alerts and Controls, Services), how it comes with that page's
 * other calls in one round.
 * Returns a stop function.
 */
export function startSessionData(options: { composeDashboard?: DashboardComposer | null } = {}): () => void {
  dashboardComposer = options.composeDashboard ?? null;
  const stopFollowing = effect(follow);
  const stopReporting = effect(() => {
    const r = facts.reporting.state.value;
    if (r.status === 'success' && /^https?:\/\//i.test(r.data)) untracked(() => (reportingUrl.value = r.data));
  });
  const stopClearing = onLoggedOut(() => queryClient.clear());
  return () => {
    stopFollowing();
    stopReporting();
    stopClearing();
    for (const f of Object.values(facts)) f.follow(null);
  };
}

export { isLoading };
