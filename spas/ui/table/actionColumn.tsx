import type { TableColumn } from './columns.js';

/**
 * A column with one action per row (Cancel, Remove): a link-styled button whose accessible name says which row it
 * acts on; rows `show` leaves out get an empty cell. Not searched, sorted or exported.
 */
export function actionColumn<T>(o: {
  label: string;
  name: (row: T) => string;
  onClick: (row: T) => void;
  show?: (row: T) => boolean;
  header?: string;
}): TableColumn<T> {
  return {
    id: 'action',
    header: o.header ?? 'Action',
    sortable: false,
    searchable: false,
    csv: false,
    text: () => '',
    cell: (row) =>
      !o.show || o.show(row) ? (
        <button type="button" className="btn-link" aria-label={o.name(row)} onClick={() => o.onClick(row)}>
          {o.label}
        </button>
      ) : null,
  };
}
