import { useMemo, useState } from '../../lib/react-deps.js';
import { useQueries, useQuery, type UseQueryResult } from '../../lib/data-deps.js';
import type { AccountDetail } from '../../../shared/contract/accounts.js';
import type { Control, ControlDashboardResponse } from '../../../shared/contract/spendControls.js';
import { cardEnding, formatCount } from '../../../shared/format/format.js';
import { alertsAndControls } from '../../../shared/permissions/policies/alertsAndControls.js';
import { mcc } from '../../../shared/permissions/policies/adminTools.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { companyAccountListQuery } from '../../api/companyAccountList.js';
import { usePermission } from '../../lib/usePermission.js';
import { useCompanyIdInView } from '../../lib/useCompanyIdInView.js';
import { useQueryParams } from '../../lib/useQueryParams.js';
import { Alert, SuccessNote } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { DataSection, SummaryList } from '../../ui/DataSection.js';
import { ShownTogether } from '../../ui/ShownTogether.js';
import { Tabs } from '../../ui/Tabs.js';
import { lazyDialog } from '../../ui/lazyDialog.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { searchRows, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { companyControlsQuery } from './api/companyControls.js';
import { controlDashboardQuery } from './api/controlDashboard.js';
import { controlSummaryQuery } from './api/controlSummary.js';
import type { ControlDialogMode } from './components/ControlDialog.js';
import { ControlsTable } from './components/ControlsTable.js';
import { countText, kindLabel } from './controlWords.js';
import { useControlChoices } from './useControlChoices.js';
import './spendControls.css';

// Their forms come with them, when one is opened, or before once someone starts using the page (spas/ui/lazyDialog.tsx).
const ControlDialog = lazyDialog(() => import('./components/ControlDialog.js').then((m) => m.ControlDialog), {
  isOpen: (p) => p.mode !== null,
  close: (p) => p.onClose(),
  title: 'Alert or control',
});
const BulkDialog = lazyDialog(() => import('./components/BulkDialog.js').then((m) => m.BulkDialog), {
  isOpen: (p) => p.open,
  close: (p) => p.onClose(),
  title: 'Alerts and controls for the chosen accounts',
});

/**
 * /pa/pa-alerts-and-controls: the company's alerts and controls — an overview by type (each type's
 * summary), the company-wide ones, and the accounts with theirs, where many accounts can be given one alert or
 * control at once. Who views and who sets up follows docs/requirements.md#spec-6-permissions; virtual subs have none.
 */
export function AlertsAndControlsPage() {
  const companyId = useCompanyIdInView();
  const canSetUp = usePermission(alertsAndControls.setUp).can;
  const canSeeGroups = usePermission(mcc.view).can;
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <h1>Alerts and Controls</h1>
      <p>
        Alerts tell your contacts about spending; controls decline purchases. Set them company-wide or per account.
        {canSeeGroups ? (
          <>
            {' '}
            Controls that block merchants use <AppLink href={pathOf('pa', 'mccGroups')}>merchant category groups</AppLink>.
          </>
        ) : null}
      </p>
      {!canSetUp ? (
        <Alert tone="info">
          <p>You can view alerts and controls; your role doesn’t set them up.</p>
        </Alert>
      ) : null}
      <SuccessNote text={notice} />
      {companyId ? (
        // Each tab's panels come in several answers (totals, each type's summary, the lists): shown together.
        <ShownTogether label="Loading alerts and controls…">
          <Tabs
            label="Alerts and controls"
            param="tab"
            tabs={[
              {
                id: 'overview',
                label: 'Overview',
                render: () => <Overview companyId={companyId} canSetUp={canSetUp} onNotice={setNotice} />,
              },
              {
                id: 'accounts',
                label: 'Accounts',
                render: () => <Accounts companyId={companyId} canSetUp={canSetUp} onNotice={setNotice} />,
              },
            ]}
          />
        </ShownTogether>
      ) : (
        <Alert tone="error">
          <p>We couldn’t tell which company to show. Please open this page from your company’s home page.</p>
        </Alert>
      )}
    </>
  );
}

interface PartProps {
  companyId: string;
  canSetUp: boolean;
  onNotice(message: string | null): void;
}

