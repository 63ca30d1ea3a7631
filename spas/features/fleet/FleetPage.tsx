import { useMemo, useState } from '../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { AccountDetail } from '../../../shared/contract/accounts.js';
import { cardEnding } from '../../../shared/format/format.js';
import { fleet } from '../../../shared/permissions/policies/fleet.js';
import { companyAccountListQuery } from '../../api/companyAccountList.js';
import { usePermission } from '../../lib/usePermission.js';
import { useCompanyIdInView } from '../../lib/useCompanyIdInView.js';
import { Alert, SuccessNote } from '../../ui/Alert.js';
import { DataTable } from '../../ui/table/DataTable.js';
import type { TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { fleetCodesQuery, type FleetCodes } from './api/fleetCodes.js';
import { driverText, promptsText, vehicleText } from './fleetWords.js';
import './fleet.css';
import { lazyDialog } from '../../ui/lazyDialog.js';

/** Its form comes with it, when it is opened, or before once someone starts using the page (spas/ui/lazyDialog.tsx). */
const FleetCodesDialog = lazyDialog(() => import('./components/FleetCodesDialog.js').then((m) => m.FleetCodesDialog), {
  isOpen: (p) => p.card !== null,
  close: (p) => p.onClose(),
  title: 'Fleet codes',
});

/** A fleet card and, for the export, its codes (null: the codes call failed for it). */
interface FleetRow {
  account: AccountDetail;
  codes?: FleetCodes | null;
}

const nameOf = (a: AccountDetail) => `${a.firstName} ${a.lastName}`;
/** The codes call per row runs a few at a time while a file is made. */
const EXPORT_CONCURRENCY = 6;

/**
 * /pa/fleet: a fleet company's (product 114) fleet cards — every account but the control account — in
 * the table kit, each with its vehicle and driver codes and what the pump asks (`/v1/fleet/{id}/subaccounts/{id}/codes`,
 * asked for the rows shown; a failing call says 'Not available' for that card only, docs/requirements.md#spec-8-errors). Viewed by AM and view
 * only; codes edited by AM and delegates, prompts by AM (docs/requirements.md#spec-6-permissions "Fleet card").
 */
export function FleetPage() {
  const companyId = useCompanyIdInView();
  const canEditCodes = usePermission(fleet.editAccess).can;
  const canUpdatePrompts = usePermission(fleet.update).can;
  const queryClient = useQueryClient();
  const accounts = useQuery({ ...companyAccountListQuery(companyId ?? ''), enabled: !!companyId });
  const table = useTableState({ prefix: 'fleet', sortable: ['name', 'card', 'status'], defaultSort: { id: 'name', desc: false } });
  const [editing, setEditing] = useState<{ accountEntityId: number; name: string; codes: FleetCodes } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = useMemo<FleetRow[]>(
    () =>
      (accounts.data ?? [])
        .filter((a) => a.accountEntityType !== 'Control' && a.accountEntityType !== 'Virtual Sub')
        .map((account) => ({ account })),
    [accounts.data],
  );
  const canChange = canEditCodes || canUpdatePrompts;

  const columns = useMemo<TableColumn<FleetRow>[]>(() => {
    const codesColumn = (id: string, header: string, text: (c: FleetCodes) => string, retry: boolean): TableColumn<FleetRow> => ({
      id,
      header,
      sortable: false,
      searchable: false,
      text: (r) => (r.codes === undefined ? '' : r.codes === null ? 'Not available' : text(r.codes)),
      cell: (r) => <CodesCell companyId={companyId ?? ''} row={r} text={text} retry={retry} />,
    });
    const cols: TableColumn<FleetRow>[] = [
      { id: 'name', header: 'Name', text: (r) => nameOf(r.account) },
      { id: 'card', header: 'Card', text: (r) => cardEnding(r.account.cardNumberLast4), sortValue: (r) => r.account.cardNumberLast4 ?? '' },
      { id: 'status', header: 'Status', text: (r) => r.account.externalCardStatusCommonName ?? r.account.externalStatusCommonName },
      codesColumn('vehicle', 'Vehicle', vehicleText, true),
      codesColumn('driver', 'Driver', driverText, false),
      codesColumn('prompts', 'At the pump', promptsText, false),
    ];
    if (canChange) {
      cols.push({
        id: 'actions',
        header: 'Actions',
        text: () => '',
        csv: false,
        searchable: false,
        sortable: false,
        cell: (r) => (
          <EditButton
            companyId={companyId ?? ''}
            row={r}
            onEdit={(codes) => {
              setNotice(null);
              setEditing({ accountEntityId: r.account.accountEntityId, name: nameOf(r.account), codes });
            }}
          />
        ),
      });
    }
    return cols;
  }, [companyId, canChange]);

  /** Every exported card's codes (from the cache when shown already); a failed one is 'Not available' in the file too. */
  const enrich = async (list: readonly FleetRow[]): Promise<FleetRow[]> => {
    const out: FleetRow[] = new Array(list.length);
    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const i = next++;
        const row = list[i]!;
        const codes = await queryClient.fetchQuery(fleetCodesQuery(companyId ?? '', row.account.accountEntityId)).catch(() => null);
        out[i] = { ...row, codes };
      }
    };
    await Promise.all(Array.from({ length: Math.min(EXPORT_CONCURRENCY, list.length) }, worker));
    return out;
  };

  return (
    <>
      <h1>Fleet</h1>
      <p>Your company’s fleet cards with the vehicle and driver each is for, and what the pump asks when the card is used.</p>
      {!canChange ? (
        <Alert tone="info">
          <p>You can view fleet codes; your role doesn’t change them.</p>
        </Alert>
      ) : null}
      <SuccessNote text={notice} />
      <section className="panel" aria-labelledby="fleet-cards-h">
        <h2 id="fleet-cards-h">Fleet cards</h2>
        <p className="field-hint">The company’s control account has no fleet codes, so it isn’t listed.</p>
        <DataTable
          caption="Fleet cards and their codes"
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.account.accountEntityId)}
          table={table}
          what="fleet cards"
          search={{ label: 'Search fleet cards', hint: 'By name, card ending or status.' }}
          loaded={accounts}
          retry={() => void accounts.refetch()}
          emptyText="This company has no fleet cards yet."
          exportCsv={{ filename: 'fleet-cards.csv', enrich }}
        />
      </section>
      <FleetCodesDialog
        card={editing}
        companyId={companyId ?? ''}
        canEditCodes={canEditCodes}
        canUpdatePrompts={canUpdatePrompts}
        onClose={() => setEditing(null)}
        onDone={(m) => {
          setEditing(null);
          setNotice(m);
        }}
      />
    </>
  );
}

