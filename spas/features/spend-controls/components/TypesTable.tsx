import { useQueries, type UseQueryResult } from '../../../lib/data-deps.js';
import type { ControlDashboardResponse } from '../../../../shared/contract/spendControls.js';
import { formatCount } from '../../../../shared/format/format.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { AppLink } from '../../../ui/AppLink.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { controlSummaryQuery } from '../api/controlSummary.js';
import { kindLabel } from '../controlWords.js';

export type Dashboard = UseQueryResult<ControlDashboardResponse['data']>;

/**
 * Each type with its summary. The summaries (one call per type, each failing alone: docs/requirements.md#spec-8-errors) arrive one by one;
 * they are asked for here so that each answer renders this table only, not the whole overview with its
 * company-wide list and closed dialog (which on a phone made one long task after another).
 */
export function TypesTable({ companyId, dashboard }: { companyId: string; dashboard: Dashboard }) {
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
