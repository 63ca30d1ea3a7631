/**
 * en-US decimal digits without `Intl`: the first `Intl.NumberFormat` a page makes costs a phone 30–90 ms (the
 * locale's data is set up then), inside the render that first shows an amount (long tasks). Counts, dollars
 * and percentages need only grouping commas and rounding, done here as ICU does them: on the shortest decimal that
 * reads back as the same number (what `String(n)` gives), halves rounded away from zero.
 */
export interface DecimalParts {
  /** Whether a minus sign goes in front (negative numbers, and minus zero, as Intl shows them). */
  negative: boolean;
  /** The digits with grouping commas and the decimals asked for, e.g. `1,234.50`. */
  text: string;
}

export interface DecimalOptions {
  minDigits: number;
  maxDigits: number;
  /** Powers of ten to multiply by first (2 for a percentage), exactly, on the decimal digits. */
  shift?: number;
}

/** `n` must be finite. */
export function formatDecimal(n: number, { minDigits, maxDigits, shift = 0 }: DecimalOptions): DecimalParts {
  const negative = n < 0 || Object.is(n, -0);
  const plain = String(Math.abs(n));
  // Beyond 1e21 or below 1e-6 String() writes an exponent: no amount on a screen is either, but Intl still says it right.
  if (plain.includes('e')) return { negative, text: viaIntl(Math.abs(n) * 10 ** shift, minDigits, maxDigits) };
  const dot = plain.indexOf('.');
  let whole = dot < 0 ? plain : plain.slice(0, dot);
  let fraction = dot < 0 ? '' : plain.slice(dot + 1);
  if (shift > 0) {
    fraction = fraction.padEnd(shift, '0');
    whole += fraction.slice(0, shift);
    fraction = fraction.slice(shift);
  }
  if (fraction.length > maxDigits) {
    const up = fraction.charCodeAt(maxDigits) >= 53; // '5'
    fraction = fraction.slice(0, maxDigits);
    if (up) [whole, fraction] = addOneUnit(whole, fraction);
  }
  fraction = fraction.padEnd(minDigits, '0');
  let end = fraction.length;
  while (end > minDigits && fraction.charCodeAt(end - 1) === 48) end--; // trailing '0's past the minimum
  fraction = fraction.slice(0, end);
  whole = whole.replace(/^0+(?=\d)/, '');
  return { negative, text: group(whole) + (fraction ? `.${fraction}` : '') };
}

/** Adds one in the last place of `whole.fraction`, carrying leftwards. */
function addOneUnit(whole: string, fraction: string): [string, string] {
  const digits = (whole + fraction).split('');
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') digits[i--] = '0';
  if (i < 0) digits.unshift('1');
  else digits[i] = String(Number(digits[i]) + 1);
  const cut = digits.length - fraction.length;
  return [digits.slice(0, cut).join(''), digits.slice(cut).join('')];
}

function group(whole: string): string {
  let out = '';
  for (let end = whole.length; end > 0; end -= 3) out = whole.slice(Math.max(0, end - 3), end) + (out ? `,${out}` : '');
  return out || '0';
}

const viaIntl = (n: number, minDigits: number, maxDigits: number): string =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits }).format(n);
