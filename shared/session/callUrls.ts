import {
  ACCOUNT_SORT_FIELDS,
  companyAccountsCall,
  nativeSearchCall,
  type AccountEntityType,
  type AccountStatus,
} from '../contract/accounts.js';
import { companyExpenseReportsCall, glAccountsCall, ownExpenseReportsCall } from '../contract/expenseReports.js';
import { companyMccGroupsCall } from '../contract/mcc.js';
import { offersCall } from '../contract/offers.js';
import { callUrl } from '../contract/platformCall.js';
import { alertTypesCall, companyContactsCall, companyControlsCall } from '../contract/spendControls.js';
import { expenseReportAccountsCall, userAccountSummaryCall, searchUsersCall } from '../contract/user.js';
import { vendorSearchCall, type VendorSortField, type VendorStatus } from '../contract/virtualCards.js';
import type { AdminScope, UserSearchOptions } from './adminScope.js';
import { userSearchParams } from './adminScope.js';
import { cardCallUrls } from './cardCallUrls.js';
import { factUrls } from './facts/factUrls.js';

/**
 * The addresses of the calls a signed-in page starts with, built from the calls' definitions (shared/contract): one
 * builder for the SPA's query definitions and the gateway's first-round starter (`firstRound.ts`), so an early call
 * and the query that adopts it name the same URL byte for byte. The session facts' own are in facts/factUrls.ts, the
 * composed card pages' in cardCallUrls.ts.
 */
const enc = encodeURIComponent;

/** The company accounts list's page size (the Company page's table starts at it). */
export const ACCOUNTS_PAGE_SIZE = 50;
/** The prefix of the Company page's accounts table parameters in the URL (`accounts.q`, `accounts.sort`, …). */
export const ACCOUNTS_TABLE_PREFIX = 'accounts';
/** The prefix of the Program Admin page's administrators table parameters. */
export const ADMINS_TABLE_PREFIX = 'admins';
/** The prefix of the vendor directory's parameters (`v.q`, `v.status`, …). */
export const VENDORS_TABLE_PREFIX = 'v';

export interface AccountsSearch {
  q: string;
  status: AccountStatus | null;
  type: AccountEntityType | null;
  sort: { id: string; desc: boolean } | null;
}
export const NO_ACCOUNTS_SEARCH: AccountsSearch = { q: '', status: null, type: null, sort: null };

/**
 * The query string of GET /v1/accounts/company/{id} for one page: the docs/requirements.md#spec-9-constants page = offset / size, the search as
 * typed (the platform applies docs/requirements.md#spec-5-validation), filters, sort, and the processor's balances.
 */
export function accountsSearch(query: AccountsSearch, offset: number, size: number): string {
  const p = new URLSearchParams({ page: String(Math.floor(offset / size)), size: String(size), useProcessorData: 'true' });
  if (query.q.trim()) p.set('query', query.q.trim());
  if (query.status) p.set('status', query.status);
  if (query.type) p.set('type', query.type);
  if (query.sort && (ACCOUNT_SORT_FIELDS as readonly string[]).includes(query.sort.id))
    p.set('sort', `${query.sort.id},${query.sort.desc ? 'DESC' : 'ASC'}`);
  return p.toString();
}

/** Whether a path's `:accountEntityId` can name an account (the account page's check, and the first round's). */
export const isAccountEntityId = (id: string): boolean => /^\d{1,12}$/.test(id);

/** A table's first page size (docs/requirements.md#spec-9-constants: 10), unless the table says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;

export interface VendorSearch {
  /** Statuses asked for; empty: the platform's default, every status but DELETED. */
  statuses: readonly VendorStatus[];
  q: string;
  sort: { field: VendorSortField; desc: boolean };
  page: number;
  size: number;
}

/** The vendor directory as it opens: every status but DELETED, by name, the first page. */
export const FIRST_VENDORS: VendorSearch = {
  statuses: [],
  q: '',
  sort: { field: 'shortName', desc: false },
  page: 0,
  size: DEFAULT_PAGE_SIZE,
};

/**
 * Whose expense reports a list shows: the cardholder's own, or a company's (an admin's: assigned accounts only for
 * managers and accounting).
 */
export type ReportScope = { kind: 'own' } | { kind: 'company'; companyId: number };

/** A report list's query (the platform's `ExpenseReportsQuery`); a parameter left undefined or empty is not sent. */
export interface ReportQuery {
  status?: string;
  accountEntityId?: number;
  query?: string;
  fromDate?: string;
  toDate?: string;
  minTotal?: number;
  maxTotal?: number;
  sort?: string;
  page?: number;
  size?: number;
}
/**
 * The parameters in one order whatever order a caller's object has, so the page (its filters, then the table's
 * state) and the first round name one URL byte for byte.
 */
