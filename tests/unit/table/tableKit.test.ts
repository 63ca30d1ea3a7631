import { createTable, getCoreRowModel, getSortedRowModel, type TableOptionsResolved } from '@tanstack/table-core';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { columnDefsOf, dateColumn, moneyColumn, moneyCsv, searchRows, type TableColumn } from '../../../spas/ui/table/columns.js';
import { neutraliseCsv, toCsv } from '../../../spas/ui/table/csv.js';
import { readTableState, tableStateParams, type TableStateOptions } from '../../../spas/ui/table/tableState.js';
import { patchSearch } from '../../../spas/lib/useQueryParams.js';

interface Row {
  id: string;
  date: string;
  description: string;
  amount: number;
}
const columns: TableColumn<Row>[] = [
  dateColumn('date', 'Date', (r) => r.date),
  { id: 'description', header: 'Description', text: (r) => r.description },
  moneyColumn('amount', 'Amount', (r) => r.amount),
];
const rows: Row[] = [
  { id: 'a', date: '2026-11-03', description: 'HARDWARE HAVEN', amount: 1234.5 },
  { id: 'b', date: '2026-11-04', description: 'FRESH MARKET', amount: 12 },
  { id: 'c', date: '2026-11-03', description: 'PAYMENT - THANK YOU', amount: -2456.76 },
  { id: 'd', date: '2026-10-30', description: 'TOLL ROAD', amount: 12 },
  { id: 'e', date: '2026-11-13', description: 'BOOKS 11/03/2026 EDITION', amount: 7.25 },
];
const ids = (list: readonly Row[]) => list.map((r) => r.id);

describe('table search (docs/requirements.md#spec-5-validation)', () => {
  it('ignores dollar signs and commas: $1,234.50 finds 1234.5, and so do 1234.5 and 1,234', () => {
    expect(ids(searchRows(rows, columns, '$1,234.50'))).toEqual(['a']);
    expect(ids(searchRows(rows, columns, '1234.5'))).toEqual(['a']);
    expect(ids(searchRows(rows, columns, '1,234'))).toEqual(['a']);
    expect(ids(searchRows(rows, columns, '$2,456.76'))).toEqual(['c']);
  });

  it('matches dates as MM/dd/yyyy (not the ISO form) and text case-insensitively', () => {
    expect(ids(searchRows(rows, columns, '11/03/2026'))).toEqual(['a', 'c', 'e']);
    expect(ids(searchRows(rows, columns, '2026-11-03'))).toEqual([]);
    expect(ids(searchRows(rows, columns, 'fresh'))).toEqual(['b']);
    expect(ids(searchRows(rows, columns, '   '))).toEqual(ids(rows));
  });

  it('leaves out columns marked not searchable', () => {
    const hidden = columns.map((c) => (c.id === 'description' ? { ...c, searchable: false } : c));
    expect(ids(searchRows(rows, hidden, 'fresh'))).toEqual([]);
  });
});

describe('sorting', () => {
  const sorted = (id: string, desc: boolean, data: Row[] = rows) => {
    const options: TableOptionsResolved<Row> = {
      data,
      columns: columnDefsOf(columns),
      state: { sorting: [{ id, desc }] },
      onStateChange: () => undefined,
      renderFallbackValue: null,
      getCoreRowModel: getCoreRowModel(),
      getSortedRowModel: getSortedRowModel(),
    };
    const table = createTable(options);
    table.setOptions((prev) => ({ ...prev, state: { ...table.initialState, sorting: [{ id, desc }] } }));
    return table.getSortedRowModel().rows.map((r) => r.original.id);
  };

  it('sorts money by value and dates by date, not by their text', () => {
    expect(sorted('amount', false)).toEqual(['c', 'e', 'b', 'd', 'a']);
    expect(sorted('date', true)).toEqual(['e', 'b', 'a', 'c', 'd']);
  });

  it('is stable: rows with equal values keep their order, both ways', () => {
    expect(sorted('amount', false).filter((id) => id === 'b' || id === 'd')).toEqual(['b', 'd']);
    expect(sorted('amount', true).filter((id) => id === 'b' || id === 'd')).toEqual(['b', 'd']);
    const reversed = [...rows].reverse();
    expect(sorted('amount', false, reversed).filter((id) => id === 'b' || id === 'd')).toEqual(['d', 'b']);
  });
});

