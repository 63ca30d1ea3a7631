import { describe, expect, it } from 'vitest';
import { cardDigits, lastFour, CardSecurityDetails, RegisterCardRequest } from '../../../shared/contract/publicAccount.js';
import { isLuhnValid } from '../../../shared/format/checksums.js';
import {
  ActivationForm,
  AdminRegistrationForm,
  CardDetailsForm,
  ForgotPasswordForm,
  InvitationCodeForm,
  OnlineAccountForm,
  ResetPasswordForm,
  normalizeExpiry,
  notExpired,
} from '../../../spas/features/public-account/schemas.js';
import { checkForm } from '../../../spas/features/public-account/forms/validation.js';
import { describeFailure, tooManyTries, unavailableMessage } from '../../../spas/lib/failure.js';
import { HttpError } from '../../../shared/session/httpError.js';

const VALID = '4101887701180945'; // Luhn-valid sandbox test number
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
const card = { cardNumber: VALID, expirationDate: `08/${nextYear}`, securityCode: '488', zipCode: '60601' };
const errorsOf = (r: ReturnType<typeof checkForm>) => (r.ok ? {} : r.errors);

describe('Luhn and card number helpers', () => {
  it('accepts Luhn-valid numbers and refuses a changed digit, letters and wrong lengths', () => {
    expect(isLuhnValid(VALID)).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid(VALID.slice(0, -1) + '6')).toBe(false);
    expect(isLuhnValid('41018877011809a5')).toBe(false);
    expect(isLuhnValid('41118')).toBe(false);
    expect(isLuhnValid('4'.repeat(20))).toBe(false);
  });

  it('drops spaces and dashes people type, and shows only the last four', () => {
    expect(cardDigits('4101 8877-0118 0945')).toBe(VALID);
    expect(lastFour('4101 8877 0118 0945')).toBe('0945');
  });
});

describe('CardDetailsForm (register card step 1, forgot user name)', () => {
  it('passes a complete, valid card with spaces in the number', () => {
    expect(checkForm(CardDetailsForm, { ...card, cardNumber: '4101 8877 0118 0945' }).ok).toBe(true);
  });

  it('asks for every empty field, one message per field', () => {
    expect(errorsOf(checkForm(CardDetailsForm, { cardNumber: '', expirationDate: '', securityCode: '', zipCode: ' ' }))).toEqual({
      cardNumber: 'Enter your card number.',
      expirationDate: 'Enter the expiration date shown on your card.',
      securityCode: 'Enter the security code.',
      zipCode: 'Enter the ZIP code of your billing address.',
    });
  });

  it('explains an invalid card number (Luhn) apart from a malformed one', () => {
    expect(errorsOf(checkForm(CardDetailsForm, { ...card, cardNumber: VALID.slice(0, -1) + '6' })).cardNumber).toBe(
      "That card number isn't valid. Please check it and try again.",
    );
    expect(errorsOf(checkForm(CardDetailsForm, { ...card, cardNumber: '4101-88' })).cardNumber).toBe(
      'Enter the 16-digit number shown on your card, using numbers only.',
    );
    expect(errorsOf(checkForm(CardDetailsForm, { ...card, cardNumber: 'abcd efgh ijkl mnop' })).cardNumber).toMatch(/numbers only/);
  });

  it('checks the expiration date format and that the card has not expired', () => {
    expect(errorsOf(checkForm(CardDetailsForm, { ...card, expirationDate: '13/30' })).expirationDate).toMatch(/MM\/YY/);
    expect(errorsOf(checkForm(CardDetailsForm, { ...card, expirationDate: '01/20' })).expirationDate).toMatch(/expired/);
    expect(checkForm(CardDetailsForm, { ...card, expirationDate: `8/${nextYear}` }).ok).toBe(true);
    expect(checkForm(CardDetailsForm, { ...card, expirationDate: `08${nextYear}` }).ok).toBe(true);
  });

  it('checks the security code and ZIP code shapes', () => {
    expect(errorsOf(checkForm(CardDetailsForm, { ...card, securityCode: '12' })).securityCode).toMatch(/3-digit/);
    expect(errorsOf(checkForm(CardDetailsForm, { ...card, securityCode: '12a' })).securityCode).toMatch(/3-digit/);
    expect(errorsOf(checkForm(CardDetailsForm, { ...card, zipCode: '1234' })).zipCode).toMatch(/5-digit/);
    expect(checkForm(CardDetailsForm, { ...card, zipCode: '60601-1234' }).ok).toBe(true);
  });

  it('what the form passes is what the platform contract accepts', () => {
    const r = checkForm(CardDetailsForm, { ...card, cardNumber: '4101 8877 0118 0945', expirationDate: `8/${nextYear}` });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const body = {
      brand: 'demo',
      cardNumber: cardDigits(r.data.cardNumber),
      expirationDate: normalizeExpiry(r.data.expirationDate),
      securityCode: r.data.securityCode,
      zipCode: r.data.zipCode,
    };
    expect(CardSecurityDetails.safeParse(body).success).toBe(true);
    expect(CardSecurityDetails.safeParse({ ...body, cardNumber: VALID.slice(0, -1) + '6' }).success).toBe(false);
  });
});