/** Totals, each type with its summary (how many accounts have it, and whether it is set company-wide), and the company-wide list. */
function Overview({ companyId, canSetUp, onNotice }: PartProps) {
  const dashboard = useQuery(controlDashboardQuery(companyId));
  const controls = useQuery(companyControlsQuery(companyId));
  const choices = useControlChoices(companyId);
  const [dialog, setDialog] = useState<ControlDialogMode | null>(null);
  const companyWide = useMemo(() => (controls.data ?? []).filter((c) => c.accountEntityId === null), [controls.data]);
  const target = { companyId: Number(companyId), accountEntityId: null, label: 'every account of the company' };

  return (
    <>
      <DataSection title="Summary" state={dashboard} what="the alerts and controls summary" retry={() => void dashboard.refetch()}>
        {(d) => (
          <SummaryList
            rows={[
              ['Alerts set up', formatCount(d.totalAlerts)],
              ['Controls set up', formatCount(d.totalControls)],
              ['Accounts with alerts or controls', formatCount(d.accountsWithControls)],
            ]}
          />
        )}
      </DataSection>
      <section className="panel" aria-labelledby="sc-types-h">
        <h2 id="sc-types-h">By type</h2>
        <TypesTable companyId={companyId} dashboard={dashboard} />
      </section>
      <section className="panel" aria-labelledby="sc-wide-h">
        <h2 id="sc-wide-h">Company-wide alerts and controls</h2>
        <p>These apply to every account of the company, beside each account’s own.</p>
        {canSetUp ? (
          <p>
            <Button
              variant="secondary"
              disabled={choices.types.status !== 'success'}
              onClick={() => {
                onNotice(null);
                setDialog({ kind: 'add', target });
              }}
            >
              Add a company-wide alert or control
            </Button>
            {choices.types.status === 'error' ? (
              <span className="field-hint"> The alert and control types couldn’t be loaded, so nothing can be added just now.</span>
            ) : null}
          </p>
        ) : null}
        <ControlsTable
          caption="Company-wide alerts and controls"
          prefix="wide"
          controls={companyWide}
          loaded={controls}
          retry={() => void controls.refetch()}
          contacts={choices.contacts.data ?? []}
          groupName={choices.groupName}
          targetLabel="every account of the company"
          emptyText="No company-wide alerts or controls."
          canChange={canSetUp}
          onChange={(c) => setDialog({ kind: 'change', control: c, target })}
          onDone={onNotice}
        />
      </section>
      <ControlDialog
        mode={dialog}
        types={(choices.types.data ?? []).filter((t) => !companyWide.some((c) => c.spendControlAlertTypeId === t.spendControlAlertTypeId))}
        contacts={choices.contacts.data ?? []}
        groups={choices.groups}
        onClose={() => setDialog(null)}
        onDone={(m) => {
          setDialog(null);
          onNotice(m);
        }}
      />
    </>
  );
}

type Dashboard = UseQueryResult<ControlDashboardResponse['data']>;

/**
 * Each type with its summary. The summaries (one call per type, each failing alone: docs/requirements.md#spec-8-errors) arrive one by one;
 * they are asked for here so that each answer renders this table only, not the whole overview with its
 * company-wide list and closed dialog (which on a phone made one long task after another).
 */
