import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../spas/ui/table/csv.js';

describe('parseCsv (uploads)', () => {
  it('reads what toCsv writes: quoted commas, quotes and line breaks in cells, CRLF', () => {
    const text = toCsv(
      ['Name', 'Note'],
      [
        ['Doe, Jane', 'said "hi"'],
        ['Ray', 'two\nlines'],
      ],
    );
    expect(parseCsv(text)).toEqual({
      headers: ['Name', 'Note'],
      rows: [
        { Name: 'Doe, Jane', Note: 'said "hi"' },
        { Name: 'Ray', Note: 'two\nlines' },
      ],
      problems: [],
    });
  });

  it('drops a byte-order mark and blank lines, trims headers, and reports a line it can’t read by its line number', () => {
    const parsed = parseCsv('\ufeff Name ,Amount\n\nx,1\n"broken,2\n');
    expect(parsed.headers).toEqual(['Name', 'Amount']);
    expect(parsed.rows[0]).toEqual({ Name: 'x', Amount: '1' });
    expect(parsed.problems.length).toBeGreaterThan(0);
  });
});
