import { keepPreviousData, useQuery } from '../../lib/data-deps.js';
import type { AccountDetail } from '../../../shared/contract/accounts.js';
import { cardEnding, formatMoney } from '../../../shared/format/format.js';
import { companySummary } from '../../../shared/permissions/policies/companySummary.js';
import { company } from '../../../shared/session/facts/index.js';
import { selectedCompany, user } from '../../../shared/session/store.js';
import { usePermission } from '../../lib/usePermission.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { DataSection, SummaryList } from '../../ui/DataSection.js';
import { HomeSummary } from '../../ui/HomeSummary.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { moneyColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { companyAccountsQuery } from './api/companyAccounts.js';

const accountColumns: TableColumn<AccountDetail>[] = [
  { id: 'name', header: 'Name', text: (a) => `${a.firstName} ${a.lastName}`, sortable: false },
  { id: 'type', header: 'Type', text: (a) => a.accountEntityType, sortable: false },
  { id: 'card', header: 'Card', text: (a) => cardEnding(a.cardNumberLast4), sortable: false },
  { id: 'status', header: 'Status', text: (a) => a.externalStatusCommonName, sortable: false },
  moneyColumn('balance', 'Balance', (a) => a.currentBalance, { sortable: false }),
];

/** The program-admin home: the company in view, its figures and its accounts (server-paged). */
export function CompanyHome() {
  const param = useSignalValue(selectedCompany);
  const me = useSignalValue(user);
  const co = useSignalValue(company);
  const summaryAllowed = usePermission(companySummary.view).can;
  // The accounts have their own error flag (spec §8): they load whether or not the company's details did.
  const companyId = param ?? (me?.userCompanyId != null ? String(me.userCompanyId) : null);
  const table = useTableState({ prefix: 'accounts', sortable: [] });
  const accounts = useQuery({
    ...companyAccountsQuery(companyId ?? '', table.page, table.size),
    enabled: !!companyId && summaryAllowed,
    placeholderData: keepPreviousData,
  });
  const name = co.data?.companyName ?? (param ? `Company ${param}` : 'Program Administration');
  return (
    <HomeSummary heading={name} intro="Manage your company’s {brand} card program: accounts, administrators, alerts and controls, and reporting.">
      <DataSection title="Company" state={co} what="the company details">
        {(c) => (
          <SummaryList
            rows={[
              ['Company ID', String(c.companyId)],
              ['Credit limit', formatMoney(c.creditLimit)],
              ['Available credit', formatMoney(c.availableCredit)],
              ['Outstanding balance', formatMoney(c.outstandingBalance)],
            ]}
          />
        )}
      </DataSection>
      {summaryAllowed && companyId ? (
        <section className="panel" aria-labelledby="accounts-heading">
          <h2 id="accounts-heading">Accounts</h2>
          <DataTable
            caption="Accounts"
            captionHidden
            columns={accountColumns}
            rows={accounts.data?.content ?? []}
            server={{ total: accounts.data?.totalElements ?? 0 }}
            rowKey={(a) => String(a.accountEntityId)}
            table={table}
            what="accounts"
            loaded={accounts}
            retry={() => void accounts.refetch()}
            emptyText="This company has no accounts yet."
          />
        </section>
      ) : null}
    </HomeSummary>
  );
}
