import { brandDetailsCall, holdingCompanyAssociationsCall, holdingCompanyCall, reportingCall } from '../../contract/brand.js';
import { cardholderDashboardCall } from '../../contract/cards.js';
import { cardholderAlertsCall, cardholderHomeCall, cardholderPaymentsCall, cardholderRewardsCall, cardholderServicesCall } from '../../contract/combinedCalls.js';
import { searchCompanyCall } from '../../contract/company.js';
import { callUrl } from '../../contract/platformCall.js';
import type { DashboardWith } from '../cardholderHome.js';

/**
 * The addresses of the session facts' calls, built from the calls' definitions. Their own module, apart from the
 * pages' (callUrls.ts, which spreads these), so an area's first visit carries the definitions of these calls only.
 */
const enc = encodeURIComponent;
const cardQuery = (cardRef: string | null): string | undefined => (cardRef ? `cardNumber=${enc(cardRef)}` : undefined);

export const factUrls = {
  brandDetails: (code: string) => callUrl(brandDetailsCall, { brand: code }),
  reporting: () => callUrl(reportingCall, {}),
  company: (companyId: string, processor: boolean) => callUrl(searchCompanyCall, {}, `companyId=${enc(companyId)}&useProcessorData=${processor}`),
  /** The card in view's dashboard; null: a cardholder's own card. */
  dashboard: (cardRef: string | null) => callUrl(cardholderDashboardCall, {}, cardQuery(cardRef)),
  /** The dashboard with the home's reward description and newest transactions (one round, issue 21). */
  cardholderHome: (cardRef: string | null) => callUrl(cardholderHomeCall, {}, cardQuery(cardRef)),
  /** The dashboard with the card's payment information (the Payments page in one round, issue 21). */
  cardholderPayments: (cardRef: string | null) => callUrl(cardholderPaymentsCall, {}, cardQuery(cardRef)),
  /** The dashboard with the card's reward description, bonus points and redemption history (the Rewards page in one round, issue 21). */
  cardholderRewards: (cardRef: string | null) => callUrl(cardholderRewardsCall, {}, cardQuery(cardRef)),
  /** The dashboard with its alert types and controls (the Alerts and Controls page in one round, issue 21). */
  cardholderAlerts: (cardRef: string | null) => callUrl(cardholderAlertsCall, {}, cardQuery(cardRef)),
  /** The dashboard with its card's replacement availability and its controls (the Services page in one round, issue 21). */
  cardholderServices: (cardRef: string | null) => callUrl(cardholderServicesCall, {}, cardQuery(cardRef)),
  /** The call that brings the card in view's dashboard on a page: with that page's other first calls, or alone. */
  dashboardCall: (cardRef: string | null, pieces: DashboardWith) => (pieces ? COMBINED[pieces] : factUrls.dashboard)(cardRef),
  holdingCompany: (id: string) => callUrl(holdingCompanyCall, { id }),
  associations: (id: string) => callUrl(holdingCompanyAssociationsCall, { id }),
};

/** The combined call of each page that has one (cardholderHome.ts `dashboardWith`). */
const COMBINED: Record<NonNullable<DashboardWith>, (cardRef: string | null) => string> = {
  home: factUrls.cardholderHome,
  payments: factUrls.cardholderPayments,
  rewards: factUrls.cardholderRewards,
  alerts: factUrls.cardholderAlerts,
  services: factUrls.cardholderServices,
};
