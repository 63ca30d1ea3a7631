import type { ReactNode } from '../../lib/react-deps.js';
import type { CardholderDashboard } from '../../../shared/contract/cards.js';
import { alertsAndControls } from '../../../shared/permissions/policies/alertsAndControls.js';
import { cardActivation } from '../../../shared/permissions/policies/adminTools.js';
import { cardLocking, offers } from '../../../shared/permissions/policies/cardholderFeatures.js';
import { cardReplacement } from '../../../shared/permissions/policies/cardReplacement.js';
import { paperless } from '../../../shared/permissions/policies/paperless.js';
import { isCardholderUser } from '../../../shared/permissions/user.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { user } from '../../../shared/session/store.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { AppLink } from '../../ui/AppLink.js';
import { CardStatusNote } from '../../ui/CardStatusNote.js';
import { DataState, SummaryList } from '../../ui/DataSection.js';
import { ShownTogether } from '../../ui/ShownTogether.js';
import { ActivationPanel } from './components/ActivationPanel.js';
import { AlertsState } from './components/AlertsState.js';
import { CardLockPanel } from './components/CardLockPanel.js';
import { ReplacementPanel } from './components/ReplacementPanel.js';
import { YourCards } from './components/YourCards.js';

function serviceRows(d: CardholderDashboard, may: { alerts: boolean; paperless: boolean; offers: boolean }): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [];
  if (may.alerts) rows.push(['Alerts and controls', <AlertsState accountEntityId={d.accountEntitySummary.accountEntityId} />]);
  if (may.paperless) {
    rows.push([
      'Paperless statements',
      <span data-testid="paperless-summary">
        {d.paperless ? 'On' : 'Off'} — <AppLink href={pathOf('cardholder', 'paperless')}>Change paperless statements</AppLink>
      </span>,
    ]);
  }
  rows.push(['Terms and conditions', <AppLink href={pathOf('cardholder', 'termsAndConditions')}>Read your card’s terms</AppLink>]);
  if (may.offers) rows.push(['Offers', <AppLink href={pathOf('cardholder', 'offer')}>Offers for your card</AppLink>]);
  return rows;
}

/**
 * /dashboard-cardholder/services: the services this card and user may use, each with its state — the card lock,
 * replacement (or why not), activation of cards not yet activated, alerts and controls, paperless statements, the
 * card's terms, offers — and the cards on the cardholder's account with their account buttons (docs/requirements.md#spec-4-states).
 */
export function ServicesPage() {
  const card = useCardInView();
  const me = useSignalValue(user);
  const lock = usePermission(cardLocking.use);
  const replace = usePermission(cardReplacement.use);
  const activation = usePermission(cardActivation.submit);
  const alerts = usePermission(alertsAndControls.view);
  const paper = usePermission(paperless.view);
  const offer = usePermission(offers.view);
  return (
    <>
      <h1>Services</h1>
      <DataState state={card.dashboard} what="your card account">
        {(d) => (
          <>
            <p>
              Services for the {d.productSummary.productName} card ending in {d.accountEntitySummary.cardNumberLast4 ?? '—'} (
              {d.accountEntitySummary.firstName} {d.accountEntitySummary.lastName}).
            </p>
            <CardStatusNote
              status={d.accountEntitySummary.externalStatusCommonName}
              last4={card.last4}
              what="details"
              locked={d.lockedCard}
            />
            {/* Replacement, enrollment and the account's cards each come in their own answer: the panels are shown together. */}
            <ShownTogether label="Loading your services…">
              <CardLockPanel d={d} canChange={lock.can} />
              {replace.can ? <ReplacementPanel d={d} /> : null}
              {d.inactiveCards.length > 0 || activation.can ? <ActivationPanel d={d} canActivate={activation.can} /> : null}
              <section className="panel" aria-labelledby="more-services">
                <h2 id="more-services">Alerts, statements and terms</h2>
                <SummaryList rows={serviceRows(d, { alerts: alerts.can, paperless: paper.can, offers: offer.can })} />
                {!alerts.can && d.accountEntitySummary.accountEntityType === 'Virtual Sub' ? (
                  <p>Alerts and controls are not available for virtual cards.</p>
                ) : null}
              </section>
              {me && isCardholderUser(me) ? <YourCards inView={card.cardRef} /> : null}
            </ShownTogether>
          </>
        )}
      </DataState>
    </>
  );
}
