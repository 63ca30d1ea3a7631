import { ACCOUNT_SORT_FIELDS, type AccountEntityType, type AccountStatus } from '../contract/accounts.js';
import type { DashboardWith } from './cardholderHome.js';

/**
 * The addresses of the calls a signed-in page starts with: one definition for the SPA's query definitions and
 * the gateway's first-round starter (`firstRound.ts`), so an early call and the query that adopts it name the
 * same URL byte for byte.
 */
const enc = encodeURIComponent;

/** The company accounts list's page size (the Company page's table starts at it). */
export const ACCOUNTS_PAGE_SIZE = 50;
/** The prefix of the Company page's accounts table parameters in the URL (`accounts.q`, `accounts.sort`, …). */
export const ACCOUNTS_TABLE_PREFIX = 'accounts';

export interface AccountsSearch {
  q: string;
  status: AccountStatus | null;
  type: AccountEntityType | null;
  sort: { id: string; desc: boolean } | null;
}
export const NO_ACCOUNTS_SEARCH: AccountsSearch = { q: '', status: null, type: null, sort: null };

/**
 * The query string of GET /v1/accounts/company/{id} for one page: spec §9's page = offset / size, the search as
 * typed (the platform applies spec §5), filters, sort, and the processor's balances.
 */
export function accountsSearch(query: AccountsSearch, offset: number, size: number): string {
  const p = new URLSearchParams({ page: String(Math.floor(offset / size)), size: String(size), useProcessorData: 'true' });
  if (query.q.trim()) p.set('query', query.q.trim());
  if (query.status) p.set('status', query.status);
  if (query.type) p.set('type', query.type);
  if (query.sort && (ACCOUNT_SORT_FIELDS as readonly string[]).includes(query.sort.id)) p.set('sort', `${query.sort.id},${query.sort.desc ? 'DESC' : 'ASC'}`);
  return p.toString();
}

const cardQuery = (cardRef: string | null): string => (cardRef ? `?cardNumber=${enc(cardRef)}` : '');

export const callUrls = {
  brandDetails: (code: string) => `/api/brand/${enc(code)}`,
  reporting: () => '/api/reporting',
  company: (companyId: string, processor: boolean) => `/api/searchcompany?companyId=${enc(companyId)}&useProcessorData=${processor}`,
  /** The card in view's dashboard; null: a cardholder's own card. */
  dashboard: (cardRef: string | null) => `/api/v1/cards/cardholder/dashboard${cardQuery(cardRef)}`,
  /** The dashboard with the home's reward description and newest transactions (one round, issue 21). */
  cardholderHome: (cardRef: string | null) => `/api/v1/cards/cardholder/home${cardQuery(cardRef)}`,
  /** The dashboard with the card's payment information (the Payments page in one round, issue 21). */
  cardholderPayments: (cardRef: string | null) => `/api/v1/cards/cardholder/payments${cardQuery(cardRef)}`,
  /** The call that brings the card in view's dashboard on a page: with that page's other first calls, or alone. */
  dashboardCall: (cardRef: string | null, pieces: DashboardWith) => (pieces ? COMBINED[pieces] : callUrls.dashboard)(cardRef),
  /** The card's payment information (balances, payment accounts, AutoPay, history, the limits of a payment). */
  paymentInfo: (cardRef: string) => `/api/v1/payments/paymentinfo?cardNumber=${enc(cardRef)}`,
  holdingCompany: (id: string) => `/api/v1/brands/holdingcompany/${enc(id)}`,
  associations: (id: string) => `/api/v1/brands/holdingcompany/${enc(id)}/associations`,
  offers: (cardRef: string | null, pending: boolean) => {
    const q = new URLSearchParams();
    if (cardRef) q.set('cardNumber', cardRef);
    if (pending) q.set('status', 'PENDING');
    const s = q.toString();
    return `/api/v1/offers${s ? `?${s}` : ''}`;
  },
  companyAccounts: (companyId: string, query: AccountsSearch, offset: number, size: number) =>
    `/api/v1/accounts/company/${enc(companyId)}?${accountsSearch(query, offset, size)}`,
};

/** The combined call of each page that has one (cardholderHome.ts `dashboardWith`). */
const COMBINED: Record<NonNullable<DashboardWith>, (cardRef: string | null) => string> = {
  home: callUrls.cardholderHome,
  payments: callUrls.cardholderPayments,
};
