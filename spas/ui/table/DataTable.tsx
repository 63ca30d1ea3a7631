import { useId, useMemo, useState, type ReactNode } from '../../lib/react-deps.js';
import { getCoreRowModel, getPaginationRowModel, getSortedRowModel, useReactTable, type SortingState } from '../../lib/table-deps.js';
import type { Loaded } from '../../../shared/session/queryClient.js';
import { isLoading } from '../../../shared/session/queryClient.js';
import { formatCount } from '../../../shared/format/format.js';
import { failureText, notOffered } from '../../lib/failure.js';
import { NotOffered } from '../DataSection.js';
import { Alert } from '../Alert.js';
import { LoadingState } from '../Spinner.js';
import { useHiddenForNow } from '../ShownTogether.js';
import { Pager } from './Pager.js';
import { columnDefsOf, searchRows, type TableColumn } from './columns.js';
import type { TableController } from './useTableState.js';
import './table.css';

export type { TableColumn } from './columns.js';

/** A CSV file's header and rows, as text cells. */
export interface CsvContent {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface RowSelection {
  /** Row keys selected. */
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  /** Accessible name of a row's checkbox ("Select Jane Doe"). */
  label(rowKey: string): string;
}

export interface DataTableProps<T> {
  /** The table's caption: its name for screen readers and a heading people see. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly TableColumn<T>[];
  /** Client mode: every row (the table searches, sorts and pages them). Server mode: the page shown. */
  rows: readonly T[];
  rowKey(row: T): string;
  /** Search, sort, page and size, kept in the URL (useTableState). */
  table: TableController;
  /** What the rows are, in the user's words ("transactions"): empty, no-match and failure messages use it. */
  what: string;
  /** One of them, when dropping the last "s" of `what` doesn't say it ("alert or control"). */
  one?: string;
  /** The search box and its label (docs/requirements.md#spec-5-validation: $ and commas ignored, dates as MM/dd/yyyy). */
  search?: { label: string; hint?: string };
  /** The rows came from the platform already searched, sorted and paged: `total` rows match. */
  server?: { total: number };
  /** The client rows were already searched by the page (it needed the matches for totals or a chart). */
  searched?: boolean;
  /** The call behind the rows, for the loading and error states (rows are ignored until it succeeded). */
  loaded?: Loaded<unknown> & { isFetching?: boolean };
  retry?: () => void;
  /** Shown when there are no rows at all (no search or filter in effect). */
  emptyText: string;
  /** Filters other than the search are in effect: the no-match state offers to clear them too. */
  filtersActive?: boolean;
  onClearFilters?: () => void;
  /**
   * `Download CSV` of every matching row (not only the page shown); server mode fetches them with `rows`, or the
   * platform makes the file (`file`, its own columns), whose formula-like cells the kit neutralises as its own.
   * `enrich` fills in what the page loads per shown row (a call per row) for every exported row before the file is
   * made. `content` makes a file of another shape from the matching rows (e.g. one line per item of each row).
   */
  exportCsv?: {
    filename: string;
    rows?: () => Promise<readonly T[]>;
    file?: () => Promise<string>;
    enrich?: (rows: readonly T[]) => Promise<readonly T[]>;
    content?: (rows: readonly T[]) => Promise<CsvContent> | CsvContent;
  };
  /** The first column's cell opens the row (details, a dialog, a page). */
  openRow?: { label(row: T): string; onOpen(row: T): void };
  selection?: RowSelection;
  /** Controls shown above the table beside the search (filters). */
  toolbar?: ReactNode;
  /** Shown under the table (totals of what is shown). */
  footer?: ReactNode;
}

const toSorting = (t: TableController): SortingState => (t.sort ? [{ id: t.sort.id, desc: t.sort.desc }] : []);

/**
 * The one data table of every area: an accessible table on TanStack Table's headless state —
 * sortable columns (buttons in the headers, `aria-sort`), paging with a page size choice, the docs/requirements.md#spec-5-validation
 * search, money right-aligned, a sticky header, a caption, `Download CSV` of all matching rows, loading /
 * empty / no-match / error states, and on a phone each row as a readable card. Its view lives in the URL.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  // Hidden under a ShownTogether still loading, its rows are drawn once when shown (ShownTogether.tsx says why).
  if (useHiddenForNow()) return <div className="dt" aria-busy="true" />;
  return <ShownTable {...props} />;
}

function ShownTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, table, what, server, loaded, selection, openRow } = props;
  const captionId = useId();
  const searchId = useId();
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');

  const matching = useMemo(
    () => (server || props.searched ? rows : searchRows(rows, columns, table.q)),
    [rows, columns, table.q, server, props.searched],
  );
  const columnDefs = useMemo(() => columnDefsOf(columns), [columns]);
  const pageCount = server ? Math.max(1, Math.ceil(server.total / table.size)) : Math.max(1, Math.ceil(matching.length / table.size));
  const pageIndex = Math.min(table.page, pageCount - 1);
  const model = useReactTable<T>({
    data: matching as T[],
    columns: columnDefs,
    state: { sorting: toSorting(table), pagination: { pageIndex, pageSize: table.size } },
    getRowId: (row) => rowKey(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    manualSorting: !!server,
    manualPagination: !!server,
    rowCount: server ? server.total : matching.length,
    enableSortingRemoval: true,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(toSorting(table)) : updater;
      const first = next[0];
      table.setSort(first ? { id: first.id, desc: first.desc } : null);
    },
    onPaginationChange: () => undefined,
  });

  const total = server ? server.total : matching.length;
  const shown = model.getRowModel().rows;
  const busy = loaded ? isLoading(loaded) : false;
  const failed = loaded?.status === 'error';
  const ready = !loaded || loaded.status === 'success';
  const searching = table.q !== '';

  const download = async () => {
    if (!props.exportCsv) return;
    setExporting('busy');
    try {
      if (props.exportCsv.file) {
        const [text, { neutraliseCsv, downloadText }] = await Promise.all([props.exportCsv.file(), import('./csv.js')]);
        downloadText(props.exportCsv.filename, neutraliseCsv(text));
        setExporting('idle');
        return;
      }
      const chosen = server
        ? await (props.exportCsv.rows?.() ?? Promise.resolve(rows))
        : model.getSortedRowModel().rows.map((r) => r.original);
      const all = props.exportCsv.enrich ? await props.exportCsv.enrich(chosen) : chosen;
      const exported = columns.filter((c) => c.csv !== false);
      const { toCsv, downloadText } = await import('./csv.js');
      const file = props.exportCsv.content
        ? await props.exportCsv.content(all)
        : {
            headers: exported.map((c) => c.header),
            rows: all.map((row) => exported.map((c) => (typeof c.csv === 'function' ? c.csv(row) : c.text(row)))),
          };
      const csv = toCsv(file.headers, file.rows);
      downloadText(props.exportCsv.filename, csv);
      setExporting('idle');
    } catch (err) {
      console.error('CSV export failed', err);
      setExporting('failed');
    }
  };

  const pageKeys = shown.map((r) => r.id);
  const allOnPage = selection ? pageKeys.length > 0 && pageKeys.every((k) => selection.selected.has(k)) : false;
  const toggleAllOnPage = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const k of pageKeys) {
      if (allOnPage) next.delete(k);
      else next.add(k);
    }
    selection.onChange(next);
  };
  const toggleRow = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };

  return (
    <div className="dt" aria-busy={busy || loaded?.isFetching || undefined}>
      {props.search || props.toolbar || props.exportCsv ? (
        <div className="dt-toolbar">
          {props.search ? (
            <div className="field dt-search">
              <label htmlFor={searchId}>{props.search.label}</label>
              <input
                id={searchId}
                type="search"
                value={table.q}
                maxLength={100}
                autoComplete="off"
                aria-describedby={props.search.hint ? `${searchId}-hint` : undefined}
                onChange={(e) => table.setSearch(e.target.value)}
              />
              {props.search.hint ? (
                <span id={`${searchId}-hint`} className="field-hint">
                  {props.search.hint}
                </span>
              ) : null}
            </div>
          ) : null}
          {props.toolbar}
          {props.exportCsv && ready ? (
            <div className="dt-export">
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => void download()}
                disabled={exporting === 'busy' || total === 0}
                aria-disabled={exporting === 'busy' || undefined}
              >
                Download CSV
              </button>
              {exporting === 'failed' ? (
                <span className="field-error" role="alert">
                  The file couldn't be made. Please try again.
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      {failed && notOffered(undefined, loaded.error) ? (
        <NotOffered what={`the ${what}`} />
      ) : failed ? (
        <Alert tone="error">
          <p>{failureText(loaded.error, `the ${what}`)}</p>
          {props.retry ? (
            <p>
              <button type="button" className="btn btn-secondary" onClick={props.retry}>
                Try again
              </button>
            </p>
          ) : null}
        </Alert>
      ) : busy ? (
        <LoadingState label={`Loading ${what}…`} />
      ) : total === 0 ? (
        searching || props.filtersActive ? (
          <div className="dt-empty" role="status">
            <p>
              No {what} match {searching && props.filtersActive ? 'your search and filters' : searching ? 'your search' : 'your filters'}.
            </p>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                if (searching) table.setSearch('');
                props.onClearFilters?.();
              }}
            >
              {props.filtersActive ? 'Clear search and filters' : 'Clear search'}
            </button>
          </div>
        ) : (
          <p className="dt-empty" role="status">
            {props.emptyText}
          </p>
        )
      ) : (
        <>
          <p className="dt-count" role="status" aria-live="polite">
            {total === 1 ? `1 ${props.one ?? what.replace(/s$/, '')}` : `${formatCount(total)} ${what}`}
            {searching ? ' match your search' : ''}
            {selection && selection.selected.size ? ` · ${formatCount(selection.selected.size)} selected` : ''}
          </p>
          <div className="dt-scroll" role="region" aria-label={`${caption} table`} tabIndex={0}>
            <table className="data-table dt-table">
              <caption id={captionId} className={props.captionHidden ? 'visually-hidden' : undefined}>
                {caption}
              </caption>
              <thead>
                <tr>
                  {selection ? (
                    <th scope="col" className="dt-select">
                      <input type="checkbox" checked={allOnPage} onChange={toggleAllOnPage} aria-label="Select every row on this page" />
                    </th>
                  ) : null}
                  {model.getHeaderGroups()[0]!.headers.map((header) => {
                    const col = columns.find((c) => c.id === header.column.id)!;
                    const sorted = header.column.getIsSorted();
                    const ariaSort =
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : header.column.getCanSort() ? 'none' : undefined;
                    return (
                      <th key={header.id} scope="col" aria-sort={ariaSort} className={col.align === 'end' ? 'num' : undefined}>
                        {header.column.getCanSort() ? (
                          <button type="button" className="dt-sort" onClick={header.column.getToggleSortingHandler()}>
                            {col.header}
                            <span className="dt-sort-icon" aria-hidden="true">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          col.header
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={row.id} data-selected={selection?.selected.has(row.id) || undefined}>
                    {selection ? (
                      <td className="dt-select" data-label="Select">
                        <input
                          type="checkbox"
                          checked={selection.selected.has(row.id)}
                          onChange={() => toggleRow(row.id)}
                          aria-label={selection.label(row.id)}
                        />
                      </td>
                    ) : null}
                    {columns.map((c, i) => {
                      const content = c.cell ? c.cell(row.original) : c.text(row.original);
                      return (
                        <td key={c.id} data-label={c.header} className={c.align === 'end' ? 'num' : undefined}>
                          {i === 0 && openRow ? (
                            <button
                              type="button"
                              className="btn-link dt-open"
                              onClick={() => openRow.onOpen(row.original)}
                              aria-label={openRow.label(row.original)}
                            >
                              {content}
                            </button>
                          ) : (
                            content
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {props.footer}
          <Pager table={table} pageIndex={pageIndex} pageCount={pageCount} total={total} shown={shown.length} what={what} />
        </>
      )}
    </div>
  );
}
