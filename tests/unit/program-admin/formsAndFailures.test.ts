import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { HttpError } from '../../../shared/session/httpError.js';
import { actionFailureText } from '../../../spas/lib/failure.js';
import { dollarsField, parseDollars } from '../../../spas/ui/forms/money.js';
import { readAccountFilters } from '../../../spas/features/company/accountFilters.js';
import { accountsSearch } from '../../../shared/session/callUrls.js';

describe('dollars typed in a form', () => {
  it('reads 2500, 2,500.5 and $2,500.00; refuses misplaced commas, more than cents and words', () => {
    expect(['2500', '2,500.5', '$2,500.00', ' 12 '].map(parseDollars)).toEqual([2500, 2500.5, 2500, 12]);
    expect(['25,00', '1.234', 'ten', '', '-5', '1e3'].map(parseDollars)).toEqual([null, null, null, null, null, null]);
  });

  it('a field says why: not an amount, below the least, above the most with its reason; optional empty is null', () => {
    const field = dollarsField({ what: 'credit limit', min: 1, max: { amount: 50_000, reason: "the company's credit limit" } });
    const message = (v: string) => {
      const r = z.safeParse(field, v);
      return r.success ? r.data : r.error.issues[0]!.message;
    };
    expect(message('')).toBe('Enter the credit limit.');
    expect(message('abc')).toBe('Enter the credit limit in dollars, like 2,500.00.');
    expect(message('2,500.005')).toBe('The credit limit must be in whole cents (no fractions of a cent).');
    expect(message('0')).toBe('The credit limit must be at least $1.00.');
    expect(message('50,000.01')).toBe("The credit limit can't be more than $50,000.00, the company's credit limit.");
    expect(message('$50,000')).toBe(50_000);
    expect(z.safeParse(dollarsField({ what: 'limit', optional: true }), '  ').data).toBeNull();
  });
});

describe('a change that did not happen, in words', () => {
  it('the platform’s refusal as it said it; a platform failure says nothing was changed', () => {
    expect(
      actionFailureText(new HttpError(400, 'status', { message: "The credit line cannot exceed the company's limit of $5.00." }, 'x')),
    ).toBe("The credit line cannot exceed the company's limit of $5.00.");
    expect(actionFailureText(new HttpError(403, 'status', null, 'x'))).toBe('Your role does not allow this, so nothing has changed.');
    expect(actionFailureText(new HttpError(503, 'status', { message: 'busy' }, 'x'))).toContain('nothing has changed');
    expect(actionFailureText(new HttpError(0, 'network', null, 'x'))).toContain('nothing has changed');
    expect(actionFailureText(new HttpError(401, 'status', null, 'x'))).toContain('log in again');
  });
});

describe('the accounts list query', () => {
  it('page = offset / size, the search, filters and sort as the platform takes them, processor balances', () => {
    expect(
      Object.fromEntries(
        new URLSearchParams(
          accountsSearch({ q: ' $1,234.50 ', status: 'CLOSED', type: 'Ghost Sub', sort: { id: 'balance', desc: true } }, 100, 50),
        ),
      ),
    ).toEqual({
      page: '2',
      size: '50',
      useProcessorData: 'true',
      query: '$1,234.50',
      status: 'CLOSED',
      type: 'Ghost Sub',
      sort: 'balance,DESC',
    });
    expect(accountsSearch({ q: '', status: null, type: null, sort: { id: 'account', desc: false } }, 0, 50)).toBe(
      'page=0&size=50&useProcessorData=true',
    );
  });

  it('filters in the URL are read leniently', () => {
    expect(readAccountFilters(new URLSearchParams('accounts.status=CLOSED&accounts.type=Virtual%20Sub'))).toEqual({
      status: 'CLOSED',
      type: 'Virtual Sub',
    });
    expect(readAccountFilters(new URLSearchParams('accounts.status=open&accounts.type=Boss'))).toEqual({ status: null, type: null });
  });
});
