import { useId } from '../../lib/react-deps.js';
import { formatCount } from '../../../shared/format/format.js';
import type { TableController } from './useTableState.js';

/** Paging under a table: where we are, previous/next, and the page size (docs/requirements.md#spec-9-constants default 10). */
export function Pager({
  table,
  pageIndex,
  pageCount,
  total,
  shown,
  what,
}: {
  table: TableController;
  pageIndex: number;
  pageCount: number;
  total: number;
  shown: number;
  what: string;
}) {
  const sizeId = useId();
  const first = total === 0 ? 0 : pageIndex * table.size + 1;
  const last = pageIndex * table.size + shown;
  const sizes = table.options.sizes ?? [10, 25, 50, 100];
  return (
    <nav className="dt-pager" aria-label={`Pages of ${what}`}>
      <p className="dt-range">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
      </p>
      <div className="dt-pages">
        <button type="button" className="btn btn-secondary" disabled={pageIndex === 0} onClick={() => table.setPage(pageIndex - 1)}>
          Previous<span className="visually-hidden"> page</span>
        </button>
        <span aria-current="page">
          Page {formatCount(pageIndex + 1)} of {formatCount(pageCount)}
        </span>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={pageIndex >= pageCount - 1}
          onClick={() => table.setPage(pageIndex + 1)}
        >
          Next<span className="visually-hidden"> page</span>
        </button>
      </div>
      <div className="dt-size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select id={sizeId} value={table.size} onChange={(e) => table.setSize(Number(e.target.value))}>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
