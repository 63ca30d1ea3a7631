import {
  HoldingCompanyAssociationsResponse,
  HoldingCompanyResponse,
  ReportingResponse,
  BrandDetailResponse,
  type BrandDetail,
} from '../../contract/brand.js';
import { SearchCompanyResponse, type Company } from '../../contract/company.js';
import { CardholderDashboardResponse, type CardholderDashboard } from '../../contract/cards.js';
import { factUrls } from './factUrls.js';
import { http } from '../http.js';
import { isHttpError } from '../httpError.js';

/**
 * The session-wide facts (docs/requirements.md#spec-1-product "After login the portal loads brand details, company data, cardholder
 * dashboard data …"): what the chrome, the permission rules and several screens read. Each is one query of
 * the shared cache; a screen that needs the same fact asks with the same definition and gets the same answer.
 * Per-screen calls live in their feature's `api/` folder, not here.
 */
export type HoldingCompany = HoldingCompanyResponse['data'];
export type HoldingCompanyAssociation = HoldingCompanyAssociationsResponse['data'][number];

/** A failure of the platform (network, time-out, 5xx, a CSSFAULT), as opposed to a refusal (4xx) or a bad answer. */
const platformFailed = (err: unknown): boolean =>
  isHttpError(err) && (err.kind === 'network' || err.kind === 'timeout' || err.status >= 500 || (err.kind === 'fault' && err.status < 400));

export const factKeys = {
  brandDetails: (code: string) => ['brandDetails', code] as const,
  company: (companyId: string) => ['company', companyId] as const,
  /** Every dashboard (own card and cards in view): invalidate after a write that changes balances or the card. */
  dashboards: ['dashboard'] as const,
  dashboard: (cardRef: string | null) => ['dashboard', cardRef ?? 'own'] as const,
  holdingCompany: (id: string) => ['holdingCompany', id] as const,
  associations: (id: string) => ['holdingCompany', id, 'associations'] as const,
  reporting: ['reporting'] as const,
  /** Every cached rewards answer about one card (Rewards invalidates it after a redemption). */
  rewards: (cardRef: string) => ['rewards', cardRef] as const,
  /** The card's reward description (the home and Rewards). */
  rewardDescription: (cardRef: string) => ['rewards', cardRef, 'description'] as const,
  /** The card's bonus points, with their total (Rewards). */
  bonusPoints: (cardRef: string) => ['rewards', cardRef, 'bonus'] as const,
  /** The card's redemptions, newest first (Rewards). */
  redemptionHistory: (cardRef: string) => ['rewards', cardRef, 'history'] as const,
  /** The current cycle's newest transactions of the card (the home). */
  recentTransactions: (cardRef: string) => ['transactions', cardRef, 'recent'] as const,
  /** A company's expense reporting enablement (the cardholder home's expense panel). */
  expenseReportEnabled: (companyId: number) => ['expenseReportEnabled', companyId] as const,
  /** Every cached answer about one card's payments (the Payments page invalidates it after a payment or a change). */
  payments: (cardRef: string) => ['payments', cardRef] as const,
  /** The card's payment information (every Payments tab reads it). */
  paymentInfo: (cardRef: string) => ['payments', cardRef, 'info'] as const,
  /** The alert types offered for an account type, or every type (`all`): both alerts and controls pages. */
  alertTypes: (accountType: string) => ['alertTypes', accountType] as const,
  /** An account's alerts and controls and its own contacts (Alerts and Controls); its history is under it. */
  consumerControls: (accountEntityId: number) => ['consumerControls', accountEntityId] as const,
  /** Whose replacement availability is cached: invalidated after a replacement or a status change. */
  replacements: ['cardReplacement'] as const,
  /** These cards' replacement availability. */
  replacement: (cardRefs: readonly string[]) => ['cardReplacement', [...cardRefs].sort().join(',')] as const,
  /** The standard merchant category groups a consumer control can name. */
  standardMccGroups: ['mccGroups', 'Standard'] as const,
  /** Posted purchases on no other report (null account: the cardholder's own; with a report: its own lines too); under `['expenseReports']`, so a report's write refreshes it. */
  expensePurchases: (account: number | null, reportId: number | null) =>
    ['expenseReports', 'purchases', account ?? 'own', reportId ?? 'new'] as const,
};

/**
 * How a page composed with the dashboard of the card in view asks for it (facts/composedDashboard.ts): the cardholder
 * area passes it in, so the other areas carry none of the composed pages' code.
 */
export type DashboardComposer = (cardRef: string | null, signal: AbortSignal) => Promise<CardholderDashboard>;

export const factQueries = {
  /** GET /brand/{brand}: display name, phone, email, reporting URL and rewards variant. */
  brandDetails: (code: string) => ({
    queryKey: factKeys.brandDetails(code),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<BrandDetail> =>
      http.get(factUrls.brandDetails(code), { schema: BrandDetailResponse, signal }).then((a) => a.data),
  }),
  /**
   * GET /searchcompany with the processor's figures (docs/requirements.md#spec-3-entities: processor values override the database's). When the
   * processor can't be reached (a platform failure, not a refusal) the database's figures are asked for instead:
   * their `dataSource` is 'DATABASE', and screens say the figures may be out of date.
   */
  company: (companyId: string) => ({
    queryKey: factKeys.company(companyId),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Company> => {
      const ask = (processor: boolean) =>
        http.get(factUrls.company(companyId, processor), { schema: SearchCompanyResponse, signal }).then((a) => a.data);
      try {
        return await ask(true);
      } catch (err) {
        if (signal.aborted || !platformFailed(err)) throw err;
        return ask(false);
      }
    },
  }),
  /**
   * GET /v1/cards/cardholder/dashboard[?cardNumber]: the card in view (a cardholder's own when null). `compose`: on a
   * page composed with it (cardholderHome.ts `dashboardWith`), the gateway's composed answer of that page
   * (`GET /bff/<recipe>`), whose other pieces go into their own calls' keys in the same round.
   */
  dashboard: (cardRef: string | null, compose: DashboardComposer | null = null) => ({
    queryKey: factKeys.dashboard(cardRef),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CardholderDashboard> =>
      compose
        ? compose(cardRef, signal)
        : http.get(factUrls.dashboard(cardRef), { schema: CardholderDashboardResponse, signal }).then((a) => a.data),
  }),
  holdingCompany: (id: string) => ({
    queryKey: factKeys.holdingCompany(id),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<HoldingCompany> =>
      http.get(factUrls.holdingCompany(id), { schema: HoldingCompanyResponse, signal }).then((a) => a.data),
  }),
  associations: (id: string) => ({
    queryKey: factKeys.associations(id),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<HoldingCompanyAssociation[]> =>
      http.get(factUrls.associations(id), { schema: HoldingCompanyAssociationsResponse, signal }).then((a) => a.data),
  }),
  /** GET /reporting: the platform's reporting URL (the Reporting menu entry opens it in a new tab). */
  reporting: () => ({
    queryKey: factKeys.reporting,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<string> =>
      http.get(factUrls.reporting(), { schema: ReportingResponse, signal }).then((a) => a.data.url),
  }),
};
