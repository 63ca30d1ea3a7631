import { useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { Contact, Control } from '../../../../shared/contract/spendControls.js';
import { formatDate } from '../../../../shared/format/format.js';
import type { Loaded } from '../../../../shared/session/queryClient.js';
import { actionFailureText } from '../../../lib/failure.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import type { TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { deleteControl } from '../api/deleteControl.js';
import { spendKeys } from '../api/keys.js';
import { updateControl } from '../api/updateControl.js';
import { contactsText, describeSettings, kindLabel, statusLabel } from '../controlWords.js';

type Pending = { action: 'pause' | 'resume' | 'delete'; control: Control };

export interface ControlsTableProps {
  caption: string;
  /** URL prefix of the table's state (two tables on a page keep apart). */
  prefix: string;
  controls: readonly Control[];
  loaded: Loaded<unknown>;
  retry(): void;
  contacts: readonly Contact[];
  groupName(id: number): string | undefined;
  /** "Jane Doe’s account", "every account": what the confirmations say. */
  targetLabel: string;
  emptyText: string;
  /** The user may change them (docs/requirements.md#spec-6-permissions set-up); view-only users get no buttons at all. */
  canChange: boolean;
  onChange(control: Control): void;
  onDone(message: string): void;
}

/** A list of alerts and controls with Change, Pause/Resume and Delete, each confirmed. */
export function ControlsTable(p: ControlsTableProps) {
  const queryClient = useQueryClient();
  const table = useTableState({ prefix: p.prefix, sortable: ['name', 'kind', 'status'] });
  const [pending, setPending] = useState<Pending | null>(null);

  const columns: TableColumn<Control>[] = [
    { id: 'name', header: 'Alert or control', text: (c) => c.name },
    { id: 'kind', header: 'Kind', text: (c) => kindLabel(c.kind) },
    { id: 'settings', header: 'Settings', text: (c) => describeSettings(c, p.groupName), sortable: false },
    { id: 'contacts', header: 'Alerts go to', text: (c) => contactsText(c.contactIds, p.contacts), sortable: false },
    { id: 'status', header: 'Status', text: (c) => statusLabel(c.status) },
    { id: 'since', header: 'Set up', text: (c) => formatDate(c.createdDate.slice(0, 10)), sortValue: (c) => c.createdDate },
  ];
  if (p.canChange) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      text: () => '',
      csv: false,
      searchable: false,
      sortable: false,
      cell: (c) => (
        <span className="sc-actions">
          <button type="button" className="btn btn-secondary btn-small" onClick={() => p.onChange(c)}>
            Change<span className="visually-hidden"> {c.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => setPending({ action: c.status === 'On' ? 'pause' : 'resume', control: c })}
          >
            {c.status === 'On' ? 'Pause' : 'Resume'}
            <span className="visually-hidden"> {c.name}</span>
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setPending({ action: 'delete', control: c })}>
            Delete<span className="visually-hidden"> {c.name}</span>
          </button>
        </span>
      ),
    });
  }

  const run = async (x: Pending) => {
    if (x.action === 'delete') await deleteControl(x.control);
    else await updateControl(x.control.controlId, { status: x.action === 'pause' ? 'Off' : 'On' });
    await queryClient.invalidateQueries({ queryKey: spendKeys.all });
    setPending(null);
    p.onDone(
      `${x.control.name} on ${p.targetLabel} is ${x.action === 'delete' ? 'deleted' : x.action === 'pause' ? 'paused' : 'on again'}.`,
    );
  };
  const c = pending?.control;
  const what = c ? `${c.name} (${describeSettings(c, p.groupName)})` : '';

  return (
    <>
      <DataTable
        caption={p.caption}
        columns={columns}
        rows={p.controls}
        rowKey={(x) => String(x.controlId)}
        table={table}
        what="alerts and controls"
        one="alert or control"
        loaded={p.loaded}
        retry={p.retry}
        emptyText={p.emptyText}
        exportCsv={{ filename: `${p.prefix}-alerts-and-controls.csv` }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.action === 'delete' ? `Delete ${c?.name}?` : pending?.action === 'pause' ? `Pause ${c?.name}?` : `Resume ${c?.name}?`
        }
        confirmLabel={pending?.action === 'delete' ? 'Delete' : pending?.action === 'pause' ? 'Pause' : 'Resume'}
        danger={pending?.action === 'delete'}
        onCancel={() => setPending(null)}
        onConfirm={() => (pending ? run(pending) : undefined)}
        failureText={actionFailureText}
      >
        <p>
          {pending?.action === 'delete'
            ? `${what} will be removed from ${p.targetLabel}. This can’t be undone; you can set it up again later.`
            : pending?.action === 'pause'
              ? `${what} stops applying to ${p.targetLabel} until you resume it.${c?.kind === 'ALERT' ? ' No alerts are sent meanwhile.' : ' Purchases it would decline go through meanwhile.'}`
              : `${what} applies to ${p.targetLabel} again.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
