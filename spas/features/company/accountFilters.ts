import { ACCOUNT_SORT_FIELDS, AccountEntityType, type AccountSortField, type AccountStatus } from '../../../shared/contract/accounts.js';
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

/** Table column ids the platform sorts by. */
export const SORTABLE_ACCOUNT_COLUMNS: readonly AccountSortField[] = ACCOUNT_SORT_FIELDS;

export interface AccountsQuery extends AccountFilters {
  q: string;
  sort: SortState | null;
}
