import type { ReactNode } from '../lib/react-deps.js';
import type { Loadable } from '../../shared/session/loaders/loadable.js';
import { Alert } from './Alert.js';
import { LoadingState } from './Spinner.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** US dollars (spec §9). */
export const money = (n: number | null | undefined): string => (n == null ? '—' : usd.format(n));
/** MM/dd/yyyy from YYYY-MM-DD (spec §9 dates). */
export const usDate = (iso: string | null | undefined): string => {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '—';
};

export interface DataSectionProps<T> {
  title: string;
  state: Loadable<T>;
  /** What could not be loaded, in the user's words ("your rewards"). */
  what: string;
  children: (data: T) => ReactNode;
}

/**
 * One panel of session data with its own loading and error state (spec §8): a failed call shows its
 * own message in its own panel while the rest of the page carries on.
 */
export function DataSection<T>({ title, state, what, children }: DataSectionProps<T>) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  if (state.status === 'idle') return null;
  return (
    <section className="panel" aria-labelledby={id} aria-busy={state.status === 'loading' || undefined}>
      <h2 id={id}>{title}</h2>
      {state.status === 'loading' ? <LoadingState label={`Loading ${what}…`} /> : null}
      {state.status === 'error' ? (
        <Alert tone="error">
          <p>We couldn’t load {what} right now. The rest of the page is up to date; please try again in a few minutes.</p>
        </Alert>
      ) : null}
      {state.status === 'ready' && state.data !== null ? children(state.data) : null}
    </section>
  );
}

export function SummaryList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="summary-list">
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table that scrolls sideways in its own focusable region on narrow screens. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A table of items in its scrolling region: one header row of column names, then one row per item. */
export function DataTable<T>({ label, columns, items, rowKey, cells }: {
  label: string;
  columns: string[];
  items: T[];
  rowKey: (item: T) => string | number;
  /** The cells of an item's row, in column order. */
  cells: (item: T) => ReactNode[];
}) {
  return (
    <TableScroll label={label}>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)}>
              {cells(item).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
