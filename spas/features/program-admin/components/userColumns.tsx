import type { UserSummary } from '../../../../shared/contract/user.js';
import { formatDate } from '../../../../shared/format/format.js';
import { displayUserName } from '../../../../shared/permissions/displayUserName.js';
import { roleLabel } from '../../../../shared/permissions/roles.js';
import type { TableColumn } from '../../../ui/table/columns.js';

const STATUS_LABEL: Record<UserSummary['status'], string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  INACTIVE: 'Inactive',
  DELETED: 'Deleted',
};
export const statusLabel = (s: UserSummary['status']): string => STATUS_LABEL[s];
/** Roles in their display labels (Admin-Manager, PA-Pmts Only, …), the employee authority only when alone. */
export const rolesText = (roles: readonly string[]): string =>
  roles
    .filter((r) => r !== 'ROLE_CLIENT_EMPLOYEE' || roles.length === 1)
    .map(roleLabel)
    .join(', ') || 'No role';
export const fullName = (u: Pick<UserSummary, 'firstname' | 'lastname'>): string => `${u.firstname} ${u.lastname}`.trim();

/** The administrators table's columns (ids are the sortable columns of adminScope.ts USER_SORT_FIELDS). */
export function userColumns(opts: { withCompany: boolean; selfId: number | null }): TableColumn<UserSummary>[] {
  return [
    {
      id: 'username',
      header: 'User name',
      text: (u) => u.username,
      cell: (u) =>
        u.userid === opts.selfId ? (
          <>
            {u.username} <span className="field-hint">(you)</span>
          </>
        ) : (
          u.username
        ),
    },
    { id: 'name', header: 'Name', text: fullName },
    ...(opts.withCompany
      ? [
          {
            id: 'company',
            header: 'Company',
            text: (u: UserSummary) => (u.companyName ? `${u.companyName} (${u.companyId})` : ''),
            sortable: false,
          } satisfies TableColumn<UserSummary>,
        ]
      : []),
    { id: 'email', header: 'Email', text: (u) => u.email, sortable: false },
    { id: 'role', header: 'Role', text: (u) => rolesText(u.roles), sortable: false },
    { id: 'status', header: 'Status', text: (u) => statusLabel(u.status) },
    { id: 'lastLogin', header: 'Last login', text: (u) => (u.lastLoginDate ? formatDate(u.lastLoginDate) : 'Never') },
    {
      id: 'created',
      header: 'Added by',
      text: (u) => `${displayUserName(u.createdBy) || 'Unknown'} on ${formatDate(u.createdDate)}`,
      sortValue: (u) => u.createdDate,
    },
  ];
}
