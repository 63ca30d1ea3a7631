import type { ReactNode } from '../../lib/react-deps.js';
import type { ColumnDef } from '../../lib/table-deps.js';
import { textMatches } from '../../../shared/format/search.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';

/**
 * A column of the data table. `text` is what a person reads in the cell: the search matches it (docs/requirements.md#spec-5-validation: money
 * as `$1,234.50` with `$` and commas ignored, dates as MM/dd/yyyy) and the CSV exports it.
 */
export interface TableColumn<T> {
  /** Stable id: used in the URL (`sort=amount:desc`). */
  id: string;
  header: string;
  text(row: T): string;
  /** A richer cell (a link, a badge); the text is still what search and export use. */
  cell?(row: T): ReactNode;
  /** What the column sorts by (a number or an ISO date sorts correctly; the text may not). Default: text. */
  sortValue?(row: T): string | number | undefined;
  sortable?: boolean;
  /** 'end' for money and counts (right-aligned, tabular figures). */
  align?: 'start' | 'end';
  /** The CSV cell (default: the text); false leaves the column out of the file. */
  csv?: ((row: T) => string) | false;
  /** false: not matched by the search. */
  searchable?: boolean;
}

/** The rows whose searchable columns' text contains the query (docs/requirements.md#spec-5-validation). */
export function searchRows<T>(rows: readonly T[], columns: readonly TableColumn<T>[], q: string): readonly T[] {
  if (!q.trim()) return rows;
  const searchable = columns.filter((c) => c.searchable !== false);
  return rows.filter((row) => textMatches(q, ...searchable.map((c) => c.text(row))));
}

/** Money in CSV: the US accounting form for negatives, `($12.00)`, which spreadsheets read as a number. */
export const moneyCsv = (amount: number | null | undefined): string => {
  if (amount == null || !Number.isFinite(amount)) return '';
  return amount < 0 ? `(${formatMoney(-amount)})` : formatMoney(amount);
};

/** A money column: right-aligned, sorted by value, accounting negatives in CSV. */
export function moneyColumn<T>(
  id: string,
  header: string,
  amount: (row: T) => number | null | undefined,
  extra: Partial<TableColumn<T>> = {},
): TableColumn<T> {
  return {
    id,
    header,
    align: 'end',
    text: (r) => formatMoney(amount(r)),
    sortValue: (r) => amount(r) ?? undefined,
    csv: (r) => moneyCsv(amount(r)),
    ...extra,
  };
}

/** A date column (`YYYY-MM-DD` values): MM/dd/yyyy text, sorted by date. */
export function dateColumn<T>(
  id: string,
  header: string,
  iso: (row: T) => string | null | undefined,
  extra: Partial<TableColumn<T>> = {},
): TableColumn<T> {
  return { id, header, text: (r) => formatDate(iso(r)), sortValue: (r) => iso(r) ?? undefined, ...extra };
}

/**
 * The table-state library's column definitions: each column sorts by its sort value (numbers and ISO dates in
 * order), rows without one last; equal values keep the rows' order (a stable sort).
 */
export function columnDefsOf<T>(columns: readonly TableColumn<T>[]): ColumnDef<T>[] {
  return columns.map((c) => ({
    id: c.id,
    header: c.header,
    accessorFn: (row: T) => (c.sortValue ? c.sortValue(row) : c.text(row)),
    enableSorting: c.sortable !== false,
    sortingFn: 'basic',
    sortUndefined: 'last',
  }));
}
