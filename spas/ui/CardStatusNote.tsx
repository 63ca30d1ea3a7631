import { isOpenStatus } from '../../shared/permissions/context.js';
import { Alert } from './Alert.js';

/** Says so when the card in view is not open: its history is still shown, but it can't be used. */
export function CardStatusNote({ status, last4, what }: { status: string | null | undefined; last4: string | null; what: string }) {
  if (!status || isOpenStatus(status)) return null;
  return (
    <Alert tone="info" title={`This card is ${status.toLowerCase()}`}>
      <p>
        The card{last4 ? ` ending in ${last4}` : ''} can’t be used for new purchases. Its {what} are still shown here.
      </p>
    </Alert>
  );
}
