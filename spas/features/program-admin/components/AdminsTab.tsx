import { useId, useState } from '../../../lib/react-deps.js';
import { keepPreviousData, useQuery, useQueryClient } from '../../../lib/data-deps.js';
import type { UserSummary } from '../../../../shared/contract/user.js';
import { programAdmin } from '../../../../shared/permissions/policies/programAdmin.js';
import { actionFailureText } from '../../../lib/failure.js';
import { usePermission } from '../../../lib/usePermission.js';
import { useQueryParams } from '../../../lib/useQueryParams.js';
import { SuccessNote } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { ADMINS_TABLE_PREFIX } from '../../../../shared/session/callUrls.js';
import { managesAssignedAccounts } from '../adminForms.js';
import {
  readStatusFilter,
  STATUS_FILTERS,
  USER_SORT_FIELDS,
  type AdminScope,
  type UserSortColumn,
} from '../../../../shared/session/adminScope.js';
import { auditKey } from '../api/audit.js';
import { deleteUser, resendInvitation } from '../api/userAdmin.js';
import { allUsers, usersKey, usersQuery } from '../../../api/userSearch.js';
import { CompanyFilter } from './CompanyFilter.js';
import { fullName, userColumns } from './userColumns.js';
import { lazyDialog } from '../../../ui/lazyDialog.js';

// Their forms come with them, when one is opened, or before once someone starts using the page (spas/ui/lazyDialog.tsx).
const AddAdminDialog = lazyDialog(() => import('./AddAdminDialog.js').then((m) => m.AddAdminDialog), {
  isOpen: (p) => p.open,
  close: (p) => p.onClose(),
  title: 'Add an administrator',
});
const EditAdminDialog = lazyDialog(() => import('./EditAdminDialog.js').then((m) => m.EditAdminDialog), {
  isOpen: (p) => p.user !== null,
  close: (p) => p.onClose(),
  title: 'Edit an administrator',
});
const ManagedAccountsDialog = lazyDialog(() => import('./ManagedAccountsDialog.js').then((m) => m.ManagedAccountsDialog), {
  isOpen: (p) => p.user !== null,
  close: (p) => p.onClose(),
  title: 'Managed accounts',
});

const PREFIX = ADMINS_TABLE_PREFIX;
type Action = { kind: 'edit' | 'delete' | 'resend' | 'managed'; user: UserSummary };

/**
 * The scope's program administrators: the platform's search exactly as docs/requirements.md#spec-3-entities and #spec-9-constants say, paged on the
 * platform, the status filter (active and pending by default; inactive and deleted on request), roles in display
 * labels; add, edit, resend the invitation, managed accounts and delete for the admin manager (docs/requirements.md#spec-6-permissions), never on oneself.
 */
