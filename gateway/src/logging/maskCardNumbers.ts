/**
 * Card numbers never reach a log line (DESIGN §5): any run of 13–19 digits, optionally separated by single
 * spaces or dashes, is masked wherever it appears in a string.
 */
const CARD_LIKE = /(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])/g;

export const CARD_MASK = '[card]';

export const maskCardNumbers = (text: string): string => text.replace(CARD_LIKE, CARD_MASK);

/** Keys whose values the gateway generates itself (a UUID may hold a long digit run by chance). */
const UNMASKED_KEYS = new Set(['reqId']);

/** Deep copy of a log object with every string masked; Errors become {type, message, stack}. */
export function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (value instanceof Error) {
    const out: Record<string, unknown> = { type: value.name, message: maskCardNumbers(value.message) };
    if (value.stack) out.stack = maskCardNumbers(value.stack);
    const code = (value as { code?: unknown }).code;
    if (typeof code === 'string') out.code = code;
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = UNMASKED_KEYS.has(k) ? v : maskDeep(v, depth + 1);
  return out;
}
