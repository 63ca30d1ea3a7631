import { AccountEntityType, type AccountSortField, type AccountStatus } from '../../../shared/contract/accounts.js';
import type { SortState } from '../../ui/table/tableState.js';

/**
 * The accounts list's filters in the URL (`status`, `type`) and the platform's query for a page of it. Read
 * leniently: an unknown value is no filter, never an error or a blank list.
 */
export const STATUS_OPTIONS: readonly { value: AccountStatus; label: string }[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'CLOSED', label: 'Closed' },
  { value: 'PENDING', label: 'Pending (no card yet)' },
  { value: 'ACTIVE', label: 'Active (virtual)' },
];
export const TYPE_OPTIONS: readonly AccountEntityType[] = AccountEntityType.options;

export interface AccountFilters {
  status: AccountStatus | null;
  type: AccountEntityType | null;
}

export function readAccountFilters(params: URLSearchParams, prefix = 'accounts'): AccountFilters {
  const status = params.get(`${prefix}.status`);
  const type = params.get(`${prefix}.type`);
  return {
    status: STATUS_OPTIONS.find((o) => o.value === status)?.value ?? null,
    type: TYPE_OPTIONS.find((t) => t === type) ?? null,
  };
}

/** Table column ids the platform sorts by (shared/contract/accounts.ts ACCOUNT_SORT_FIELDS). */
export const SORTABLE_ACCOUNT_COLUMNS: readonly AccountSortField[] = ['name', 'type', 'status', 'card', 'balance', 'creditLimit'];

export interface AccountsQuery extends AccountFilters {
  q: string;
  sort: SortState | null;
}

/**
 * The query string of GET /v1/accounts/company/{id} for one page: spec §9's page = offset / size, the search as
 * typed (the platform applies spec §5), filters, sort, and the processor's balances.
 */
export function accountsSearch(query: AccountsQuery, offset: number, size: number): string {
  const p = new URLSearchParams({ page: String(Math.floor(offset / size)), size: String(size), useProcessorData: 'true' });
  if (query.q.trim()) p.set('query', query.q.trim());
  if (query.status) p.set('status', query.status);
  if (query.type) p.set('type', query.type);
  if (query.sort && (SORTABLE_ACCOUNT_COLUMNS as readonly string[]).includes(query.sort.id)) p.set('sort', `${query.sort.id},${query.sort.desc ? 'DESC' : 'ASC'}`);
  return p.toString();
}
