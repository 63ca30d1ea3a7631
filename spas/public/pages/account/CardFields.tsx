import { TextField } from '../../../ui/TextField.js';
import type { FieldErrors } from '../../forms/validation.js';

type Bind = (name: 'cardNumber' | 'expirationDate' | 'securityCode' | 'zipCode') => {
  name: string; value: string; error: string | undefined; onChange: (e: { target: { value: string } }) => void;
};

/**
 * Card number and security details. The number is typed in full (it never leaves this form except in the
 * POST body) and is shown afterwards only as its last four digits.
 */
export function CardFields({ bind, withZip }: { bind: Bind; errors?: FieldErrors; withZip: boolean }) {
  return (
    <>
      <TextField label="Card Number" hint="The 16-digit number on your card" inputMode="numeric" autoComplete="cc-number" spellCheck={false} maxLength={23} required {...bind('cardNumber')} />
      <TextField label="Expiration Date" hint="MM/YY, as shown on your card" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} required {...bind('expirationDate')} />
      <TextField label="Security Code" hint="The 3 digits on the back of your card" inputMode="numeric" autoComplete="cc-csc" maxLength={4} required {...bind('securityCode')} />
      {withZip ? <TextField label="Billing ZIP Code" hint="The ZIP code of the address where you receive your statements" inputMode="numeric" autoComplete="postal-code" maxLength={10} required {...bind('zipCode')} /> : null}
    </>
  );
}