const REPORT_QUERY_ORDER = [
  'status',
  'accountEntityId',
  'query',
  'fromDate',
  'toDate',
  'minTotal',
  'maxTotal',
  'sort',
  'page',
  'size',
] as const satisfies readonly (keyof ReportQuery)[];
export function reportSearch(q: ReportQuery): string {
  const p = new URLSearchParams();
  for (const k of REPORT_QUERY_ORDER) {
    const v = q[k];
    if (v !== undefined && v !== '') p.set(k, String(v));
  }
  return p.toString();
}

/** Column id of a report table → the platform's sort field. */
export const REPORT_SORT_FIELDS: Readonly<Record<string, string>> = {
  name: 'name',
  owner: 'ownerName',
  created: 'createdDate',
  submitted: 'submittedDate',
  total: 'total',
  status: 'status',
};
export const reportSortParam = (sort: { id: string; desc: boolean } | null): string | undefined =>
  sort && REPORT_SORT_FIELDS[sort.id] ? `${REPORT_SORT_FIELDS[sort.id]},${sort.desc ? 'DESC' : 'ASC'}` : undefined;

/** The expense report tables' URL prefix and default order (an admin's review queue and All reports, a cardholder's own). */
export const REVIEW_QUEUE_TABLE = { prefix: 'queue', defaultSort: { id: 'submitted', desc: false } } as const;
export const ALL_REPORTS_TABLE = { prefix: 'all', defaultSort: { id: 'created', desc: true } } as const;
export const MY_REPORTS_TABLE = { prefix: undefined, defaultSort: { id: 'created', desc: true } } as const;

export const callUrls = {
  ...factUrls,
  ...cardCallUrls,
  /** The cards of the signed-in cardholder's account. */
  userAccountSummary: () => callUrl(userAccountSummaryCall, {}),
  offers: (cardRef: string | null, pending: boolean) => {
    const q = new URLSearchParams();
    if (cardRef) q.set('cardNumber', cardRef);
    if (pending) q.set('status', 'PENDING');
    return callUrl(offersCall, {}, q);
  },
  companyAccounts: (companyId: string, query: AccountsSearch, offset: number, size: number) =>
    callUrl(companyAccountsCall, { id: companyId }, accountsSearch(query, offset, size)),
  /** Every account of the company in one answer, the portal's own figures (no balances read). */
  companyAccountList: (companyId: string) => callUrl(nativeSearchCall, {}, `companyId=${enc(companyId)}&useProcessorData=false`),
  /** One page of the scope's program administrators (docs/requirements.md#spec-3-entities and #spec-9-constants parameters). */
  programAdmins: (scope: AdminScope, o: UserSearchOptions) => callUrl(searchUsersCall, {}, userSearchParams(scope, o)),
  /** One page of the company's vendors (status, query, sort, page, size). */
  vendors: (companyId: string, s: VendorSearch) => {
    const params = [
      s.statuses.length ? `status=${enc(s.statuses.join(','))}` : '',
      s.q.trim() ? `query=${enc(s.q.trim())}` : '',
      `sort=${enc(`${s.sort.field},${s.sort.desc ? 'DESC' : 'ASC'}`)}`,
      `page=${s.page}`,
      `size=${s.size}`,
    ].filter(Boolean);
    return callUrl(vendorSearchCall, { companyId }, params.join('&'));
  },
  /** Every alert and control of the company, company-wide and per account. */
  companyControls: (companyId: string) => callUrl(companyControlsCall, { id: companyId }),
  /** The company's alert contacts. */
  companyContacts: (companyId: string) => callUrl(companyContactsCall, { id: companyId }),
  /** The alert and control types offered for an account type (null: every type). */
  alertTypes: (accountType: string | null) => callUrl(alertTypesCall, {}, accountType ? `accountTypes=${enc(accountType)}` : undefined),
  /** The company's own merchant category groups. */
  companyMccGroups: (companyId: string) => callUrl(companyMccGroupsCall, { id: companyId }),
  /** One page of expense reports: the cardholder's own, or a company's. */
  expenseReports: (scope: ReportScope, q: ReportQuery) =>
    scope.kind === 'own'
      ? callUrl(ownExpenseReportsCall, {}, reportSearch(q))
      : callUrl(companyExpenseReportsCall, { id: scope.companyId }, reportSearch(q)),
  /** The accounts an admin files and reads expense reports for (assigned ones for managers and accounting). */
  expenseAccounts: (userid: number) => callUrl(expenseReportAccountsCall, { id: userid }),
  /** The company's GL accounts, active and retired. */
  glAccounts: (companyId: number) => callUrl(glAccountsCall, { id: companyId }),
};
