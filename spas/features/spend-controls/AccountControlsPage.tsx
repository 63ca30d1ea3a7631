import { useMemo, useState } from '../../lib/react-deps.js';
import { useQuery } from '../../lib/data-deps.js';
import { cardEnding } from '../../../shared/format/format.js';
import { alertsAndControls } from '../../../shared/permissions/policies/alertsAndControls.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import type { PageProps } from '../../app/AreaApp.js';
import { accountByIdQuery } from '../../api/companyAccountList.js';
import { usePermission } from '../../lib/usePermission.js';
import { useCompanyIdInView } from '../../lib/useCompanyIdInView.js';
import { Alert, SuccessNote } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { DataSection, DataState, SummaryList } from '../../ui/DataSection.js';
import { accountControlsQuery } from './api/accountControls.js';
import { companyControlsQuery } from './api/companyControls.js';
import { mccCodesQuery } from './api/mccCodes.js';
import { ControlsTable } from './components/ControlsTable.js';
import { TestTransaction } from './components/TestTransaction.js';
import { useControlChoices } from './useControlChoices.js';
import './spendControls.css';
import type { ControlDialogMode } from './components/ControlDialog.js';
import { lazyDialog } from '../../ui/lazyDialog.js';

/** Its form comes with it, when it is opened, or before once someone starts using the page (spas/ui/lazyDialog.tsx). */
const ControlDialog = lazyDialog(() => import('./components/ControlDialog.js').then((m) => m.ControlDialog), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
  title: 'Alert or control',
});

/**
 * /pa/pa-alerts-and-controls/accounts/{accountEntityId}: one account's alerts and controls — add, change,
 * pause or resume, delete, each confirmed — the company-wide ones that also apply, and the test transaction.
 */
export function AccountControlsPage({ params }: PageProps) {
  const id = params.accountEntityId ?? '';
  const companyId = useCompanyIdInView();
  const account = useQuery({ ...accountByIdQuery(id), enabled: /^\d+$/.test(id) });
  const back = (
    <p>
      <AppLink href={`${pathOf('pa', 'alertsAndControls')}?tab=accounts`}>All accounts’ alerts and controls</AppLink>
    </p>
  );
  if (!/^\d+$/.test(id)) {
    return (
      <>
        <h1>Alerts and controls</h1>
        <Alert tone="error">
          <p>That link doesn’t name an account. Choose the account from the list.</p>
        </Alert>
        {back}
      </>
    );
  }
  const a = account.data;
  const name = a ? `${a.firstName} ${a.lastName}` : `account ${id}`;
  return (
    <>
      <h1>Alerts and controls: {a ? name : `Account ${id}`}</h1>
      {back}
      <DataState state={account} what="this account" retry={() => void account.refetch()}>
        {(acct) => (
          <>
            <section className="panel" aria-labelledby="sc-account-h">
              <h2 id="sc-account-h">Account</h2>
              <SummaryList
                rows={[
                  ['Name', name],
                  ['Account', `${acct.accountEntityType}, number ${acct.accountEntityId}`],
                  [
                    'Card',
                    acct.cardNumberLast4
                      ? `Ending ${cardEnding(acct.cardNumberLast4)}, ${acct.externalCardStatusCommonName ?? 'status unknown'}`
                      : 'No card yet',
                  ],
                  ['Status', acct.externalStatusCommonName],
                ]}
              />
            </section>
            {acct.accountEntityType === 'Virtual Sub' ? (
              <Alert tone="info" title="Not for virtual cards">
                <p>
                  Alerts and controls are not available for virtual sub accounts (virtual cards). Their limits are set when each virtual
                  card is issued.
                </p>
              </Alert>
            ) : companyId ? (
              <AccountControls accountEntityId={id} companyId={companyId} name={name} cardRef={acct.cardNumber} />
            ) : null}
          </>
        )}
      </DataState>
    </>
  );
}

function AccountControls({
  accountEntityId,
  companyId,
  name,
  cardRef,
}: {
  accountEntityId: string;
  companyId: string;
  name: string;
  cardRef: string | null;
}) {
  const canSetUp = usePermission(alertsAndControls.setUp).can;
  const own = useQuery(accountControlsQuery(accountEntityId));
  const company = useQuery(companyControlsQuery(companyId));
  const codes = useQuery(mccCodesQuery());
  const choices = useControlChoices(companyId);
  const [dialog, setDialog] = useState<ControlDialogMode | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const label = `${name}’s account`;
  const target = { companyId: Number(companyId), accountEntityId: Number(accountEntityId), label };
  const controls = own.data?.controls ?? [];
  const companyWide = useMemo(() => (company.data ?? []).filter((c) => c.accountEntityId === null), [company.data]);
  const freeTypes = (choices.types.data ?? []).filter(
    (t) => !controls.some((c) => c.spendControlAlertTypeId === t.spendControlAlertTypeId),
  );

  return (
    <>
      <SuccessNote text={notice} />
      <section className="panel" aria-labelledby="sc-own-h">
        <h2 id="sc-own-h">This account’s alerts and controls</h2>
        {canSetUp ? (
          <p>
            <Button
              variant="secondary"
              disabled={choices.types.status !== 'success' || own.status !== 'success'}
              onClick={() => {
                setNotice(null);
                setDialog({ kind: 'add', target });
              }}
            >
              Add an alert or control
            </Button>
            {choices.types.status === 'error' ? (
              <span className="field-hint"> The alert and control types couldn’t be loaded, so nothing can be added just now.</span>
            ) : null}
          </p>
        ) : null}
        <ControlsTable
          caption={`Alerts and controls of ${name}`}
          prefix="own"
          controls={controls}
          loaded={own}
          retry={() => void own.refetch()}
          contacts={[...(choices.contacts.data ?? []), ...(own.data?.contacts ?? [])]}
          groupName={choices.groupName}
          targetLabel={label}
          emptyText="This account has no alerts or controls of its own."
          canChange={canSetUp}
          onChange={(c) => {
            setNotice(null);
            setDialog({ kind: 'change', control: c, target });
          }}
          onDone={setNotice}
        />
      </section>
      <DataSection
        title="Company-wide alerts and controls that also apply"
        state={company}
        what="the company-wide alerts and controls"
        retry={() => void company.refetch()}
      >
        {() =>
          companyWide.length ? (
            <ul className="sc-wide-list">
              {companyWide.map((c) => (
                <li key={c.controlId}>
                  {c.name}
                  {c.status === 'Off' ? ' (paused)' : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p>None.</p>
          )
        }
      </DataSection>
      <TestTransaction accountEntityId={accountEntityId} cardRef={cardRef} codes={codes.data} />
      <ControlDialog
        mode={dialog}
        types={dialog?.kind === 'change' ? (choices.types.data ?? []) : freeTypes}
        contacts={choices.contacts.data ?? []}
        groups={choices.groups}
        onClose={() => setDialog(null)}
        onDone={(m) => {
          setDialog(null);
          setNotice(m);
        }}
      />
    </>
  );
}
