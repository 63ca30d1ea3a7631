import { useState } from '../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { MccGroup } from '../../../shared/contract/mcc.js';
import { formatCount } from '../../../shared/format/format.js';
import { mcc } from '../../../shared/permissions/policies/adminTools.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { actionFailureText } from '../../lib/failure.js';
import { usePermission } from '../../lib/usePermission.js';
import { useCompanyIdInView } from '../../lib/useCompanyIdInView.js';
import { Alert, SuccessNote } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { Dialog } from '../../ui/Dialog.js';
import { DataTable } from '../../ui/table/DataTable.js';
import type { TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { cloneMccGroups } from './api/cloneMccGroups.js';
import { deleteMccGroup } from './api/deleteMccGroup.js';
import { mccKeys } from './api/keys.js';
import { mccCodesQuery } from './api/mccCodes.js';
import { companyGroupsQuery } from './api/mccGroups.js';
import { standardMccGroupsQuery } from '../../api/standardMccGroups.js';
import { codesInRange, rangeText } from './mccGroupForm.js';
import './spendControls.css';
import { lazyDialog } from '../../ui/lazyDialog.js';

/** Its form comes with it, when it is opened, or before once someone starts using the page (spas/ui/lazyDialog.tsx). */
const MccGroupDialog = lazyDialog(() => import('./components/MccGroupDialog.js').then((m) => m.MccGroupDialog), {
  isOpen: (p) => p.group !== null,
  close: (p) => p.onClose(),
  title: 'Merchant category group',
});

const EMPTY_CODES: ReadonlyMap<string, string> = new Map();

/**
 * /pa/pa-alerts-and-controls/merchant-category-groups: the standard groups and the company's own, each with
 * its ranges and the ISO 18245 descriptions of the codes in them; create, edit and delete custom groups, clone standard
 * ones. Viewed by AM, T1, T2 and view only; changed by AM, T1, T2 (docs/requirements.md#spec-6-permissions "MCC admin").
 */
export function MccGroupsPage() {
  const companyId = useCompanyIdInView();
  const canUpdate = usePermission(mcc.update).can;
  const queryClient = useQueryClient();
  const codes = useQuery(mccCodesQuery());
  const standard = useQuery(standardMccGroupsQuery());
  const custom = useQuery({ ...companyGroupsQuery(companyId ?? ''), enabled: !!companyId });
  const [notice, setNotice] = useState<string | null>(null);
  const [open, setOpen] = useState<MccGroup | null>(null);
  const [editing, setEditing] = useState<MccGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MccGroup | null>(null);
  const [cloning, setCloning] = useState<MccGroup[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const customTable = useTableState({ prefix: 'own', sortable: ['name', 'codes'], defaultSort: { id: 'name', desc: false } });
  const standardTable = useTableState({ prefix: 'std', sortable: ['name', 'codes'], defaultSort: { id: 'name', desc: false } });
  const codeMap = codes.data ?? EMPTY_CODES;

  const countOf = (g: MccGroup) => g.mccCodeRanges.reduce((n, r) => n + codesInRange(codeMap, r.startMccCode, r.endMccCode).length, 0);
  const baseColumns: TableColumn<MccGroup>[] = [
    { id: 'name', header: 'Name', text: (g) => g.name },
    { id: 'description', header: 'Description', text: (g) => g.description || '—', sortable: false },
    { id: 'ranges', header: 'Code ranges', text: (g) => g.mccCodeRanges.map(rangeText).join(', '), sortable: false },
    {
      id: 'codes',
      header: 'Known codes',
      align: 'end',
      text: (g) => (codes.status === 'success' ? formatCount(countOf(g)) : '…'),
      sortValue: countOf,
    },
  ];
  const customColumns: TableColumn<MccGroup>[] = canUpdate
    ? [
        ...baseColumns,
        {
          id: 'actions',
          header: 'Actions',
          text: () => '',
          csv: false,
          searchable: false,
          sortable: false,
          cell: (g) => (
            <span className="sc-actions">
              <button
                type="button"
                className="btn btn-secondary btn-small"
                disabled={codes.status !== 'success'}
                onClick={() => {
                  setNotice(null);
                  setEditing(g);
                }}
              >
                Edit<span className="visually-hidden"> {g.name}</span>
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => {
                  setNotice(null);
                  setDeleting(g);
                }}
              >
                Delete<span className="visually-hidden"> {g.name}</span>
              </button>
            </span>
          ),
        },
      ]
    : baseColumns;
  const openRow = { label: (g: MccGroup) => `Codes of ${g.name}`, onOpen: setOpen };

  return (
    <>
      <h1>Merchant Category Groups</h1>
      <p>
        Groups of merchant category codes (ISO 18245) that a control can block. Standard groups are the platform’s; your company’s groups
        are its own, made from scratch or cloned from a standard one.{' '}
        <AppLink href={pathOf('pa', 'alertsAndControls')}>Back to alerts and controls</AppLink>
      </p>
      {!canUpdate ? (
        <Alert tone="info">
          <p>You can view merchant category groups; your role doesn’t change them.</p>
        </Alert>
      ) : null}
      <SuccessNote text={notice} />
      {codes.status === 'error' ? (
        <Alert tone="error">
          <p>The merchant category code list couldn’t be loaded, so code descriptions aren’t shown and groups can’t be edited just now.</p>
          <p>
            <button type="button" className="btn btn-secondary" onClick={() => void codes.refetch()}>
              Try again
            </button>
          </p>
        </Alert>
      ) : null}

      <section className="panel" aria-labelledby="sc-own-groups-h">
        <h2 id="sc-own-groups-h">Your company’s groups</h2>
        {canUpdate && companyId ? (
          <p>
            <Button
              variant="secondary"
              disabled={codes.status !== 'success'}
              onClick={() => {
                setNotice(null);
                setEditing('new');
              }}
            >
              Create a group
            </Button>
          </p>
        ) : null}
        <DataTable
          caption="Your company’s merchant category groups"
          captionHidden
          columns={customColumns}
          rows={custom.data ?? []}
          rowKey={(g) => String(g.mccGroupId)}
          table={customTable}
          what="groups"
          search={{ label: 'Search your groups' }}
          loaded={custom}
          retry={() => void custom.refetch()}
          emptyText="Your company has no groups of its own yet."
          exportCsv={{ filename: 'company-mcc-groups.csv' }}
          openRow={openRow}
        />
      </section>

      <section className="panel" aria-labelledby="sc-std-groups-h">
        <h2 id="sc-std-groups-h">Standard groups</h2>
        {canUpdate && companyId ? (
          <div className="sc-bulk-bar">
            <span role="status">{chosen.size === 1 ? '1 group chosen' : `${formatCount(chosen.size)} groups chosen`}</span>
            <Button
              disabled={chosen.size === 0}
              onClick={() => {
                setNotice(null);
                setCloning((standard.data ?? []).filter((g) => chosen.has(String(g.mccGroupId))));
              }}
            >
              Clone as your company’s groups
            </Button>
          </div>
        ) : null}
        <DataTable
          caption="Standard merchant category groups"
          captionHidden
          columns={baseColumns}
          rows={standard.data ?? []}
          rowKey={(g) => String(g.mccGroupId)}
          table={standardTable}
          what="groups"
          search={{ label: 'Search standard groups' }}
          loaded={standard}
          retry={() => void standard.refetch()}
          emptyText="The platform has no standard groups."
          exportCsv={{ filename: 'standard-mcc-groups.csv' }}
          openRow={openRow}
          {...(canUpdate
            ? {
                selection: {
                  selected: chosen,
                  onChange: setChosen,
                  label: (k: string) => `Choose ${(standard.data ?? []).find((g) => String(g.mccGroupId) === k)?.name ?? `group ${k}`}`,
                },
              }
            : {})}
        />
      </section>

      <GroupCodes group={open} codes={codeMap} codesFailed={codes.status === 'error'} onClose={() => setOpen(null)} />
      {companyId ? (
        <MccGroupDialog
          group={editing}
          companyId={Number(companyId)}
          codes={codeMap}
          onClose={() => setEditing(null)}
          onDone={(m) => {
            setEditing(null);
            setNotice(m);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete group"
        danger
        onCancel={() => setDeleting(null)}
        failureText={actionFailureText}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteMccGroup(deleting.mccGroupId);
          await queryClient.invalidateQueries({ queryKey: mccKeys.all });
          setNotice(`“${deleting.name}” is deleted.`);
          setDeleting(null);
        }}
      >
        <p>The group and its code ranges are removed from your company. A group that a control still uses can’t be deleted.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={cloning !== null}
        title="Clone standard groups?"
        confirmLabel={cloning?.length === 1 ? 'Clone 1 group' : `Clone ${cloning?.length ?? 0} groups`}
        onCancel={() => setCloning(null)}
        failureText={actionFailureText}
        onConfirm={async () => {
          if (!cloning || !companyId) return;
          const made = await cloneMccGroups(
            Number(companyId),
            cloning.map((g) => g.mccGroupId),
          );
          await queryClient.invalidateQueries({ queryKey: mccKeys.all });
          setChosen(new Set());
          setCloning(null);
          setNotice(`Cloned as your company’s groups: ${made.map((g) => `“${g.name}”`).join(', ')}. Edit them to fit your program.`);
        }}
      >
        <p>
          Your company gets its own copy of {cloning?.map((g) => `“${g.name}”`).join(', ')}, which you can then edit. The standard groups
          stay as they are.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** A group's ranges with the description of every known code in them. */
function GroupCodes({
  group,
  codes,
  codesFailed,
  onClose,
}: {
  group: MccGroup | null;
  codes: ReadonlyMap<string, string>;
  codesFailed: boolean;
  onClose(): void;
}) {
  return (
    <Dialog
      open={group !== null}
      title={group ? `${group.name}: merchant category codes` : ''}
      onCancel={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {group ? (
        <div className="sc-group-codes">
          <p>
            {group.category === 'Standard' ? 'Standard group' : 'Your company’s group'}
            {group.description ? `: ${group.description}` : ''}.
          </p>
          {codesFailed ? <p>The code descriptions couldn’t be loaded.</p> : null}
          {group.mccCodeRanges.map((r, i) => {
            const covered = codesInRange(codes, r.startMccCode, r.endMccCode);
            return (
              <section key={`${r.startMccCode}-${r.endMccCode}-${i}`} aria-label={`Range ${rangeText(r)}`}>
                <h3>{rangeText(r)}</h3>
                {covered.length ? (
                  <ul>
                    {covered.map(([c, d]) => (
                      <li key={c}>
                        <strong>{c}</strong> {d}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{codesFailed ? '' : 'No known code falls in this range.'}</p>
                )}
              </section>
            );
          })}
        </div>
      ) : null}
    </Dialog>
  );
}
