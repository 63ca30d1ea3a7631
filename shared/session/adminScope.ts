import type { UserStatus } from '../contract/user.js';

/**
 * Whose administrators a screen shows: one company (`/pa/program-admin`), or every company of a holding company
 * (`/holding-company/program-admin`), with a company filter and the company chosen when adding.
 */
export type AdminScope =
  | { kind: 'company'; companyId: number }
  | { kind: 'holdingCompany'; holdingCompanyId: number; companies: readonly { companyId: number; companyName: string }[] };

/** docs/requirements.md#spec-9-constants: default user statuses. */
export const DEFAULT_STATUSES: readonly UserStatus[] = ['ACTIVE', 'PENDING'];
export const ALL_STATUSES: readonly UserStatus[] = ['ACTIVE', 'PENDING', 'INACTIVE', 'DELETED'];
/** docs/requirements.md#spec-9-constants: default sort. */
export const DEFAULT_USER_SORT = 'username,ASC';

/** The status filter's choices (URL value → statuses asked for); '' is the docs/requirements.md#spec-9-constants default. */
export const STATUS_FILTERS = [
  { value: '', label: 'Active and pending', statuses: DEFAULT_STATUSES },
  { value: 'ACTIVE', label: 'Active', statuses: ['ACTIVE'] },
  { value: 'PENDING', label: 'Pending (invited, not registered)', statuses: ['PENDING'] },
  { value: 'INACTIVE', label: 'Inactive', statuses: ['INACTIVE'] },
  { value: 'DELETED', label: 'Deleted', statuses: ['DELETED'] },
  { value: 'ALL', label: 'Every status', statuses: ALL_STATUSES },
] as const satisfies readonly { value: string; label: string; statuses: readonly UserStatus[] }[];
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
export const readStatusFilter = (value: string | null): (typeof STATUS_FILTERS)[number] =>
  STATUS_FILTERS.find((f) => f.value === value) ?? STATUS_FILTERS[0];

/** Users table column → the platform's sort field. */
export const USER_SORT_FIELDS = {
  username: 'username',
  name: 'lastname',
  status: 'status',
  lastLogin: 'lastLoginDate',
  created: 'createdDate',
} as const;
export type UserSortColumn = keyof typeof USER_SORT_FIELDS;

/** The scope's own parameter, or a single company of it when the holding company's list is filtered by company. */
function scopeParam(p: URLSearchParams, scope: AdminScope, companyFilter: number | null): void {
  if (scope.kind === 'company') p.set('companyId', String(scope.companyId));
  else if (companyFilter !== null && scope.companies.some((c) => c.companyId === companyFilter)) p.set('companyId', String(companyFilter));
  else p.set('holdingCompanyId', String(scope.holdingCompanyId));
}

export interface UserSearchOptions {
  brand: string;
  statuses: readonly UserStatus[];
  sort?: { column: UserSortColumn; desc: boolean } | null;
  offset: number;
  size: number;
  companyFilter?: number | null;
  /** Text typed in the search box (sent only when there is some). */
  search?: string;
}

/**
 * GET /v1/users/search exactly as docs/requirements.md#spec-3-entities and #spec-9-constants say: brand, companyId or holdingCompanyId, userType PROGRAM ADMIN,
 * page = offset / size, size, sort (default `username,ASC`), status (default ACTIVE,PENDING); `search` only when typed.
 */
export function userSearchParams(scope: AdminScope, o: UserSearchOptions): URLSearchParams {
  const p = new URLSearchParams({ brand: o.brand });
  scopeParam(p, scope, o.companyFilter ?? null);
  p.set('userType', 'PROGRAM ADMIN');
  p.set('page', String(Math.floor(o.offset / o.size)));
  p.set('size', String(o.size));
  p.set('sort', o.sort ? `${USER_SORT_FIELDS[o.sort.column]},${o.sort.desc ? 'DESC' : 'ASC'}` : DEFAULT_USER_SORT);
  p.set('status', (o.statuses.length ? o.statuses : DEFAULT_STATUSES).join(','));
  const q = o.search?.trim();
  if (q) p.set('search', q.slice(0, 100));
  return p;
}

export interface AuditOptions {
  userId?: number | null;
  /** YYYY-MM-DD, inclusive. */
  fromDate?: string | null;
  toDate?: string | null;
  companyFilter?: number | null;
  offset: number;
  size: number;
}

/** GET /v1/users/pauseraudit: companyId or holdingCompanyId, userId, fromDate, toDate, page = offset / size, size. */
export function auditParams(scope: AdminScope, o: AuditOptions): URLSearchParams {
  const p = new URLSearchParams();
  scopeParam(p, scope, o.companyFilter ?? null);
  if (o.userId != null) p.set('userId', String(o.userId));
  if (o.fromDate) p.set('fromDate', o.fromDate);
  if (o.toDate) p.set('toDate', o.toDate);
  p.set('page', String(Math.floor(o.offset / o.size)));
  p.set('size', String(o.size));
  return p;
}

/** A stable key for the scope in query keys. */
export const scopeKey = (scope: AdminScope): string =>
  scope.kind === 'company' ? `company:${scope.companyId}` : `holding:${scope.holdingCompanyId}`;
