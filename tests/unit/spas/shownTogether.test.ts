import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShownTogether } from '../../../spas/ui/ShownTogether.js';
import { DataTable } from '../../../spas/ui/table/DataTable.js';
import type { TableController } from '../../../spas/ui/table/useTableState.js';

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [
  { id: '1', name: 'Fuel purchases' },
  { id: '2', name: 'Cash withdrawals' },
];
const table: TableController = {
  q: '',
  sort: null,
  page: 0,
  size: 10,
  options: { sortable: ['name'] },
  setSearch: () => undefined,
  setSort: () => undefined,
  setPage: () => undefined,
  setSize: () => undefined,
};

function panels(pending: boolean): string {
  const dataTable = createElement(DataTable<Row>, {
    caption: 'Alerts and controls by type',
    columns: [{ id: 'name', header: 'Alert or control', text: (r: Row) => r.name }],
    rows,
    rowKey: (r: Row) => r.id,
    table,
    what: 'types',
    emptyText: 'None yet.',
  });
  const children = [createElement('h2', { key: 'h' }, 'By type'), createElement('div', { key: 't' }, dataTable)];
  return renderToStaticMarkup(createElement(ShownTogether, { pending, label: 'Loading alerts and controls…', children }));
}

describe('ShownTogether with a table under it (no table drawn again on each answer while nobody sees it)', () => {
  it('while loading, says so and keeps the panels hidden, their table not drawn', () => {
    const html = panels(true);
    expect(html).toContain('Loading alerts and controls…');
    expect(html).toContain('<div hidden=""><h2>By type</h2><div><div class="dt" aria-busy="true"></div></div></div>');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('Fuel purchases');
  });

  it('once in, shows the panels with every row and no loading state', () => {
    const html = panels(false);
    expect(html).not.toContain('Loading alerts and controls…');
    expect(html).not.toContain('hidden=""');
    expect(html).toContain('<caption');
    expect(html).toContain('Fuel purchases');
    expect(html).toContain('Cash withdrawals');
  });
});
