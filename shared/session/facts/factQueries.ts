import { HoldingCompanyAssociationsResponse, HoldingCompanyResponse, ReportingResponse, BrandDetailResponse, type BrandDetail } from '../../contract/brand.js';
import { SearchCompanyResponse, type Company } from '../../contract/company.js';
import { CardholderDashboardResponse, type CardholderDashboard } from '../../contract/cards.js';
import { http } from '../http.js';
import { isHttpError } from '../httpError.js';

/**
 * The session-wide facts (spec §1 "After login the portal loads brand details, company data, cardholder
 * dashboard data …"): what the chrome, the permission rules and several screens read. Each is one query of
 * the shared cache; a screen that needs the same fact asks with the same definition and gets the same answer.
 * Per-screen calls live in their feature's `api/` folder, not here.
 */
export type HoldingCompany = HoldingCompanyResponse['data'];
export type HoldingCompanyAssociation = HoldingCompanyAssociationsResponse['data'][number];

const enc = encodeURIComponent;

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
};

export const factQueries = {
  /** GET /brand/{brand}: display name, phone, email, reporting URL and rewards variant. */
  brandDetails: (code: string) => ({
    queryKey: factKeys.brandDetails(code),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<BrandDetail> =>
      http.get(`/api/brand/${enc(code)}`, { schema: BrandDetailResponse, signal }).then((a) => a.data),
  }),
  /**
   * GET /searchcompany with the processor's figures (spec §3: processor values override the database's). When the
   * processor can't be reached (a platform failure, not a refusal) the database's figures are asked for instead:
   * their `dataSource` is 'DATABASE', and screens say the figures may be out of date.
   */
  company: (companyId: string) => ({
    queryKey: factKeys.company(companyId),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Company> => {
      const ask = (processor: boolean) =>
        http.get(`/api/searchcompany?companyId=${enc(companyId)}&useProcessorData=${processor}`, { schema: SearchCompanyResponse, signal }).then((a) => a.data);
      try {
        return await ask(true);
      } catch (err) {
        if (signal.aborted || !platformFailed(err)) throw err;
        return ask(false);
      }
    },
  }),
  /** GET /v1/cards/cardholder/dashboard[?cardNumber]: the card in view (a cardholder's own when null). */
  dashboard: (cardRef: string | null) => ({
    queryKey: factKeys.dashboard(cardRef),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CardholderDashboard> =>
      http.get(`/api/v1/cards/cardholder/dashboard${cardRef ? `?cardNumber=${enc(cardRef)}` : ''}`, { schema: CardholderDashboardResponse, signal }).then((a) => a.data),
  }),
  holdingCompany: (id: string) => ({
    queryKey: factKeys.holdingCompany(id),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<HoldingCompany> =>
      http.get(`/api/v1/brands/holdingcompany/${enc(id)}`, { schema: HoldingCompanyResponse, signal }).then((a) => a.data),
  }),
  associations: (id: string) => ({
    queryKey: factKeys.associations(id),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<HoldingCompanyAssociation[]> =>
      http.get(`/api/v1/brands/holdingcompany/${enc(id)}/associations`, { schema: HoldingCompanyAssociationsResponse, signal }).then((a) => a.data),
  }),
  /** GET /reporting: the platform's reporting URL (the Reporting menu entry opens it in a new tab). */
  reporting: () => ({
    queryKey: factKeys.reporting,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<string> => http.get('/api/reporting', { schema: ReportingResponse, signal }).then((a) => a.data.url),
  }),
};
