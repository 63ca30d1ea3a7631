import { cardDigits, type ActivationVerifyRequest, type CardSecurityDetails } from '../../../../shared/contract/publicAccount.js';
import { TextField } from '../../../ui/TextField.js';
import { ActivationForm, CardDetailsForm, normalizeExpiry } from '../schemas.js';
import { useFormSubmit } from '../forms/useSubmit.js';
import type { FieldErrors } from '../forms/validation.js';
import { useBank } from './AccountPage.js';

type Bind = (name: 'cardNumber' | 'expirationDate' | 'securityCode' | 'zipCode') => {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
};

/**
 * Card number and security details. The number is typed in full (it never leaves this form except in the
 * POST body) and is shown afterwards only as its last four digits.
 */
export function CardFields({ bind, withZip }: { bind: Bind; errors?: FieldErrors; withZip: boolean }) {
  return (
    <>
      <TextField
        label="Card Number"
        hint="The 16-digit number on your card"
        inputMode="numeric"
        autoComplete="cc-number"
        spellCheck={false}
        maxLength={23}
        required
        {...bind('cardNumber')}
      />
      <TextField
        label="Expiration Date"
        hint="MM/YY, as shown on your card"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        maxLength={7}
        required
        {...bind('expirationDate')}
      />
      <TextField
        label="Security Code"
        hint="The 3 digits on the back of your card"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
        {...bind('securityCode')}
      />
      {withZip ? (
        <TextField
          label="Billing ZIP Code"
          hint="The ZIP code of the address where you receive your statements"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          required
          {...bind('zipCode')}
        />
      ) : null}
    </>
  );
}

const CARD_INITIAL = { cardNumber: '', expirationDate: '', securityCode: '', zipCode: '' };

/** What the platform is sent: with the billing ZIP code (register, forgot user name) or without (activate). */
type CardDetailsOf<Z extends boolean> = Z extends true ? CardSecurityDetails : ActivationVerifyRequest;

/**
 * The state, check and submit cycle of the card details form (`CardFields`): the entries are checked with
 * or without the billing ZIP code, sent as the platform takes them (the number's digits, MM/YY, trimmed),
 * and cleared once the platform has taken them: the card number is not kept once it has done its job.
 */
export function useCardDetailsForm<Z extends boolean, F>({
  withZip,
  send,
  fail,
}: {
  withZip: Z;
  send: (details: CardDetailsOf<Z>) => Promise<void>;
  fail: (err: unknown) => F | null | void;
}) {
  const bank = useBank();
  return useFormSubmit<keyof typeof CARD_INITIAL, ActivationForm | CardDetailsForm, F>(
    CARD_INITIAL,
    withZip ? CardDetailsForm : ActivationForm,
    {
      send: async (v, form) => {
        const details: ActivationVerifyRequest = {
          brand: bank.code,
          cardNumber: cardDigits(v.cardNumber),
          expirationDate: normalizeExpiry(v.expirationDate),
          securityCode: v.securityCode.trim(),
        };
        await send((withZip ? { ...details, zipCode: (v as CardDetailsForm).zipCode.trim() } : details) as CardDetailsOf<Z>);
        form.reset();
      },
      fail: (err) => fail(err),
    },
  );
}
