import { describe, expect, it } from 'vitest';
import {
  isBulkShipping,
  isFleet,
  isIntroRate,
  isNonConsumer,
  isPurchasingCard,
  isRewardsProduct,
  isSecured,
  isTermsForbidden,
  isWorldElite,
} from '../../../shared/permissions/index.js';

const CODES = Array.from({ length: 18 }, (_, i) => 100 + i); // 100–117

describe('product code groups (docs/requirements.md#spec-9-constants), every code 100–117', () => {
  it.each([
    ['isRewardsProduct', isRewardsProduct, [101, 102, 104, 105, 107, 109, 111, 112]],
    ['isNonConsumer', isNonConsumer, [103, 104, 105, 106, 107, 108, 112, 113, 114, 115, 116]],
    ['isPurchasingCard', isPurchasingCard, [108, 116]],
    ['isFleet', isFleet, [114]],
    ['isBulkShipping', isBulkShipping, [108, 114, 116]],
    ['isWorldElite', isWorldElite, [109]],
    ['isIntroRate', isIntroRate, [100, 101, 103, 104, 115, 117]],
    ['isSecured', isSecured, [115, 116, 117]],
    ['isTermsForbidden', isTermsForbidden, [106, 107, 108, 114, 116]],
  ] as const)('%s', (_name, predicate, expected) => {
    expect(CODES.filter((c) => predicate(c))).toEqual(expected);
  });

  it('accepts numeric strings and refuses missing or odd values', () => {
    expect(isFleet('114')).toBe(true);
    expect(isFleet(null)).toBe(false);
    expect(isFleet(undefined)).toBe(false);
    expect(isFleet('')).toBe(false);
    expect(isFleet('114.5')).toBe(false);
    expect(isFleet(1140)).toBe(false);
  });
});
