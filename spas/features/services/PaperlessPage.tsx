import { useState } from '../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { CardholderDashboard } from '../../../shared/contract/cards.js';
import { paperless } from '../../../shared/permissions/policies/paperless.js';
import { factKeys } from '../../../shared/session/facts/factQueries.js';
import { updateUserProfile, userProfileKeys, userProfileQuery } from '../../api/userProfile.js';
import { actionFailureText } from '../../lib/failure.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { Alert, SuccessNote } from '../../ui/Alert.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { DataState } from '../../ui/DataSection.js';

/**
 * /dashboard-cardholder/services/paperless: paperless statements on or off for the card in view. Who may view and who
 * may change it follows docs/requirements.md#spec-6-permissions (with the cardholder edit: shared/permissions/policies/paperless.ts).
 */
export function PaperlessPage() {
  const card = useCardInView();
  return (
    <>
      <h1>Paperless Statements</h1>
      <DataState state={card.dashboard} what="your card account">
        {(d) => <Paperless d={d} />}
      </DataState>
    </>
  );
}

function Paperless({ d }: { d: CardholderDashboard }) {
  const client = useQueryClient();
  const edit = usePermission(paperless.edit);
  const entityId = d.accountEntitySummary.accountEntityId;
  const profile = useQuery(userProfileQuery(entityId));
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const on = d.paperless;
  const change = async () => {
    await updateUserProfile({ accountEntityId: entityId, paperless: !on });
    await Promise.all([
      client.invalidateQueries({ queryKey: factKeys.dashboards }),
      client.invalidateQueries({ queryKey: userProfileKeys.all }),
    ]);
    setAsking(false);
    setDone(
      on
        ? 'Paperless statements are off. Your statements will come by mail from the next cycle.'
        : 'Paperless statements are on. We will email you when each statement is ready.',
    );
  };
  return (
    <section className="panel" aria-labelledby="paperless-now">
      <h2 id="paperless-now">Your statements</h2>
      <p data-testid="paperless-state">
        Paperless statements are <strong>{on ? 'on' : 'off'}</strong> for the card ending in {d.accountEntitySummary.cardNumberLast4}.{' '}
        {on
          ? 'We email you when a new statement is ready to view online; no paper statement is mailed.'
          : 'Your statements are mailed to you.'}
      </p>
      <DataState state={profile} what="where your statement emails go" retry={() => void profile.refetch()}>
        {(p) => <p>Statement emails go to {p.email || 'the email address on your profile'}.</p>}
      </DataState>
      <SuccessNote text={done} />
      {edit.isLoading ? null : edit.can ? (
        <Button
          onClick={() => {
            setDone(null);
            setAsking(true);
          }}
        >
          {on ? 'Turn off paperless statements' : 'Turn on paperless statements'}
        </Button>
      ) : (
        <Alert tone="info">
          <p data-testid="paperless-read-only">Your role can view this card’s paperless setting but not change it.</p>
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={on ? 'Turn off paperless statements?' : 'Turn on paperless statements?'}
        confirmLabel={on ? 'Turn off' : 'Turn on'}
        onConfirm={change}
        onCancel={() => setAsking(false)}
        failureText={actionFailureText}
      >
        <p>
          {on
            ? 'Statements will be mailed to your mailing address from the next cycle.'
            : 'Paper statements stop from the next cycle; every statement stays available online under Statements.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}
