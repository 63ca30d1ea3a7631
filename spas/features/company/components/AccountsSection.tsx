import { useEffect, useId, useState } from '../../../lib/react-deps.js';
import { keepPreviousData, useQuery, useQueryClient } from '../../../lib/data-deps.js';
import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import type { Company } from '../../../../shared/contract/company.js';
import { assignedAccountsOnly } from '../../../../shared/permissions/policies/assignedAccounts.js';
import { companySummary } from '../../../../shared/permissions/policies/companySummary.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { ACCOUNTS_PAGE_SIZE, ACCOUNTS_TABLE_PREFIX } from '../../../../shared/session/callUrls.js';
import { usePermission } from '../../../lib/usePermission.js';
import { useQueryParams } from '../../../lib/useQueryParams.js';
import { Alert } from '../../../ui/Alert.js';
import { AppLink } from '../../../ui/AppLink.js';
import { Button } from '../../../ui/Button.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { readAccountFilters, SORTABLE_ACCOUNT_COLUMNS, STATUS_OPTIONS, TYPE_OPTIONS } from '../accountFilters.js';
import { allMatchingAccounts, companyAccountsKey, companyAccountsQuery } from '../api/companyAccounts.js';
import { accountColumns, accountName } from './accountColumns.js';
import { lazyDialog } from '../../../ui/lazyDialog.js';

/** Its form comes with it, when it is opened, or before once someone starts using the page (spas/ui/lazyDialog.tsx). */
const AddAccountDialog = lazyDialog(() => import('./AddAccountDialog.js').then((m) => m.AddAccountDialog), {
  isOpen: (p) => p.open,
  close: (p) => p.onClose(),
  title: 'Add an account',
});

/** The table's URL parameters are `accounts.q`, `accounts.page`, … (the first-round starter reads the prefix too). */
const PREFIX = ACCOUNTS_TABLE_PREFIX;

/**
 * The company's accounts: the table kit paged on the platform at its default size (50), the docs/requirements.md#spec-5-validation
 * search, status and type filters, sorting, `Download CSV` of every matching account, and Add account for the
 * roles that may. Delegates, managers and accounting admins get the accounts assigned to them (the platform decides).
 */
export function AccountsSection({
  companyId,
  company,
  onSettled,
}: {
  companyId: string;
  company: Company | undefined;
  onSettled?: () => void;
}) {
  const id = useId();
  const [params, update] = useQueryParams();
  const filters = readAccountFilters(params, PREFIX);
  const table = useTableState({
    prefix: PREFIX,
    sortable: SORTABLE_ACCOUNT_COLUMNS,
    defaultSize: ACCOUNTS_PAGE_SIZE,
    sizes: [25, ACCOUNTS_PAGE_SIZE, 100],
  });
  const query = { q: table.q, sort: table.sort, ...filters };
  const accounts = useQuery({ ...companyAccountsQuery(companyId, query, table.page, table.size), placeholderData: keepPreviousData });
  const canAdd = usePermission(companySummary.addAccounts).can;
  const assignedOnly = usePermission(assignedAccountsOnly).can;
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<AccountDetail | null>(null);
  const queryClient = useQueryClient();
  const filtersActive = !!(filters.status || filters.type);
  const settled = !accounts.isLoading;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Accounts</h2>
      {assignedOnly ? <p className="field-hint">You see the accounts assigned to you.</p> : null}
      {canAdd && company ? (
        <p>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add account
          </Button>
        </p>
      ) : null}
      {added ? (
        <Alert tone="success" title="Account added">
          <p>
            <AppLink href={pathOf('pa', 'accountDetail', { accountEntityId: String(added.accountEntityId) })}>{accountName(added)}</AppLink>
            ’s {added.accountEntityType} account ({added.accountEntityId}) was added. It is pending until its card is issued.
          </p>
        </Alert>
      ) : null}
      <DataTable
        caption="Company accounts"
        captionHidden
        columns={accountColumns}
        rows={accounts.data?.content ?? []}
        server={{ total: accounts.data?.totalElements ?? 0 }}
        rowKey={(a) => String(a.accountEntityId)}
        table={table}
        what="accounts"
        search={{ label: 'Search accounts', hint: 'By name, account ID, card ending, or an amount like $1,234.56.' }}
        loaded={accounts}
        retry={() => void accounts.refetch()}
        emptyText={assignedOnly ? 'No accounts are assigned to you yet.' : 'This company has no accounts yet.'}
        filtersActive={filtersActive}
        onClearFilters={() => update({ [`${PREFIX}.status`]: null, [`${PREFIX}.type`]: null, [`${PREFIX}.page`]: null })}
        exportCsv={{ filename: `accounts-${companyId}.csv`, rows: () => allMatchingAccounts(companyId, query) }}
        toolbar={
          <>
            <div className="field">
              <label htmlFor={`${id}-status`}>Status</label>
              <select
                id={`${id}-status`}
                value={filters.status ?? ''}
                onChange={(e) => update({ [`${PREFIX}.status`]: e.target.value || null, [`${PREFIX}.page`]: null })}
              >
                <option value="">Every status</option>
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-type`}>Type</label>
              <select
                id={`${id}-type`}
                value={filters.type ?? ''}
                onChange={(e) => update({ [`${PREFIX}.type`]: e.target.value || null, [`${PREFIX}.page`]: null })}
              >
                <option value="">Every type</option>
                {TYPE_OPTIONS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
          </>
        }
      />
      {company ? (
        <AddAccountDialog
          open={adding}
          company={company}
          onClose={() => setAdding(false)}
          onAdded={(account) => {
            setAdding(false);
            setAdded(account);
            void queryClient.invalidateQueries({ queryKey: companyAccountsKey(companyId) });
          }}
        />
      ) : null}
    </section>
  );
}
