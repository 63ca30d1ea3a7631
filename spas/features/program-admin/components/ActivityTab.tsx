import { useId } from '../../../lib/react-deps.js';
import { keepPreviousData, useQuery } from '../../../lib/data-deps.js';
import type { PaUserAuditEntry } from '../../../../shared/contract/user.js';
import { formatDateTime } from '../../../../shared/format/format.js';
import { displayUserName } from '../../../../shared/permissions/displayUserName.js';
import { useQueryParams } from '../../../lib/useQueryParams.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import type { TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { ALL_STATUSES, type AdminScope } from '../../../../shared/session/adminScope.js';
import { allAudit, auditQuery } from '../api/audit.js';
import { everyUserQuery } from '../../../api/userSearch.js';
import { CompanyFilter } from './CompanyFilter.js';

const PREFIX = 'activity';
const ISO = /^\d{4}-\d{2}-\d{2}$/;

const ACTIONS: Record<PaUserAuditEntry['action'], string> = {
  CREATED: 'Added',
  UPDATED: 'Details changed',
  DELETED: 'Deleted',
  ROLE_CHANGED: 'Role changed',
  STATUS_CHANGED: 'Status changed',
  REGISTRATION_EMAIL: 'Invitation sent',
  REGISTERED: 'Registered',
  MANAGED_ACCOUNTS: 'Managed accounts changed',
};

const columns: TableColumn<PaUserAuditEntry>[] = [
  { id: 'when', header: 'When (Eastern time)', text: (e) => formatDateTime(e.changedDate), sortable: false },
  { id: 'user', header: 'Administrator', text: (e) => displayUserName(e.username), sortable: false },
  { id: 'action', header: 'What changed', text: (e) => ACTIONS[e.action], sortable: false },
  { id: 'detail', header: 'Detail', text: (e) => e.detail, sortable: false },
  // Internal API users are shown as SYSTEM (docs/requirements.md#spec-6-permissions); the platform says so already, and this makes sure.
  { id: 'by', header: 'Changed by', text: (e) => displayUserName(e.changedBy) || 'Unknown', sortable: false },
];

/** The filters in the URL, read leniently (a malformed value is no filter). */
function readFilters(params: URLSearchParams, scope: AdminScope) {
  const user = Number(params.get(`${PREFIX}.user`));
  const from = params.get(`${PREFIX}.from`);
  const to = params.get(`${PREFIX}.to`);
  const company = Number(params.get(`${PREFIX}.company`));
  return {
    userId: Number.isInteger(user) && user > 0 ? user : null,
    fromDate: from && ISO.test(from) ? from : null,
    toDate: to && ISO.test(to) ? to : null,
    // A holding company's activity may be narrowed to one of its companies (never one outside it).
    companyFilter: scope.kind === 'holdingCompany' && scope.companies.some((c) => c.companyId === company) ? company : null,
  };
}

/**
 * Maintenance activity (`pauseraudit`, AM and view only): who changed which administrator, what and when, times
 * in America/New_York (docs/requirements.md#spec-9-constants), internal API users as SYSTEM; filtered by administrator and dates, newest first.
 */
export function ActivityTab({ scope, brand }: { scope: AdminScope; brand: string }) {
  const id = useId();
  const [params, update] = useQueryParams();
  const f = readFilters(params, scope);
  const badRange = !!(f.fromDate && f.toDate && f.fromDate > f.toDate);
  const table = useTableState({ prefix: PREFIX, sortable: [] });
  const users = useQuery(everyUserQuery(scope, brand, ALL_STATUSES));
  const audit = useQuery({
    ...auditQuery(scope, { ...f, offset: table.page * table.size, size: table.size }),
    placeholderData: keepPreviousData,
    enabled: !badRange,
  });
  const set = (patch: Record<string, string | null>) => update({ ...patch, [`${PREFIX}.page`]: null });
  return (
    <>
      <div className="tx-filter-row">
        <div className="field">
          <label htmlFor={`${id}-user`}>Administrator</label>
          <select id={`${id}-user`} value={f.userId ?? ''} onChange={(e) => set({ [`${PREFIX}.user`]: e.target.value || null })}>
            <option value="">Every administrator</option>
            {f.userId !== null && !users.data?.some((u) => u.userid === f.userId) ? (
              <option value={f.userId}>User {f.userId}</option>
            ) : null}
            {(users.data ?? []).map((u) => (
              <option key={u.userid} value={u.userid}>
                {u.username} — {u.firstname} {u.lastname}
              </option>
            ))}
          </select>
          {users.status === 'error' ? (
            <span className="field-hint">The list of administrators couldn’t be loaded; the activity of everyone is shown.</span>
          ) : null}
        </div>
        <CompanyFilter id={`${id}-company`} scope={scope} value={f.companyFilter} onChange={(v) => set({ [`${PREFIX}.company`]: v })} />
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={f.fromDate ?? ''}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? `${id}-range` : undefined}
            onChange={(e) => set({ [`${PREFIX}.from`]: e.target.value || null })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={f.toDate ?? ''}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? `${id}-range` : undefined}
            onChange={(e) => set({ [`${PREFIX}.to`]: e.target.value || null })}
          />
        </div>
      </div>
      {badRange ? (
        <p id={`${id}-range`} className="field-error" role="alert">
          The “From” date is after the “To” date, so nothing can match. Choose a “From” date on or before the “To” date.
        </p>
      ) : (
        <DataTable
          caption="Maintenance activity"
          columns={columns}
          rows={audit.data?.content ?? []}
          server={{ total: audit.data?.totalElements ?? 0 }}
          rowKey={(e) => String(e.auditId)}
          table={table}
          what="changes"
          loaded={audit}
          retry={() => void audit.refetch()}
          emptyText="No changes to administrators yet."
          filtersActive={!!(f.userId || f.fromDate || f.toDate || f.companyFilter)}
          onClearFilters={() =>
            set({ [`${PREFIX}.user`]: null, [`${PREFIX}.from`]: null, [`${PREFIX}.to`]: null, [`${PREFIX}.company`]: null })
          }
          exportCsv={{ filename: 'maintenance-activity.csv', rows: () => allAudit(scope, f) }}
        />
      )}
    </>
  );
}
