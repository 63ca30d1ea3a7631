/**
 * CSV injection (OWASP "CSV Injection"): a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return
 * is run as a formula by spreadsheet programs (`=HYPERLINK(…)` in an invoice number). Every CSV the portal or the
 * platform writes prefixes such a cell with `'`, so the spreadsheet shows it as text. One rule for both.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text made safe: neutralised when it starts like a formula, then quoted as RFC 4180 asks when needed. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
