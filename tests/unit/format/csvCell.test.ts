import { describe, expect, it } from 'vitest';
import { csvCell, FORMULA_START } from '../../../shared/format/csvCell.js';
import { toCsv } from '../../../spas/ui/table/csv.js';

describe('csvCell: the one rule for CSV injection', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("a","b")', `"'=HYPERLINK(""a"",""b"")"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    [12.5, '12.5'],
  ])('%j → %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("is the rule the portal's own export applies", () => {
    const cells = ['=1+1', '+1', '-1', '@x', '\tx', 'plain'];
    const line = toCsv(['a', 'b', 'c', 'd', 'e', 'f'], [cells]).split('\r\n')[1]!;
    expect(line).toBe(cells.map(csvCell).join(','));
    expect(cells.filter((c) => FORMULA_START.test(c))).toHaveLength(5);
  });
});