export function AdminsTab({ scope, brand, selfId }: { scope: AdminScope; brand: string; selfId: number | null }) {
  const id = useId();
  const [params, update] = useQueryParams();
  const status = readStatusFilter(params.get(`${PREFIX}.status`));
  const companyParam = Number(params.get(`${PREFIX}.company`));
  const companyFilter = scope.kind === 'holdingCompany' && scope.companies.some((c) => c.companyId === companyParam) ? companyParam : null;
  const table = useTableState({ prefix: PREFIX, sortable: Object.keys(USER_SORT_FIELDS), defaultSort: { id: 'username', desc: false } });
  const sort = table.sort && table.sort.id in USER_SORT_FIELDS ? { column: table.sort.id as UserSortColumn, desc: table.sort.desc } : null;
  const search = { brand, statuses: status.statuses, sort, companyFilter, search: table.q };
  const users = useQuery({
    ...usersQuery(scope, { ...search, offset: table.page * table.size, size: table.size }),
    placeholderData: keepPreviousData,
  });
  // A holding company's admin is added to one of its companies: without the list of companies there is nothing to choose.
  const canAdd = usePermission(programAdmin.add).can && (scope.kind === 'company' || scope.companies.length > 0);
  const canEdit = usePermission(programAdmin.edit).can;
  const canSelect = usePermission(programAdmin.select).can;
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changed = (message: string) => {
    setNotice(message);
    setAction(null);
    void queryClient.invalidateQueries({ queryKey: usersKey(scope) });
    void queryClient.invalidateQueries({ queryKey: auditKey(scope) });
  };
  const columns = userColumns({ withCompany: scope.kind === 'holdingCompany', selfId });
  const actionsColumn = {
    id: 'actions',
    header: 'Actions',
    text: () => '',
    csv: false as const,
    searchable: false,
    sortable: false,
    cell: (u: UserSummary) =>
      u.userid === selfId ? (
        <span className="field-hint">Your own user</span>
      ) : u.status === 'DELETED' ? (
        <span className="field-hint">Deleted</span>
      ) : (
        <span className="actions-row">
          {canEdit ? (
            <Button variant="link" onClick={() => setAction({ kind: 'edit', user: u })} aria-label={`Edit ${fullName(u)}`}>
              Edit
            </Button>
          ) : null}
          {canEdit && u.status === 'PENDING' ? (
            <Button
              variant="link"
              onClick={() => setAction({ kind: 'resend', user: u })}
              aria-label={`Resend the invitation to ${fullName(u)}`}
            >
              Resend invitation
            </Button>
          ) : null}
          {canSelect && managesAssignedAccounts(u.roles) ? (
            <Button
              variant="link"
              onClick={() => setAction({ kind: 'managed', user: u })}
              aria-label={`Managed accounts of ${fullName(u)}`}
            >
              Managed accounts
            </Button>
          ) : null}
          {canEdit ? (
            <Button variant="link" onClick={() => setAction({ kind: 'delete', user: u })} aria-label={`Delete ${fullName(u)}`}>
              Delete
            </Button>
          ) : null}
        </span>
      ),
  };
  return (
    <>
      {canAdd ? (
        <p>
          <Button onClick={() => setAdding(true)}>Add administrator</Button>
        </p>
      ) : null}
      <SuccessNote text={notice} />
      <DataTable
        caption="Program administrators"
        columns={canEdit || canSelect ? [...columns, actionsColumn] : columns}
        rows={users.data?.content ?? []}
        server={{ total: users.data?.totalElements ?? 0 }}
        rowKey={(u) => String(u.userid)}
        table={table}
        what="administrators"
        search={{ label: 'Search administrators', hint: 'By user name, name or email.' }}
        loaded={users}
        retry={() => void users.refetch()}
        emptyText="There are no administrators with this status."
        filtersActive={status.value !== '' || companyFilter !== null}
        onClearFilters={() => update({ [`${PREFIX}.status`]: null, [`${PREFIX}.company`]: null, [`${PREFIX}.page`]: null })}
        exportCsv={{ filename: 'program-administrators.csv', rows: () => allUsers(scope, search) }}
        toolbar={
          <>
            <div className="field">
              <label htmlFor={`${id}-status`}>Status</label>
              <select
                id={`${id}-status`}
                value={status.value}
                onChange={(e) => update({ [`${PREFIX}.status`]: e.target.value || null, [`${PREFIX}.page`]: null })}
              >
                {STATUS_FILTERS.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </select>
            </div>
            <CompanyFilter
              id={`${id}-company`}
              scope={scope}
              value={companyFilter}
              onChange={(v) => update({ [`${PREFIX}.company`]: v, [`${PREFIX}.page`]: null })}
            />
          </>
        }
      />
      <AddAdminDialog
        open={adding}
        scope={scope}
        onClose={() => setAdding(false)}
        onAdded={(name, sentTo) => {
          setAdding(false);
          changed(`${name} was invited: the registration email went to ${sentTo}. They are pending until they register.`);
        }}
      />
      <EditAdminDialog
        user={action?.kind === 'edit' ? action.user : null}
        onClose={() => setAction(null)}
        onSaved={(u) => changed(`${fullName(u)} was updated.`)}
      />
      <ManagedAccountsDialog
        user={action?.kind === 'managed' ? action.user : null}
        onClose={() => setAction(null)}
        onSaved={(u, n) => changed(`${fullName(u)} now manages ${n === 1 ? '1 account' : `${n} accounts`}.`)}
      />
      <ConfirmDialog
        open={action?.kind === 'delete'}
        title={`Delete ${action ? fullName(action.user) : ''}?`}
        confirmLabel="Delete administrator"
        danger
        onCancel={() => setAction(null)}
        failureText={actionFailureText}
        onConfirm={async () => {
          const u = action!.user;
          await deleteUser(u.userid);
          changed(`${fullName(u)} (${u.username}) was deleted.`);
        }}
      >
        <p>
          {action ? `${fullName(action.user)} (${action.user.username})` : ''} loses access at once and can’t log in again. This can’t be
          undone; to let them back in, invite them again.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={action?.kind === 'resend'}
        title={`Resend the invitation to ${action ? fullName(action.user) : ''}?`}
        confirmLabel="Resend invitation"
        onCancel={() => setAction(null)}
        failureText={actionFailureText}
        onConfirm={async () => {
          const u = action!.user;
          const sent = await resendInvitation(brand, u.username);
          changed(`The registration email was sent to ${fullName(u)} again, at ${sent.sentTo}. The earlier link no longer works.`);
        }}
      >
        <p>A new registration email goes to {action?.user.email}. The link in the earlier email stops working.</p>
      </ConfirmDialog>
    </>
  );
}
