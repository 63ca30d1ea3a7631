import { useState } from '../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { CardholderDashboard } from '../../../shared/contract/cards.js';
import type { AlertType, Control } from '../../../shared/contract/spendControls.js';
import { alertsAndControls } from '../../../shared/permissions/policies/alertsAndControls.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { actionFailureText } from '../../lib/failure.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { Alert, SuccessNote } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { DataState } from '../../ui/DataSection.js';
import { DataTable } from '../../ui/table/DataTable.js';
import type { TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { consumerControlsQuery, consumerKeys } from '../../api/consumerControls.js';
import { alertTypesQuery } from '../../api/alertTypes.js';
import { changeControl, enrol, unenrol } from './api/alertsApi.js';
import { standardMccGroupsQuery } from '../../api/standardMccGroups.js';
import { describeSettings } from './alertSettings.js';
import { lazyDialog } from '../../ui/lazyDialog.js';
import { usePreloadOnIntent } from '../../ui/preloadOnIntent.js';

/** Its form comes with it, when it is opened, or before once someone starts using the page (spas/ui/lazyDialog.tsx). */
const SettingsDialog = lazyDialog(() => import('./components/SettingsDialog.js').then((m) => m.SettingsDialog), {
  isOpen: () => true,
  close: (p) => p.onClose(),
  title: 'Alert or control settings',
});

interface Row {
  type: AlertType;
  control: Control | undefined;
}

/**
 * /dashboard-cardholder/services/alerts-and-controls: every alert and control type offered for the card
 * (`alerttypes` for its account type), whether the card is enrolled, its thresholds (amount, merchant category group)
 * and where alerts go (email, text); enrol, change and unenrol, each confirmed. Not for virtual subs (docs/requirements.md#spec-6-permissions);
 * set-up needs the docs/requirements.md#spec-6-permissions roles (and an admin's spend scopes in the cardholder view).
 */
export function AlertsPage() {
  const card = useCardInView();
  return (
    <>
      <h1>Alerts and Controls</h1>
      <DataState state={card.dashboard} what="your card account">
        {(d) => <Alerts d={d} />}
      </DataState>
    </>
  );
}

function Alerts({ d }: { d: CardholderDashboard }) {
  // Shown only while open, so its code is asked for here.
  usePreloadOnIntent(SettingsDialog);
  const entityId = d.accountEntitySummary.accountEntityId;
  const setUp = usePermission(alertsAndControls.setUp);
  const client = useQueryClient();
  const types = useQuery(alertTypesQuery(d.accountEntitySummary.accountType));
  const mine = useQuery(consumerControlsQuery(entityId));
  const groups = useQuery({
    ...standardMccGroupsQuery(),
    enabled: (mine.data?.controls ?? []).some((c) => c.controlAttributes.mccGroupId !== undefined),
  });
  const table = useTableState({ prefix: 'alerts', sortable: ['name', 'kind', 'status'], defaultSort: { id: 'name', desc: false } });
  const [editing, setEditing] = useState<Row | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: consumerKeys.of(entityId) });
  const contacts = mine.data?.contacts ?? [];
  const groupName = (id: number) => groups.data?.find((g) => g.mccGroupId === id)?.name;

  const rows: Row[] = (types.data ?? []).map((type) => ({
    type,
    control: mine.data?.controls.find((c) => c.spendControlAlertTypeId === type.spendControlAlertTypeId),
  }));
  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      header: 'Alert or control',
      text: (r) => r.type.name,
      cell: (r) => (
        <>
          <strong>{r.type.name}</strong>
          <br />
          <span className="field-hint">{r.type.description}</span>
        </>
      ),
    },
    { id: 'kind', header: 'Kind', text: (r) => (r.type.kind === 'ALERT' ? 'Alert' : 'Control') },
    { id: 'status', header: 'Status', text: (r) => (r.control ? 'Enrolled' : 'Not enrolled') },
    {
      id: 'settings',
      header: 'Settings',
      sortable: false,
      text: (r) => (r.control ? describeSettings(r.control, contacts, groupName) : ''),
    },
    {
      id: 'actions',
      header: 'Actions',
      sortable: false,
      searchable: false,
      csv: false,
      text: () => '',
      cell: (r) =>
        setUp.can ? (
          r.control ? (
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setDone(null);
                  setEditing(r);
                }}
                aria-label={`Change ${r.type.name}`}
              >
                Change
              </Button>{' '}
              <Button
                variant="secondary"
                onClick={() => {
                  setDone(null);
                  setRemoving(r);
                }}
                aria-label={`Unenroll from ${r.type.name}`}
              >
                Unenroll
              </Button>
            </>
          ) : (
            <Button
              onClick={() => {
                setDone(null);
                setEditing(r);
              }}
              aria-label={`Enroll in ${r.type.name}`}
            >
              Enroll
            </Button>
          )
        ) : null,
    },
  ];
  return (
    <>
      <p>
        Alerts and controls for the card ending in {d.accountEntitySummary.cardNumberLast4}. An alert tells you about a transaction; a
        control declines it. <AppLink href={pathOf('cardholder', 'alertHistory')}>Enrollment and notification history</AppLink>
      </p>
      {!setUp.isLoading && !setUp.can ? (
        <Alert tone="info">
          <p data-testid="alerts-read-only">
            You can see this card’s alerts and controls, but your access does not include setting them up.
          </p>
        </Alert>
      ) : null}
      <SuccessNote text={done} />
      <DataTable
        caption="Alerts and controls"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.type.spendControlAlertTypeId)}
        table={table}
        what="alerts and controls"
        emptyText="No alerts or controls are offered for this card."
        loaded={types.status !== 'success' ? types : mine}
        retry={() => void (types.status === 'error' ? types.refetch() : mine.refetch())}
      />
      {editing ? (
        <SettingsDialog
          type={editing.type}
          control={editing.control}
          contacts={contacts}
          onClose={() => setEditing(null)}
          onSave={async (req) => {
            if (editing.control) await changeControl(editing.control.controlId, req);
            else
              await enrol({
                accountEntityId: entityId,
                spendControlAlertTypeId: editing.type.spendControlAlertTypeId,
                encryptedCardNumber: d.accountEntitySummary.cardNumber,
                ...req,
              });
            await refresh();
            setDone(editing.control ? `${editing.type.name} was changed.` : `The card is enrolled in ${editing.type.name}.`);
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Unenroll from ${removing?.type.name ?? ''}?`}
        confirmLabel="Unenroll"
        danger
        failureText={actionFailureText}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing?.control) return;
          await unenrol(removing.control.controlId);
          await refresh();
          setDone(`The card is no longer enrolled in ${removing.type.name}.`);
          setRemoving(null);
        }}
      >
        <p>
          {removing?.type.kind === 'CONTROL'
            ? 'Transactions this control declines will be approved again.'
            : 'We will stop sending this alert.'}{' '}
          You can enroll again at any time.
        </p>
      </ConfirmDialog>
    </>
  );
}
