import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent, MISSING } from '../../../shared/format/format.js';

/** What the portal showed with Intl (Node has the full ICU data): the hand-made formats must say exactly the same. */
const intl = {
  money: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  count: new Intl.NumberFormat('en-US'),
  percent: new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** A fixed pseudo-random sequence, so a failure can be run again. */
function* numbers(count: number): Generator<number> {
  let seed = 20261126;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const edges = [
    0,
    -0,
    0.5,
    1.005,
    2.675,
    0.125,
    0.995,
    9.995,
    99.995,
    999.9995,
    1e-6,
    1e-7,
    0.0049,
    0.005,
    123456789.125,
    1e15,
    1e20,
    1e21,
    2 ** 53,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
    0.00049,
    0.00051,
    0.9995,
    0.99949,
  ];
  for (const e of edges) yield* [e, -e];
  for (let i = 0; i < count; i++) {
    const kind = i % 5;
    const magnitude = 10 ** Math.floor(next() * 12 - 3);
    if (kind === 0)
      yield Math.round(next() * magnitude * 100) / 100; // cents
    else if (kind === 1)
      yield Math.round(next() * magnitude); // whole
    else if (kind === 2)
      yield (Math.round(next() * magnitude * 1000) + 0.5) / 1000; // halves at the third decimal
    else if (kind === 3) yield -next() * magnitude;
    else yield next() * magnitude;
  }
}

describe('number formats without Intl (shared/format/formatDecimal.ts)', () => {
  it('shows dollars, counts and percentages exactly as Intl.NumberFormat en-US does', () => {
    for (const n of numbers(20_000)) {
      expect([n, formatMoney(n)]).toEqual([n, intl.money.format(n)]);
      expect([n, formatCount(n)]).toEqual([n, intl.count.format(n)]);
      expect([n, formatPercent(n)]).toEqual([n, intl.percent.format(n)]);
    }
  });

  it('shows the examples of docs/requirements.md#spec-9-constants', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(0.995)).toBe('$1.00');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatPercent(0.4213)).toBe('42.1%');
  });

  it('shows a missing value as a dash, and what is not a number as Intl does', () => {
    expect(formatMoney(null)).toBe(MISSING);
    expect(formatMoney(Number.NaN)).toBe(MISSING);
    expect(formatCount(undefined)).toBe(MISSING);
    expect(formatCount(Number.NaN)).toBe(intl.count.format(Number.NaN));
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe(intl.count.format(Number.POSITIVE_INFINITY));
    expect(formatCount(Number.NEGATIVE_INFINITY)).toBe(intl.count.format(Number.NEGATIVE_INFINITY));
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe(MISSING);
  });
});
