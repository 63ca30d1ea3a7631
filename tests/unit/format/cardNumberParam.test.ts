import { describe, expect, it } from 'vitest';
import { cardRefOf, looksLikeCardNumber, queryHasCardNumber } from '../../../shared/format/cardNumberParam.js';

/** The one rule for a card number in the `cardNumber` parameter (shared/format/cardNumberParam.ts). */
describe('looksLikeCardNumber', () => {
  it.each([
    '411111111111',
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '4111.1111.1111.1111',
    ' 5500000000000004 ',
    '6011000990139424123',
  ])('a card number: %s', (v) => expect(looksLikeCardNumber(v)).toBe(true));
  it.each([
    '41111111111',
    '41111111111111111111',
    '4111  1111 1111 1111',
    'REF/1 x',
    'eNcRyPtEd-ref_12345678901234567890',
    'a4111111111111111',
    '',
    '4111111111111111x',
  ])('not a card number: %s', (v) => expect(looksLikeCardNumber(v)).toBe(false));
});

describe('in a query', () => {
  it('finds it however the query spells it, in any `cardNumber` value; passes everything else', () => {
    expect(queryHasCardNumber('cardNumber=4111111111111111')).toBe(true);
    expect(queryHasCardNumber('view=cardholder&cardNumber=4111+1111+1111+1111')).toBe(true);
    expect(queryHasCardNumber('cardNumber=ref&cardNumber=4111%201111%201111%201111')).toBe(true);
    expect(queryHasCardNumber('card%4Eumber=4111111111111111')).toBe(true);
    expect(queryHasCardNumber('page=4111111111111111')).toBe(false);
    expect(queryHasCardNumber('cardNumber=REF%2F1+x')).toBe(false);
    expect(queryHasCardNumber('')).toBe(false);
  });

  it('cardRefOf: the reference, never a card number', () => {
    expect(cardRefOf(new URLSearchParams('cardNumber=REF%2F1+x'))).toBe('REF/1 x');
    expect(cardRefOf(new URLSearchParams('cardNumber=4111111111111111'))).toBeNull();
    expect(cardRefOf(new URLSearchParams('cardNumber='))).toBeNull();
    expect(cardRefOf(new URLSearchParams(''))).toBeNull();
  });
});