describe('table state in the URL', () => {
  const opts: TableStateOptions = { sortable: ['date', 'amount'], defaultSort: { id: 'date', desc: true } };

  it('round-trips search, sort, page and size, leaving defaults out of the URL', () => {
    const state = { q: '$1,234', sort: { id: 'amount', desc: false }, page: 2, size: 25 };
    const search = patchSearch('?view=cardholder', tableStateParams(state, opts));
    expect(search).toBe('?view=cardholder&q=%241%2C234&sort=amount&page=3&size=25');
    expect(readTableState(new URLSearchParams(search), opts)).toEqual(state);
    const defaults = tableStateParams({ q: '', sort: { id: 'date', desc: true }, page: 0, size: 10 }, opts);
    expect(patchSearch('?q=x&sort=amount&page=4&size=50', defaults)).toBe('');
  });

  it('reads a malformed or hostile URL as the defaults, never an error', () => {
    const bad = new URLSearchParams('sort=password:desc&page=-3&size=9999&q=' + 'x'.repeat(500));
    expect(readTableState(bad, opts)).toEqual({ q: 'x'.repeat(100), sort: { id: 'date', desc: true }, page: 0, size: 10 });
    expect(readTableState(new URLSearchParams('sort=amount:sideways&page=abc'), opts)).toMatchObject({
      sort: { id: 'date', desc: true },
      page: 0,
    });
  });

  it('keeps two tables on one page apart with a prefix', () => {
    const a = { ...opts, prefix: 'hist' };
    const search = patchSearch('?q=keep', tableStateParams({ q: 'x', page: 1 }, a));
    expect(search).toBe('?q=keep&hist.q=x&hist.page=2');
    expect(readTableState(new URLSearchParams(search), a)).toMatchObject({ q: 'x', page: 1 });
    expect(readTableState(new URLSearchParams(search), opts).q).toBe('keep');
  });
});

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and uses US formats', () => {
    const csv = toCsv(['Date', 'Description', 'Amount'], [['11/03/2026', 'SMITH, JONES "AND" CO\nSUITE 2', moneyCsv(1234.5)]]);
    expect(csv).toBe('Date,Description,Amount\r\n11/03/2026,"SMITH, JONES ""AND"" CO\nSUITE 2","$1,234.50"');
    expect(Papa.parse<string[]>(csv).data[1]).toEqual(['11/03/2026', 'SMITH, JONES "AND" CO\nSUITE 2', '$1,234.50']);
  });

  it('neutralises cells a spreadsheet would run as a formula: =, +, -, @, tab, carriage return', () => {
    const hostile = ['=HYPERLINK("http://evil.example")', '+1+2', '-2+3', '@SUM(A1:A9)', '\tTAB', '\rCR', 'SAFE'];
    const parsed = Papa.parse<string[]>(
      toCsv(
        ['Description'],
        hostile.map((h) => [h]),
      ),
    )
      .data.slice(1)
      .map((r) => r[0]);
    expect(parsed).toEqual(['\'=HYPERLINK("http://evil.example")', "'+1+2", "'-2+3", "'@SUM(A1:A9)", "'\tTAB", "'\rCR", 'SAFE']);
  });

  it('writes negative money as ($12.00), which needs no neutralising and reads as a number', () => {
    expect(moneyCsv(-12)).toBe('($12.00)');
    expect(moneyCsv(-2456.76)).toBe('($2,456.76)');
    expect(toCsv(['Amount'], [[moneyCsv(-12)]])).toBe('Amount\r\n($12.00)');
  });
});

describe('a CSV made by the platform (neutraliseCsv)', () => {
  it('neutralises formula-like cells as the kit does, keeps the rest and its quoting', () => {
    const platform = '\ufeffpaymentId,vendorName,amount\n1,=HYPERLINK("http://x"),10.00\n2,"Smith, Jones",-5.00\n3,@SUM(A1),+1\n\n';
    const out = neutraliseCsv(platform);
    const rows = Papa.parse<string[]>(out, { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      ['paymentId', 'vendorName', 'amount'],
      ['1', `'=HYPERLINK("http://x")`, '10.00'],
      ['2', 'Smith, Jones', `'-5.00`],
      ['3', `'@SUM(A1)`, `'+1`],
    ]);
    expect(out.split('\r\n')).toHaveLength(4);
  });
});