describe('ActivationForm', () => {
  it('needs no ZIP code', () => {
    const { zipCode: _zip, ...rest } = card;
    expect(checkForm(ActivationForm, rest).ok).toBe(true);
    expect(Object.keys(errorsOf(checkForm(ActivationForm, { ...rest, securityCode: '' })))).toEqual(['securityCode']);
  });
});

describe('expiry helpers', () => {
  it('normalizes what people type to MM/YY', () => {
    expect(normalizeExpiry('8/28')).toBe('08/28');
    expect(normalizeExpiry('0828')).toBe('08/28');
    expect(normalizeExpiry(' 08 / 28 ')).toBe('08/28');
    expect(normalizeExpiry('August')).toBe('August');
  });
  it('a card is good through the last day of its month', () => {
    expect(notExpired('08/28', new Date(Date.UTC(2028, 7, 31, 23)))).toBe(true);
    expect(notExpired('08/28', new Date(Date.UTC(2028, 8, 1)))).toBe(false);
  });
});

describe('OnlineAccountForm (register card step 2)', () => {
  const ok = { username: 'jamie.doe', email: 'jamie@mail.example', password: 'Welcome2024', confirmPassword: 'Welcome2024' };
  it('passes a good user name, email and matching password', () => {
    expect(checkForm(OnlineAccountForm, ok).ok).toBe(true);
    expect(RegisterCardRequest.safeParse({ registrationToken: 't', ...ok }).success).toBe(true);
  });
  it('explains the user name rules', () => {
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, username: 'abc' })).username).toMatch(/4 to 30/);
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, username: '.jamie' })).username).toMatch(/starting with a letter or number/);
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, username: 'jamie doe' })).username).toMatch(/letters, numbers/);
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, username: 'x'.repeat(31) })).username).toMatch(/4 to 30/);
  });
  it('passwords: 8+ characters with a letter and a number, typed twice the same', () => {
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, password: 'short1', confirmPassword: 'short1' })).password).toMatch(/at least 8/);
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, password: 'lettersonly', confirmPassword: 'lettersonly' })).password).toMatch(
      /letter and one number/,
    );
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, password: '12345678', confirmPassword: '12345678' })).password).toMatch(
      /letter and one number/,
    );
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, confirmPassword: 'Welcome2025' })).confirmPassword).toBe(
      "The passwords don't match.",
    );
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, confirmPassword: '' })).confirmPassword).toBe('Enter your password again.');
  });
  it('checks the email address', () => {
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, email: 'jamie@' })).email).toMatch(/valid email/);
    expect(errorsOf(checkForm(OnlineAccountForm, { ...ok, email: '' })).email).toBe('Enter your email address.');
  });
});

describe('forgot password forms', () => {
  it('step 1 needs a user name; step 2 a contact', () => {
    expect(errorsOf(checkForm(ForgotPasswordForm, { username: '  ' })).username).toBe('Enter your user name.');
    expect(checkForm(ForgotPasswordForm, { username: 'cardholder' }).ok).toBe(true);
  });
  it('step 2: a 6-digit code and a good new password', () => {
    const ok = { verificationCode: '123456', password: 'Renewed2024', confirmPassword: 'Renewed2024' };
    expect(checkForm(ResetPasswordForm, ok).ok).toBe(true);
    expect(errorsOf(checkForm(ResetPasswordForm, { ...ok, verificationCode: '12345' })).verificationCode).toBe(
      'The verification code is 6 digits.',
    );
    expect(errorsOf(checkForm(ResetPasswordForm, { ...ok, verificationCode: '' })).verificationCode).toBe(
      'Enter the verification code we sent you.',
    );
    expect(errorsOf(checkForm(ResetPasswordForm, { ...ok, confirmPassword: 'x' })).confirmPassword).toBe("The passwords don't match.");
  });
});

