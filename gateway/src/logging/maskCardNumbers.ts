import { hasDigits } from '../../../shared/format/cardNumberParam.js';
/**
 * Card numbers never reach a log line (docs/requirements.md#design-5-policies): a run of 13–19 digits is masked wherever it appears in a
 * string, however it is spelt — plain, or with up to three separators between digits (spaces, tabs, dots,
 * dashes, underscores, `+`), with those separators or the digits themselves percent-encoded (`%20`, `%2D`,
 * `%2E`, `%C2%A0`, `%34`…), as a path segment, in a query string or in a message. Slashes, `?`, `&`, `=`
 * and `:` are not separators: they keep ids in paths and times in messages apart.
 */
const DIGIT = '(?:[0-9]|%3[0-9])';
const SEPARATOR = '(?:[ \\t._+\\-]|%(?:09|2[0-9A-Fa-f]|5[Ff]|[Cc]2%[Aa]0))';
const CARD_LIKE = new RegExp(`(?<![0-9]|%3)${DIGIT}(?:${SEPARATOR}{0,3}${DIGIT}){12,18}(?![0-9]|%3[0-9])`, 'g');

export const CARD_MASK = '[card]';

/** Fewer than 13 digit characters cannot hold a card number: most strings are passed over without a regex. */
export const maskCardNumbers = (text: string): string => (hasDigits(text, 13) ? text.replace(CARD_LIKE, CARD_MASK) : text);

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
