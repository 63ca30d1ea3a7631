import { useCallback, useMemo } from '../../lib/react-deps.js';
import { useQueryParams } from '../../lib/useQueryParams.js';
import { readTableState, tableStateParams, type SortState, type TableState, type TableStateOptions } from './tableState.js';

export interface TableController extends TableState {
  options: TableStateOptions;
  /** New search text: back to the first page; replaces the history entry (typing is not navigation). */
  setSearch(q: string): void;
  setSort(sort: SortState | null): void;
  setPage(page: number): void;
  setSize(size: number): void;
}

/** A table's search, sort, page and page size, kept in the URL query (see tableState.ts). */
export function useTableState(options: TableStateOptions): TableController {
  const [params, update] = useQueryParams();
  // Options are usually an inline object: key the memo on what they say, not on their identity.
  const key = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the options' content (above)
  const opts = useMemo(() => options, [key]);
  const state = useMemo(() => readTableState(params, opts), [params, opts]);
  const write = useCallback(
    (patch: Partial<TableState>, replace = false) => update(tableStateParams(patch, opts), { replace }),
    [update, opts],
  );
  return {
    ...state,
    options: opts,
    setSearch: useCallback((q: string) => write({ q, page: 0 }, true), [write]),
    setSort: useCallback((sort: SortState | null) => write({ sort, page: 0 }), [write]),
    setPage: useCallback((page: number) => write({ page }), [write]),
    setSize: useCallback((size: number) => write({ size, page: 0 }), [write]),
  };
}