describe('admin registration forms', () => {
  it("admins' passwords need upper and lower case letters and a number (the platform's rule)", () => {
    const ok = { username: 'jordan.admin', password: 'Admin2024x', confirmPassword: 'Admin2024x' };
    expect(checkForm(AdminRegistrationForm, ok).ok).toBe(true);
    expect(errorsOf(checkForm(AdminRegistrationForm, { ...ok, password: 'admin2024x', confirmPassword: 'admin2024x' })).password).toMatch(
      /upper and lower case/,
    );
  });
  it('a typed registration code must look complete', () => {
    expect(errorsOf(checkForm(InvitationCodeForm, { code: '' })).code).toMatch(/Enter the registration code/);
    expect(errorsOf(checkForm(InvitationCodeForm, { code: 'abc' })).code).toMatch(/not complete/);
    expect(checkForm(InvitationCodeForm, { code: 'A1b2C3d4E5f6' }).ok).toBe(true);
  });
});

describe('platform failures', () => {
  it('reads the reason, and counts 5xx, faults, time-outs and network failures as "unavailable"', () => {
    const refused = describeFailure(
      new HttpError(
        400,
        'status',
        { error: 'Bad Request', message: "The card details don't match our records.", reason: 'DETAILS_MISMATCH' },
        'x',
      ),
    );
    expect(refused).toMatchObject({ reason: 'DETAILS_MISMATCH', unavailable: false, status: 400 });
    expect(describeFailure(new HttpError(401, 'status', { message: 'no', reason: 'BAD_CODE', triesLeft: 3 }, 'x')).triesLeft).toBe(3);
    expect(
      describeFailure(
        new HttpError(503, 'status', { error: 'x', message: 'y', fault: { faultCode: 'CSSFAULT', faultString: 'down' } }, 'x'),
      ).unavailable,
    ).toBe(true);
    expect(describeFailure(new HttpError(200, 'fault', { fault: { faultCode: 'CSSFAULT', faultString: 'down' } }, 'x')).unavailable).toBe(
      true,
    );
    expect(describeFailure(new HttpError(0, 'network', null, 'x')).unavailable).toBe(true);
    expect(describeFailure(new HttpError(504, 'timeout', null, 'x')).unavailable).toBe(true);
    expect(describeFailure(new Error('boom')).unavailable).toBe(true);
    expect(unavailableMessage('Demo Bank')).toContain("can't reach Demo Bank card services");
  });

  it("a throttled or locked guess is explained with the platform's time it lifts; a lock adds who to call", () => {
    const message =
      'Too many unsuccessful tries. For your security, checking this card online is locked until 03:45 PM ET (in about 15 minutes).';
    const locked = describeFailure(
      new HttpError(423, 'status', { message, reason: 'LOCKED', retryAt: '2026-01-01T20:45:00.000Z', retryAfterSeconds: 900 }, 'x'),
    );
    expect(locked.unavailable).toBe(false);
    expect(tooManyTries(locked, 'Demo Bank')).toEqual({
      title: 'Too many attempts',
      body: `${message} If you need help now, call Demo Bank at the number on the back of your card.`,
    });
    const slowed = describeFailure(
      new HttpError(
        429,
        'status',
        { message: 'Too many unsuccessful tries. For your security, please wait 4 seconds before trying again.', reason: 'THROTTLED' },
        'x',
      ),
    );
    expect(tooManyTries(slowed, 'Demo Bank')?.body).toBe(
      'Too many unsuccessful tries. For your security, please wait 4 seconds before trying again.',
    );
    expect(tooManyTries(describeFailure(new HttpError(400, 'status', { reason: 'DETAILS_MISMATCH' }, 'x')), 'Demo Bank')).toBeNull();
  });
});
