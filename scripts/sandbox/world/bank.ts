import type { Rng } from './prng.js';

export function generateRouting(rng: Rng): string {
  const d = Array.from({ length: 8 }, () => rng.int(0, 9));
  d[0] = rng.int(0, 1);
  const partial = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return d.join('') + String((10 - (partial % 10)) % 10);
}

export const BANK_NAMES = [
  'First Federal Savings',
  'Community Credit Union',
  'Heritage National Bank',
  'Metro Trust',
  'Valley State Bank',
] as const;
