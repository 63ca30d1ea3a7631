import type { HoldingCompanyAssociation } from '../../../shared/session/facts/index.js';
import { associations, holdingCompany } from '../../../shared/session/facts/index.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { isLoading } from '../../../shared/session/queryClient.js';
import { withQuery } from '../../../shared/permissions/links.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataSection } from '../../ui/DataSection.js';
import { HomeSummary } from '../../ui/HomeSummary.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { moneyColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';

const companyColumns: TableColumn<HoldingCompanyAssociation>[] = [
  {
    id: 'company', header: 'Company', text: (c) => c.companyName,
    cell: (c) => <AppLink href={pathOf('holdingCompany', 'companyDetails', { companyId: String(c.companyId) })}>{c.companyName}</AppLink>,
  },
  moneyColumn('creditLimit', 'Credit limit', (c) => c.creditLimit),
  moneyColumn('available', 'Available credit', (c) => c.availableCredit),
  moneyColumn('outstanding', 'Outstanding balance', (c) => c.outstandingBalance),
  {
    id: 'open', header: 'Program administration', sortable: false, searchable: false, csv: false, text: (c) => `Open ${c.companyName}`,
    cell: (c) => <a href={withQuery(pathOf('pa', 'dashboard'), { company: String(c.companyId) })}>Open {c.companyName}</a>,
  },
];

/** The holding-company home: the holding company and every company under it. */
export function HoldingCompanyHome() {
  const hc = useSignalValue(holdingCompany);
  const companies = useSignalValue(associations);
  const table = useTableState({ sortable: ['company', 'creditLimit', 'available', 'outstanding'], defaultSort: { id: 'company', desc: false } });
  return (
    <HomeSummary heading={hc.data?.name ?? 'Holding Company'} pending={isLoading(hc) || isLoading(companies)} intro="Oversee the {brand} card programs of every company in your holding company.">
      <DataSection title="Companies" state={companies} what="the companies of your holding company">
        {(list) => (
          <DataTable caption="Companies" captionHidden columns={companyColumns} rows={list} rowKey={(c) => String(c.companyId)} table={table} what="companies" emptyText="No companies are associated with this holding company yet." />
        )}
      </DataSection>
    </HomeSummary>
  );
}
