import Papa from 'papaparse';
import { FORMULA_START } from '../../../shared/format/csvCell.js';

/**
 * CSV export (`Download CSV`): RFC 4180 quoting by Papa Parse, and CSV-injection protection by the rule every CSV
 * of the portal and the platform follows (shared/format/csvCell.ts). Money columns export negative amounts in
 * the US accounting form `($12.00)`, which spreadsheets read as a negative number and which needs no
 * neutralising. Loaded only when someone downloads.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return Papa.unparse(
    { fields: [...headers], data: rows.map((r) => [...r]) },
    { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false },
  );
}

/**
 * A CSV made elsewhere (a platform's download call) made safe the same way: parsed, every formula-like cell
 * neutralised, written again with the same quoting. Blank lines are dropped.
 */
export function neutraliseCsv(text: string): string {
  const parsed = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true });
  const [headers = [], ...rows] = parsed.data;
  return toCsv(headers, rows);
}

/** Saves text as a file in the browser (a transient link; nothing leaves the page). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names with accents, the em dash).
  const blob = new Blob(['\ufeff', text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface ParsedCsv {
  /** The header row, trimmed. */
  headers: string[];
  /** One object per row (header → cell), blank lines left out. */
  rows: Record<string, string>[];
  /** Rows Papa Parse could not read (a quote never closed, too many cells), by line number (the header is line 1). */
  problems: { line: number; message: string }[];
}

/**
 * Reads a CSV file a person uploads (RFC 4180, quoted cells, a byte-order mark, `\r\n` or `\n`): the first row is
 * the header. Loaded only when someone uploads, like the export.
 */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  return {
    headers: (result.meta.fields ?? []).filter((h) => h !== ''),
    rows: result.data,
    problems: result.errors.map((e) => ({ line: (e.row ?? 0) + 2, message: e.message })),
  };
}
