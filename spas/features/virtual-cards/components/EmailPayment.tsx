import { useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { VendorPayment } from '../../../../shared/contract/virtualCards.js';
import { formatDateTime } from '../../../../shared/format/format.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { vcKeys } from '../api/base.js';
import { emailPayment } from '../api/emailPayment.js';
import { refusalText } from '../refusal.js';

/** Emails a payment to the vendor's contacts (again, if it was sent before), and says to whom and when. */
export function EmailPayment({ companyId, payment, recipients }: { companyId: string; payment: VendorPayment; recipients?: string[] }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent'; to: string[]; at: string } | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'busy' });
    try {
      const sent = await emailPayment(companyId, payment.paymentId);
      setState({ kind: 'sent', to: sent.sentTo, at: sent.sentDate });
      await queryClient.invalidateQueries({ queryKey: vcKeys.company(companyId) });
    } catch (err) {
      setState({ kind: 'failed', message: refusalText(err, 'The email') });
    }
  };
  const sentBefore = payment.emailSentDate !== null;
  return (
    <div className="vc-email">
      <p>
        {sentBefore ? `Last emailed ${formatDateTime(payment.emailSentDate)}. ` : 'Not emailed to the vendor yet. '}
        {recipients?.length ? `The email goes to ${recipients.join(', ')}.` : 'The email goes to the vendor’s contact emails.'}
      </p>
      {state.kind === 'sent' ? (
        <Alert tone="success">
          <p>
            Emailed to {state.to.join(', ')} on {formatDateTime(state.at)}.
          </p>
        </Alert>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert tone="error">
          <p>{state.message}</p>
        </Alert>
      ) : null}
      <Button
        variant={state.kind === 'sent' || sentBefore ? 'secondary' : 'primary'}
        loading={state.kind === 'busy'}
        onClick={() => void send()}
      >
        {state.kind === 'sent' || sentBefore ? 'Email the payment again' : 'Email the payment to the vendor'}
      </Button>
    </div>
  );
}
