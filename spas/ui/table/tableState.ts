/**
 * A table's view in the URL query (search, sort, page, page size), read leniently: a value that is missing,
 * malformed or out of range falls back to the default, never an error or a blank table. Pure functions, so
 * the round trip is unit-tested without a browser.
 *
 * | parameter | value | default |
 * |---|---|---|
 * | `q` | the search text | none |
 * | `sort` | `<column id>` ascending, `<column id>:desc` descending | the table's default sort |
 * | `page` | 1-based page number (the platform's page = offset / size is computed from it) | 1 |
 * | `size` | one of the table's page sizes | the table's default size (10, docs/requirements.md#spec-9-constants) |
 *
 * Several tables on one page each get a `prefix` (`hist.q`, `hist.page`, …).
 */
import { DEFAULT_PAGE_SIZE } from '../../../shared/session/callUrls.js';

export interface SortState {
  id: string;
  desc: boolean;
}
export interface TableState {
  q: string;
  sort: SortState | null;
  /** Zero-based page index. */
  page: number;
  size: number;
}
export interface TableStateOptions {
  prefix?: string;
  /** Column ids that may be sorted; any other `sort` value falls back to the default. */
  sortable: readonly string[];
  defaultSort?: SortState | null;
  defaultSize?: number;
  sizes?: readonly number[];
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export { DEFAULT_PAGE_SIZE };
const MAX_SEARCH = 100;

export const paramName = (prefix: string | undefined, name: string): string => (prefix ? `${prefix}.${name}` : name);

export function readTableState(params: URLSearchParams, o: TableStateOptions): TableState {
  const get = (n: string) => params.get(paramName(o.prefix, n));
  const sizes = o.sizes ?? PAGE_SIZES;
  const defaultSize = o.defaultSize ?? DEFAULT_PAGE_SIZE;
  const q = (get('q') ?? '').slice(0, MAX_SEARCH);
  let sort = o.defaultSort ?? null;
  const sortText = get('sort');
  if (sortText) {
    const [id, dir] = sortText.split(':');
    if (id && o.sortable.includes(id) && (dir === undefined || dir === 'desc' || dir === 'asc')) sort = { id, desc: dir === 'desc' };
  }
  const pageNumber = Number(get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber - 1 : 0;
  const sizeNumber = Number(get('size'));
  const size = sizes.includes(sizeNumber) ? sizeNumber : defaultSize;
  return { q, sort, page, size };
}

/** The query parameters for a state; values equal to the defaults are left out, so URLs stay short. */
export function tableStateParams(state: Partial<TableState>, o: TableStateOptions): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  const set = (n: string, v: string | null) => (out[paramName(o.prefix, n)] = v);
  if ('q' in state) set('q', state.q ? state.q.slice(0, MAX_SEARCH) : null);
  if ('sort' in state) {
    const d = o.defaultSort ?? null;
    const s = state.sort ?? null;
    const same = s === null ? d === null : d !== null && s.id === d.id && s.desc === d.desc;
    // Clearing the sort goes back to the table's default order, which needs no parameter.
    set('sort', same || s === null ? null : `${s.id}${s.desc ? ':desc' : ''}`);
  }
  if ('page' in state) set('page', state.page ? String(state.page + 1) : null);
  if ('size' in state) set('size', state.size && state.size !== (o.defaultSize ?? DEFAULT_PAGE_SIZE) ? String(state.size) : null);
  return out;
}
