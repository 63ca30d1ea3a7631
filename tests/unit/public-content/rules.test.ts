import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../shared/session/httpError.js';
import { classify, notOffered, notOfferedText } from '../../../spas/lib/failure.js';
import { expenseTransactionsCall } from '../../../shared/contract/expenseReports.js';
import { cardTransactionsCall } from '../../../shared/contract/cards.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';
import { productCodeSource, termsVerdict } from '../../../shared/permissions/termsAccess.js';
import { variantFor } from '../../../shared/brand/rewardsVariants.js';
import { addressesInOrder } from '../../../spas/features/help/addresses.js';

describe('terms gate: productCode query, else the logged-in user’s company, else general terms', () => {
  it('prefers the query parameter', () => {
    expect(productCodeSource('?productCode=108', true, 5)).toEqual({ kind: 'query', code: 108 });
  });
  it('flags a malformed code instead of guessing', () => {
    expect(productCodeSource('?productCode=10a', false, null)).toEqual({ kind: 'invalid', raw: '10a' });
  });
  it('uses the account when logged in, else shows the general terms', () => {
    expect(productCodeSource('', true, 1102)).toEqual({ kind: 'account', companyId: 1102 });
    expect(productCodeSource('', true, null)).toEqual({ kind: 'none' });
    expect(productCodeSource('?productCode=', false, 1102)).toEqual({ kind: 'none' });
  });
  it('forbids terms for 106, 107, 108, 114 and 116 only', () => {
    for (const code of [106, 107, 108, 114, 116]) expect(termsVerdict(code).show).toBe(false);
    for (const code of [100, 101, 105, 109, 112, 115, 117]) expect(termsVerdict(code).show).toBe(true);
    expect(termsVerdict(null)).toEqual({ show: true, code: null });
  });
});

describe('rewards variants', () => {
  it('the platform’s variant wins, then the brand code, then default', () => {
    expect(variantFor('grizzlies', 'demo')).toBe('grizzlies');
    expect(variantFor(null, 'BHGMORE')).toBe('bhgmore');
    expect(variantFor('nonsense', 'demo')).toBe('default');
    expect(variantFor(undefined, null)).toBe('default');
  });
});

describe('platform failures as the pages explain them', () => {
  it('network, time-out, 5xx and CSSFAULT mean "unavailable"', () => {
    expect(classify(new HttpError(0, 'network', null, 'x')).kind).toBe('unavailable');
    expect(classify(new HttpError(504, 'timeout', null, 'x')).kind).toBe('unavailable');
    expect(classify(new HttpError(503, 'status', null, 'x')).kind).toBe('unavailable');
    expect(classify(new HttpError(200, 'fault', { fault: { faultCode: 'CSSFAULT', faultString: 'down' } }, 'x')).kind).toBe('unavailable');
  });
  it('404, 401, 403, 423 and 400 keep their meaning, with the platform message', () => {
    expect(classify(new HttpError(404, 'status', { message: 'This vendor link is not valid.' }, 'x'))).toMatchObject({
      kind: 'notFound',
      platformMessage: 'This vendor link is not valid.',
    });
    expect(classify(new HttpError(401, 'status', null, 'x')).kind).toBe('unauthorized');
    expect(classify(new HttpError(403, 'status', null, 'x')).kind).toBe('denied');
    expect(classify(new HttpError(423, 'status', null, 'x')).kind).toBe('locked');
    expect(classify(new HttpError(400, 'status', null, 'x')).kind).toBe('invalid');
    expect(classify(new Error('boom')).kind).toBe('other');
  });
  it('too many wrong guesses (the platform throttle, 429 or 423 with a reason) is "locked", not "busy"', () => {
    const message = 'Too many unsuccessful tries. For your security, please wait 2 seconds before trying again.';
    expect(classify(new HttpError(429, 'status', { message, reason: 'THROTTLED' }, 'x'))).toMatchObject({
      kind: 'locked',
      throttled: true,
      platformMessage: message,
    });
    expect(classify(new HttpError(423, 'status', { message, reason: 'LOCKED' }, 'x'))).toMatchObject({ kind: 'locked', throttled: true });
    // A 429 without a throttle reason (the gateway's per-client cap) is the platform being busy.
    expect(classify(new HttpError(429, 'status', { error: 'too_many_requests' }, 'x')).kind).toBe('unavailable');
  });
  it('a call the portal designed that the platform lacks (404, 501) is a service the bank does not offer; a docs/requirements.md#spec-7-calls call or another failure is not', () => {
    expect(notOffered(expenseTransactionsCall, new HttpError(404, 'status', null, 'x'))).toBe(true);
    expect(
      notOffered(expenseTransactionsCall, new HttpError(501, 'fault', { fault: { faultCode: 'CSSFAULT', faultString: 'x' } }, 'x')),
    ).toBe(true);
    expect(notOffered(expenseTransactionsCall, new HttpError(500, 'status', null, 'x'))).toBe(false);
    expect(notOffered(expenseTransactionsCall, new HttpError(0, 'network', null, 'x'))).toBe(false);
    expect(notOffered(cardTransactionsCall, new HttpError(404, 'status', null, 'x'))).toBe(false);
    expect(notOfferedText('your open purchases', 'Demo Bank')).toBe(
      "Demo Bank doesn't offer this service online yet, so your open purchases can't be shown here.",
    );
  });
});

describe('formats (docs/requirements.md#spec-9-constants)', () => {
  it('US dollars and MM/dd/yyyy', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate(null)).toBe('—');
  });
});

describe('contact us address order', () => {
  it('customer service, payments, overnight, correspondence; unknown types left out', () => {
    const a = (addressType: string) =>
      ({ addressType, addressLine1: addressType, addressLine2: '', city: 'C', state: 'S', zip5: '00000', phone: '' }) as never;
    const ordered = addressesInOrder([a('MAILING'), a('OVERNIGHT'), a('PAYMENT'), a('CUSTOMER_SERVICE'), a('OTHER')]);
    expect(ordered.map((o) => o.heading)).toEqual([
      'Customer Service',
      'Payments by Mail',
      'Overnight Payments',
      'General Correspondence and Billing Inquiries',
    ]);
  });
});