/** One code cell: asks for the card's codes (shared by the row's cells), 'Not available' when that call failed. */
function CodesCell({ companyId, row, text, retry }: { companyId: string; row: FleetRow; text: (c: FleetCodes) => string; retry: boolean }) {
  const q = useQuery(fleetCodesQuery(companyId, row.account.accountEntityId));
  if (q.status === 'success') return <>{text(q.data)}</>;
  if (q.status === 'error') {
    return (
      <span className="fleet-unavailable">
        Not available
        {retry ? (
          <>
            {' '}
            <button type="button" className="btn-link" onClick={() => void q.refetch()}>
              Try again<span className="visually-hidden"> for {nameOf(row.account)}</span>
            </button>
          </>
        ) : null}
      </span>
    );
  }
  return <span className="field-hint">Loading…</span>;
}

function EditButton({ companyId, row, onEdit }: { companyId: string; row: FleetRow; onEdit(codes: FleetCodes): void }) {
  const q = useQuery(fleetCodesQuery(companyId, row.account.accountEntityId));
  return (
    <button
      type="button"
      className="btn btn-secondary btn-small"
      disabled={q.status !== 'success'}
      onClick={() => q.data && onEdit(q.data)}
    >
      Edit codes<span className="visually-hidden"> for {nameOf(row.account)}</span>
    </button>
  );
}
