/**
 * CSV injection (OWASP "CSV Injection"): a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return
 * is run as a formula by spreadsheet programs (`=HYPERLINK(…)` in an invoice number). Every CSV the portal or the
 * platform writes prefixes such a cell with `'`, so the spreadsheet shows it as text. One rule for both.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text made safe: one that starts like a formula is prefixed with `'` and quoted (as OWASP advises, and as
 * Papa Parse's `escapeFormulae` writes it for the portal's own export); any other is quoted as RFC 4180 asks when needed.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const formula = FORMULA_START.test(text);
  const safe = formula ? `'${text}` : text;
  return formula || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