function TypesTable({ companyId, dashboard }: { companyId: string; dashboard: Dashboard }) {
  const byType = dashboard.data?.byType ?? [];
  const summaries = useQueries({ queries: byType.map((t) => controlSummaryQuery(companyId, t.spendControlAlertTypeId)) });
  const table = useTableState({ prefix: 'types', sortable: ['name', 'kind'] });
  type Row = (typeof byType)[number] & { summary: (typeof summaries)[number] };
  const rows: Row[] = byType.map((t, i) => ({ ...t, summary: summaries[i]! }));
  const accountsOf = (r: Row) => r.summary.data?.controls.filter((c) => c.accountEntityId !== null) ?? [];
  const wideOf = (r: Row) => r.summary.data?.controls.find((c) => c.accountEntityId === null);
  const columns: TableColumn<Row>[] = [
    { id: 'name', header: 'Alert or control', text: (r) => r.name },
    { id: 'kind', header: 'Kind', text: (r) => kindLabel(r.kind) },
    {
      id: 'accounts',
      header: 'Accounts',
      align: 'end',
      sortable: false,
      text: (r) =>
        r.summary.status === 'success' ? formatCount(accountsOf(r).length) : r.summary.status === 'error' ? 'Not available' : 'Loading…',
      cell: (r) =>
        r.summary.status === 'success' ? (
          accountsOf(r).length ? (
            <AppLink
              href={`${pathOf('pa', 'alertsAndControls')}?tab=accounts&type=${r.spendControlAlertTypeId}`}
              aria-label={`${formatCount(accountsOf(r).length)} accounts with ${r.name}`}
            >
              {formatCount(accountsOf(r).length)}
            </AppLink>
          ) : (
            '0'
          )
        ) : r.summary.status === 'error' ? (
          <span>
            Not available{' '}
            <button type="button" className="btn-link" onClick={() => void r.summary.refetch()}>
              Try again<span className="visually-hidden"> to load {r.name}</span>
            </button>
          </span>
        ) : (
          'Loading…'
        ),
    },
    {
      id: 'companyWide',
      header: 'Company-wide',
      sortable: false,
      text: (r) =>
        r.summary.status !== 'success'
          ? r.summary.status === 'error'
            ? 'Not available'
            : 'Loading…'
          : wideOf(r)
            ? wideOf(r)!.status === 'On'
              ? 'Yes'
              : 'Yes, paused'
            : 'No',
    },
  ];

  return (
    <DataTable
      caption="Alerts and controls by type"
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.spendControlAlertTypeId)}
      table={table}
      what="types"
      loaded={dashboard}
      retry={() => void dashboard.refetch()}
      emptyText="No alerts or controls are set up yet."
      exportCsv={{ filename: 'alerts-and-controls-by-type.csv' }}
    />
  );
}

const accountName = (a: AccountDetail) => `${a.firstName} ${a.lastName}`;

