import { useQuery } from '../../../lib/data-deps.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { consumerControlsQuery } from '../../../api/consumerControls.js';
import { AppLink } from '../../../ui/AppLink.js';

/**
 * The services hub's alerts row: how many alerts and controls the card is enrolled in, and the way to manage them.
 * The count is this row's own call: while it loads or if it fails, the link still works (docs/requirements.md#spec-8-errors, per piece).
 */
export function AlertsState({ accountEntityId }: { accountEntityId: number }) {
  const mine = useQuery(consumerControlsQuery(accountEntityId));
  const controls = mine.data?.controls ?? [];
  const alerts = controls.filter((c) => c.kind === 'ALERT').length;
  const state =
    mine.status === 'success'
      ? controls.length === 0
        ? 'Not enrolled'
        : `Enrolled: ${plural(alerts, 'alert')}, ${plural(controls.length - alerts, 'control')}`
      : mine.status === 'error'
        ? 'Enrollment not available just now'
        : 'Checking enrollment…';
  return (
    <span data-testid="alerts-summary">
      {state} — <AppLink href={pathOf('cardholder', 'alertsAndControls')}>Manage alerts and controls</AppLink>
    </span>
  );
}

const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;
