/**
 * Display formats of docs/requirements.md#spec-9-constants, one definition for every screen, the CSV export and the sandbox's documents:
 * US dollars, dates as MM/dd/yyyy, times in America/New_York as `MM/DD/YYYY hh:mm:ss A`, bytes with 2
 * decimals. A value that is missing shows as an em dash; a value of an unexpected form is shown as received
 * (never a misleading date).
 */
import { formatDecimal } from './formatDecimal.js';

/**
 * The time-zone formatter is made when first used, not when the module loads: making one costs a browser several
 * milliseconds, and every area loads this module before its first paint.
 */
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const NY_PARTS = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    }),
);
export const MISSING = '—';

/** `$1,234.50`, `-$12.00` (as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })`). */
export function formatMoney(amount: number | null | undefined): string {
  if (amount == null || !Number.isFinite(amount)) return MISSING;
  const d = formatDecimal(amount, { minDigits: 2, maxDigits: 2 });
  return `${d.negative ? '-' : ''}$${d.text}`;
}

/** A share (0.4213) → `42.1%` (as `Intl.NumberFormat('en-US', { style: 'percent' })` with one decimal). */
export function formatPercent(share: number | null | undefined): string {
  if (share == null || !Number.isFinite(share)) return MISSING;
  const d = formatDecimal(share, { minDigits: 1, maxDigits: 1, shift: 2 });
  return `${d.negative ? '-' : ''}${d.text}%`;
}

/** `YYYY-MM-DD` (or an ISO timestamp's date part) → `MM/dd/yyyy`. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return MISSING;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}

/**
 * A dollar amount typed by a person → the number, or null when it is not one: `1234.5`, `$1,234.50`, ` 12 ` are
 * amounts; more than two decimals, misplaced commas, signs, letters or an empty text are not.
 */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(t) && !/^\.\d{1,2}$/.test(t)) return null;
  const n = Number(t.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** `MM/dd/yyyy` typed by a person → `YYYY-MM-DD`, or null when it is not a real calendar date. */
export function parseUsDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [mm, dd, yyyy] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(yyyy, mm - 1, dd));
  if (d.getUTCFullYear() !== yyyy || d.getUTCMonth() !== mm - 1 || d.getUTCDate() !== dd) return null;
  return d.toISOString().slice(0, 10);
}

/** An instant (ISO timestamp or epoch ms) in America/New_York: `MM/DD/YYYY hh:mm:ss AM`. */
export function formatDateTime(at: string | number | null | undefined): string {
  if (at == null || at === '') return MISSING;
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return String(at);
  const p = Object.fromEntries(
    NY_PARTS()
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}:${p.second} ${p.dayPeriod}`;
}

/**
 * The calendar day of an instant in America/New_York, `YYYY-MM-DD`: the day the screens show it on (docs/requirements.md#spec-9-constants), so a
 * date filter finds what is shown on that date. Null for something that is not an instant.
 */
export function easternIsoDate(at: string | number): string | null {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return null;
  const p = Object.fromEntries(
    NY_PARTS()
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}`;
}

/** `1536` → `1.50 KB` (docs/requirements.md#spec-9-constants: two decimals). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return MISSING;
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let n = bytes;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return i === 0 ? `${n} bytes` : `${n.toFixed(2)} ${units[i]}`;
}

/** What a screen may show of a card: `…6643` (never more than the last four). */
export const cardEnding = (last4: string | null | undefined): string => (last4 ? `…${last4}` : MISSING);

/** `1234` → `1,234` (points, counts; as `Intl.NumberFormat('en-US')`: up to three decimals). */
export function formatCount(n: number | null | undefined): string {
  if (n == null) return MISSING;
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? '∞' : '-∞';
  const d = formatDecimal(n, { minDigits: 0, maxDigits: 3 });
  return `${d.negative ? '-' : ''}${d.text}`;
}

/**
 * Dollars typed by a person (`$1,234.56`, `1234.5`, `-20`) → the number, or null when it is not an amount in
 * dollars and cents (letters, three decimals, misplaced commas). Zero and negatives come back as numbers so a
 * form can say what is wrong with them.
 */
export function parseDollars(text: string): number | null {
  const m = /^\s*(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m || (m[2] === undefined && m[3] === undefined)) return null;
  const cents = Number((m[2] ?? '0').replace(/,/g, '')) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return (m[1] ? -cents : cents) / 100;
}
