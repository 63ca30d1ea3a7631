import { useState } from '../../../lib/react-deps.js';
import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import { cardEnding } from '../../../../shared/format/format.js';
import { accountButtonStatus, type AccountButtonStatus } from '../../../../shared/permissions/accountButton.js';
import { withQuery } from '../../../../shared/permissions/links.js';
import { cardActivation } from '../../../../shared/permissions/policies/adminTools.js';
import { transactions } from '../../../../shared/permissions/policies/cardholderFeatures.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { CARDHOLDER_VIEW_PARAM, CARDHOLDER_VIEW_VALUE } from '../../../../shared/session/views.js';
import { activateCard } from '../../../api/activateCards.js';
import { actionFailureText } from '../../../lib/failure.js';
import { usePermission } from '../../../lib/usePermission.js';
import { AppLink } from '../../../ui/AppLink.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { SummaryList } from '../../../ui/DataSection.js';

/** the docs/requirements.md#spec-4-states account button, in words. */
const BUTTON_TEXT: Record<AccountButtonStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  complete: 'Complete',
  pending: 'Pending — no card issued yet',
};

/**
 * The account's card: its ending, status, activation and the docs/requirements.md#spec-4-states account button; the link that opens the card in
 * the cardholder view (roles that may see a cardholder's card: docs/requirements.md#spec-6-permissions transactions and statements); activating an
 * unactivated card (docs/requirements.md#spec-6-permissions card activation submit: AM, T1, T2).
 */
export function CardPanel({ account, onChanged }: { account: AccountDetail; onChanged: () => void }) {
  const canView = usePermission(transactions.view).can;
  const canActivate = usePermission(cardActivation.submit).can;
  const [confirming, setConfirming] = useState(false);
  const [activated, setActivated] = useState(false);
  const ref = account.cardNumber;
  const button = accountButtonStatus(account);
  return (
    <section className="panel" aria-labelledby="card-heading">
      <h2 id="card-heading">Card</h2>
      <SummaryList
        rows={[
          ['Account', <span className={`account-status account-status-${button}`}>{BUTTON_TEXT[button]}</span>],
          ['Card', ref ? `Ending in ${account.cardNumberLast4 ?? ''}`.trim() : 'No card issued yet'],
          ...(ref
            ? ([
                ['Card status', account.externalCardStatusCommonName ?? 'Unknown'],
                ['Activated', account.cardActivated ? 'Yes' : account.cardActivated === false ? 'Not yet' : 'Unknown'],
                ['Plastics issued', String(account.plasticCount)],
              ] as [string, string][])
            : []),
        ]}
      />
      {activated ? <p role="status">The card {cardEnding(account.cardNumberLast4)} is now active.</p> : null}
      <p className="actions-row">
        {ref && canView ? (
          <AppLink
            className="btn btn-secondary"
            href={withQuery(pathOf('cardholder', 'dashboard'), { [CARDHOLDER_VIEW_PARAM]: CARDHOLDER_VIEW_VALUE, cardNumber: ref })}
          >
            View as the cardholder
          </AppLink>
        ) : null}
        {ref && canActivate && account.cardActivated === false && account.externalCardStatus === 'OPEN' ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Activate card
          </Button>
        ) : null}
      </p>
      <ConfirmDialog
        open={confirming}
        title={`Activate the card ${cardEnding(account.cardNumberLast4)}?`}
        confirmLabel="Activate card"
        onCancel={() => setConfirming(false)}
        failureText={actionFailureText}
        onConfirm={async () => {
          await activateCard(ref!);
          setConfirming(false);
          setActivated(true);
          onChanged();
        }}
      >
        <p>
          Activate this card only when {account.firstName} {account.lastName} has it in hand. Once active it can be used for purchases up to
          the account’s credit limit.
        </p>
      </ConfirmDialog>
    </section>
  );
}
