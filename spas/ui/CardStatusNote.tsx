import { isOpenStatus } from '../../shared/permissions/context.js';
import { Alert } from './Alert.js';

/**
 * Says so when the card in view is not open (its history is still shown, but it can't be used) or is locked (new
 * purchases are declined until it is unlocked): every screen showing the card shows the same state.
 */
export function CardStatusNote({
  status,
  last4,
  what,
  locked = false,
}: {
  status: string | null | undefined;
  last4: string | null;
  what: string;
  locked?: boolean;
}) {
  if (status && !isOpenStatus(status)) {
    return (
      <Alert tone="info" title={`This card is ${status.toLowerCase()}`}>
        <p>
          The card{last4 ? ` ending in ${last4}` : ''} can’t be used for new purchases. Its {what} are still shown here.
        </p>
      </Alert>
    );
  }
  if (!locked) return null;
  return (
    <Alert tone="info" title="This card is locked">
      <p data-testid="card-locked-note">
        New purchases and cash advances on the card{last4 ? ` ending in ${last4}` : ''} are declined until it is unlocked under Services.
      </p>
    </Alert>
  );
}