/** The accounts (not virtual subs) with their alerts and controls; choose some (or all matching) for a bulk set-up. */
function Accounts({ companyId, canSetUp, onNotice }: PartProps) {
  const [params, update] = useQueryParams();
  const accounts = useQuery(companyAccountListQuery(companyId));
  const controls = useQuery(companyControlsQuery(companyId));
  const choices = useControlChoices(companyId);
  const typeFilter = params.get('type') ?? '';
  const summary = useQuery({ ...controlSummaryQuery(companyId, Number(typeFilter)), enabled: /^\d+$/.test(typeFilter) });
  const table = useTableState({
    prefix: 'acct',
    sortable: ['name', 'type', 'status', 'controls'],
    defaultSort: { id: 'name', desc: false },
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);

  const byAccount = useMemo(() => {
    const m = new Map<number, Control[]>();
    for (const c of controls.data ?? []) if (c.accountEntityId !== null) m.set(c.accountEntityId, [...(m.get(c.accountEntityId) ?? []), c]);
    return m;
  }, [controls.data]);
  const eligible = useMemo(() => (accounts.data ?? []).filter((a) => a.accountEntityType !== 'Virtual Sub'), [accounts.data]);
  const columns = useMemo<TableColumn<AccountDetail>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        text: accountName,
        cell: (a) => (
          <AppLink href={pathOf('pa', 'alertsAccount', { accountEntityId: String(a.accountEntityId) })}>{accountName(a)}</AppLink>
        ),
      },
      { id: 'type', header: 'Type', text: (a) => a.accountEntityType },
      { id: 'card', header: 'Card', text: (a) => cardEnding(a.cardNumberLast4), sortable: false },
      { id: 'status', header: 'Status', text: (a) => a.externalStatusCommonName },
      {
        id: 'controls',
        header: 'Alerts and controls',
        align: 'end',
        text: (a) =>
          controls.status === 'success'
            ? countText(byAccount.get(a.accountEntityId) ?? [])
            : controls.status === 'error'
              ? 'Not available'
              : '…',
        sortValue: (a) => byAccount.get(a.accountEntityId)?.length ?? 0,
      },
    ],
    [byAccount, controls.status],
  );

  const withType = useMemo(() => {
    if (!typeFilter) return eligible;
    const ids = new Set(summary.data?.controls.map((c) => c.accountEntityId) ?? []);
    return eligible.filter((a) => ids.has(a.accountEntityId));
  }, [eligible, typeFilter, summary.data]);
  const matching = useMemo(() => searchRows(withType, columns, table.q), [withType, columns, table.q]);
  const filtering = !!(typeFilter || table.q);
  const chosen = useMemo(() => eligible.filter((a) => selected.has(String(a.accountEntityId))), [eligible, selected]);
  const loaded = typeFilter && summary.status !== 'success' ? summary : accounts;

  return (
    <section className="panel" aria-labelledby="sc-accounts-h">
      <h2 id="sc-accounts-h">Accounts</h2>
      <p className="field-hint">Virtual cards (virtual sub accounts) have no alerts or controls, so they aren’t listed.</p>
      {canSetUp && accounts.status === 'success' ? (
        <div className="sc-bulk-bar" role="group" aria-label="Choose accounts for a bulk set-up">
          <span role="status">{chosen.length === 1 ? '1 account chosen' : `${formatCount(chosen.length)} accounts chosen`}</span>
          <Button
            variant="secondary"
            disabled={matching.length === 0}
            onClick={() => setSelected(new Set([...selected, ...matching.map((a) => String(a.accountEntityId))]))}
          >
            {filtering ? `Choose all ${formatCount(matching.length)} matching` : `Choose all ${formatCount(matching.length)} accounts`}
          </Button>
          {filtering ? (
            <Button variant="secondary" onClick={() => setSelected(new Set(eligible.map((a) => String(a.accountEntityId))))}>
              Choose all {formatCount(eligible.length)} accounts
            </Button>
          ) : null}
          <Button variant="secondary" disabled={chosen.length === 0} onClick={() => setSelected(new Set())}>
            Clear choice
          </Button>
          <Button
            disabled={chosen.length === 0 || choices.types.status !== 'success'}
            onClick={() => {
              onNotice(null);
              setBulkOpen(true);
            }}
          >
            Apply an alert or control to {chosen.length === 1 ? '1 account' : `${formatCount(chosen.length)} accounts`}
          </Button>
        </div>
      ) : null}
      <DataTable
        caption="Accounts and their alerts and controls"
        columns={columns}
        rows={matching}
        searched
        rowKey={(a) => String(a.accountEntityId)}
        table={table}
        what="accounts"
        search={{ label: 'Search accounts', hint: 'By name, type, card ending or status.' }}
        loaded={loaded}
        retry={() => void (loaded === summary ? summary.refetch() : accounts.refetch())}
        emptyText="This company has no accounts that take alerts or controls."
        filtersActive={!!typeFilter}
        onClearFilters={() => update({ type: null, 'acct.page': null })}
        exportCsv={{ filename: 'accounts-alerts-and-controls.csv' }}
        toolbar={
          <div className="field">
            <label htmlFor="sc-type-filter">Alert or control set up</label>
            <select id="sc-type-filter" value={typeFilter} onChange={(e) => update({ type: e.target.value || null, 'acct.page': null })}>
              <option value="">Any, or none</option>
              {(choices.types.data ?? []).map((t) => (
                <option key={t.spendControlAlertTypeId} value={String(t.spendControlAlertTypeId)}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
        }
        {...(canSetUp
          ? {
              selection: {
                selected,
                onChange: (next: Set<string>) => setSelected(next),
                label: (key: string) => {
                  const a = eligible.find((x) => String(x.accountEntityId) === key);
                  return `Choose ${a ? accountName(a) : `account ${key}`}`;
                },
              },
            }
          : {})}
      />
      <BulkDialog
        open={bulkOpen}
        companyId={Number(companyId)}
        accounts={chosen}
        types={choices.types.data ?? []}
        contacts={choices.contacts.data ?? []}
        groups={choices.groups}
        onClose={() => setBulkOpen(false)}
        onDeselect={(ids) => setSelected(new Set([...selected].filter((k) => !ids.includes(Number(k)))))}
        onDone={(m) => {
          setBulkOpen(false);
          setSelected(new Set());
          onNotice(m);
        }}
      />
    </section>
  );
}
