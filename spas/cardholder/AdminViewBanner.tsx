import { withQuery } from '../../shared/permissions/links.js';
import { isAdminUser } from '../../shared/permissions/user.js';
import { pathOf } from '../../shared/routes/routeTable.js';
import { cardNumberParam, user, view } from '../../shared/session/store.js';
import { dashboard } from '../../shared/session/facts/index.js';
import { useSignalValue } from '../lib/useSignalValue.js';

/**
 * An administrator in the cardholder view (docs/requirements.md#spec-4-states, `view=cardholder`) sees whose card this is on every page of the
 * area, and a way back to the program admin view (the card's company in view).
 */
export function AdminViewBanner() {
  const u = useSignalValue(user);
  const v = useSignalValue(view);
  const ref = useSignalValue(cardNumberParam);
  const d = useSignalValue(dashboard);
  if (!u || !isAdminUser(u) || v !== 'cardholderView') return null;
  const s = d.data?.accountEntitySummary;
  const whose = s
    ? `${s.firstName} ${s.lastName}’s card ending in ${s.cardNumberLast4 ?? '—'}`
    : ref
      ? 'a cardholder’s card'
      : 'your own card account';
  // The card's company in the program admin view (a holding-company admin would otherwise land in their own view).
  const back = withQuery(pathOf('pa', 'dashboard'), { company: d.data ? String(d.data.companyId) : null });
  return (
    <aside className="admin-view-banner" aria-label="Cardholder view" data-testid="admin-view-banner">
      <p>
        <strong>Cardholder view:</strong> you are seeing {whose}
        {d.data ? ` (${d.data.companyName})` : ''} as the cardholder does. What you may do here still follows your own role.{' '}
        <a href={back}>Back to the program admin view</a>
      </p>
    </aside>
  );
}
