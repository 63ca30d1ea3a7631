/**
 * Table search (docs/requirements.md#spec-5-validation): dollar signs and commas are ignored, so `$1,234.50` finds 1234.5; dates match as
 * the MM/dd/yyyy text a person sees. Case-insensitive. One rule for the browser's table kit and the
 * platform's `query` parameter (the sandbox), so a server-side and a client-side search find the same rows.
 */
export const normaliseSearch = (text: string): string => text.toLowerCase().replace(/[$,]/g, '').trim();

/** Whether any field's text contains the query (empty query: everything matches). */
export function textMatches(query: string | null | undefined, ...fields: Array<string | number | null | undefined>): boolean {
  const q = query ? normaliseSearch(query) : '';
  if (!q) return true;
  return fields.some((f) => f !== null && f !== undefined && normaliseSearch(String(f)).includes(q));
}
