import type { PaymentAccount } from '../../../../shared/contract/payments.js';
import type { UseFormRegisterReturn } from '../../../lib/form-deps.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { accountLabel } from '../paymentForm.js';

/** "Pay from": one of the card's payment accounts, by name and last four digits (Make a Payment, AutoPay). */
export function PaymentAccountSelect({
  accounts,
  registration,
  error,
}: {
  accounts: PaymentAccount[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <SelectField
      label="Pay from"
      placeholder={accounts.length ? 'Choose an account' : 'No payment accounts yet'}
      options={accounts.map((a) => ({ value: String(a.paymentAccountId), label: accountLabel(a) }))}
      {...registration}
      error={error}
    />
  );
}
