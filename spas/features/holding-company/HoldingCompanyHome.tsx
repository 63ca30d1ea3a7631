import { useMemo } from '../../lib/react-deps.js';
import { useQueryClient } from '../../lib/data-deps.js';
import { formatMoney, formatPercent } from '../../../shared/format/format.js';
import { associations, factKeys, holdingCompany, type HoldingCompanyAssociation } from '../../../shared/session/facts/index.js';
import { user } from '../../../shared/session/store.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { isLoading } from '../../../shared/session/queryClient.js';
import { withQuery } from '../../../shared/permissions/links.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { AppLink } from '../../ui/AppLink.js';
import { BarChart } from '../../ui/chart/BarChart.js';
import { DataSection, SummaryList } from '../../ui/DataSection.js';
import { HomeSummary } from '../../ui/HomeSummary.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { moneyColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { balanceShares, companyLabel, totalsOf } from './companyFigures.js';

/** The program-admin view of one company (docs/requirements.md#spec-4-states: `company=` turns the holding admin's view into it). */
export const paViewOf = (companyId: number): string => withQuery(pathOf('pa', 'dashboard'), { company: String(companyId) });

function companyColumns(all: readonly HoldingCompanyAssociation[], shares: Map<number, number>): TableColumn<HoldingCompanyAssociation>[] {
  return [
    {
      id: 'company',
      header: 'Company',
      text: (c) => c.companyName,
      cell: (c) => (
        <AppLink href={pathOf('holdingCompany', 'companyDetails', { companyId: String(c.companyId) })}>{companyLabel(c, all)}</AppLink>
      ),
    },
    { id: 'companyId', header: 'Company ID', text: (c) => String(c.companyId), sortValue: (c) => c.companyId },
    { id: 'product', header: 'Product', text: (c) => `${c.productName} (${c.productTypeCode})` },
    { id: 'billingCycle', header: 'Billing cycle', text: (c) => `Day ${c.billingCycle}`, sortValue: (c) => c.billingCycle, align: 'end' },
    moneyColumn('creditLimit', 'Credit limit', (c) => c.creditLimit),
    moneyColumn('available', 'Available credit', (c) => c.availableCredit),
    moneyColumn('outstanding', 'Outstanding balance', (c) => c.outstandingBalance),
    {
      id: 'share',
      header: 'Share of balance',
      text: (c) => formatPercent(shares.get(c.companyId)),
      sortValue: (c) => shares.get(c.companyId) ?? 0,
      align: 'end',
      searchable: false,
    },
    {
      id: 'open',
      header: 'Program administration',
      sortable: false,
      searchable: false,
      csv: false,
      text: () => 'Open',
      // A full page load: the gateway decides the program-admin view for the `company` parameter.
      cell: (c) => (
        <a href={paViewOf(c.companyId)} aria-label={`Open ${companyLabel(c, all)} in program administration`}>
          Open
        </a>
      ),
    },
  ];
}

const SORTABLE = ['company', 'companyId', 'product', 'billingCycle', 'creditLimit', 'available', 'outstanding', 'share'];

/**
 * The holding-company home: the holding company, every company under it with the processor's figures,
 * the totals, each company's share of the outstanding balance, and `Open` per company. The holding company and its
 * associations are separate facts with their own error flags (docs/requirements.md#spec-8-errors): one failing leaves the other standing.
 */
export function HoldingCompanyHome() {
  const hc = useSignalValue(holdingCompany);
  const companies = useSignalValue(associations);
  const hcId = useSignalValue(user)?.userHoldingCompanyId;
  const queryClient = useQueryClient();
  // Exact: the associations' key starts with the holding company's, and each fact is asked for again on its own.
  const retry = (key: readonly unknown[]) => () => void queryClient.invalidateQueries({ queryKey: key, exact: true });
  return (
    <HomeSummary
      heading={hc.data?.name ?? 'Holding Company'}
      headingPending={isLoading(hc)}
      pending={isLoading(companies)}
      intro="Oversee the {brand} card programs of every company in your holding company."
    >
      <DataSection
        title="Holding company"
        state={hc}
        what="your holding company’s details"
        retry={hcId != null ? retry(factKeys.holdingCompany(String(hcId))) : undefined}
      >
        {(h) => (
          <>
            <SummaryList
              rows={[
                ['Name', h.name],
                ['Holding company ID', String(h.holdingCompanyId)],
                ['Companies', String(h.companyIds.length)],
                ['Contact', `${h.contactName}, ${h.contactEmail}, ${h.contactPhone}`],
              ]}
            />
            <p>
              <AppLink href={pathOf('holdingCompany', 'holdingCompanyDetails')}>Holding company details and addresses</AppLink>
            </p>
          </>
        )}
      </DataSection>
      <DataSection
        title="Companies"
        state={companies}
        what="the companies of your holding company"
        retry={hcId != null ? retry(factKeys.associations(String(hcId))) : undefined}
      >
        {(list) => <Companies list={list} />}
      </DataSection>
    </HomeSummary>
  );
}

function Companies({ list }: { list: readonly HoldingCompanyAssociation[] }) {
  const table = useTableState({ sortable: SORTABLE, defaultSort: { id: 'company', desc: false } });
  const shares = useMemo(() => balanceShares(list), [list]);
  const columns = useMemo(() => companyColumns(list, shares), [list, shares]);
  const totals = totalsOf(list);
  return (
    <>
      <h3 id="hc-totals">Totals across companies</h3>
      <SummaryList
        rows={[
          ['Companies', String(totals.companies)],
          ['Credit limit', formatMoney(totals.creditLimit)],
          ['Available credit', formatMoney(totals.availableCredit)],
          ['Outstanding balance', formatMoney(totals.outstandingBalance)],
        ]}
      />
      {list.length ? (
        <BarChart
          title="Share of the outstanding balance by company"
          labelHeader="Company"
          valueHeader="Outstanding balance (share)"
          bars={list.map((c) => ({ key: String(c.companyId), label: companyLabel(c, list), value: c.outstandingBalance }))}
          valueText={(v) => `${formatMoney(v)} (${formatPercent(totals.outstandingBalance > 0 ? v / totals.outstandingBalance : 0)})`}
        />
      ) : null}
      <DataTable
        caption="Companies of the holding company"
        columns={columns}
        rows={list}
        rowKey={(c) => String(c.companyId)}
        table={table}
        what="companies"
        search={{ label: 'Search companies', hint: 'By name, company ID, product or amount.' }}
        exportCsv={{ filename: 'holding-company-companies.csv' }}
        emptyText="No companies are associated with this holding company yet."
      />
    </>
  );
}
