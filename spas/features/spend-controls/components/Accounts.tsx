import { useMemo, useState } from '../../../lib/react-deps.js';
import { useQuery } from '../../../lib/data-deps.js';
import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import type { Control } from '../../../../shared/contract/spendControls.js';
import { cardEnding, formatCount } from '../../../../shared/format/format.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { companyAccountListQuery } from '../../../api/companyAccountList.js';
import { useQueryParams } from '../../../lib/useQueryParams.js';
import { AppLink } from '../../../ui/AppLink.js';
import { Button } from '../../../ui/Button.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { searchRows, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { companyControlsQuery } from '../api/companyControls.js';
import { controlSummaryQuery } from '../api/controlSummary.js';
import { countText } from '../controlWords.js';
import { useControlChoices } from '../useControlChoices.js';
import { BulkDialog } from './lazyDialogs.js';
import { type PartProps } from './partProps.js';

export const accountName = (a: AccountDetail) => `${a.firstName} ${a.lastName}`;

/** The accounts (not virtual subs) with their alerts and controls; choose some (or all matching) for a bulk set-up. */
export function Accounts({ companyId, canSetUp, onNotice }: PartProps) {
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
