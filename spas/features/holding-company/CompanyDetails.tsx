import type { PageProps } from '../../app/AreaApp.js';
import { keepPreviousData, useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { CompanyEx } from '../../../shared/contract/company.js';
import type { UserSummary } from '../../../shared/contract/user.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { withQuery } from '../../../shared/permissions/links.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { associations, factKeys, factQueries, holdingCompany } from '../../../shared/session/facts/index.js';
import { brand, user } from '../../../shared/session/store.js';
import { DEFAULT_STATUSES, type AdminScope } from '../../../shared/session/adminScope.js';
import { companyExQuery } from '../../api/companyEx.js';
import { allUsers, usersQuery } from '../../api/userSearch.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { CompanySummary } from '../../ui/CompanySummary.js';
import { DataSection, DataState, SummaryList } from '../../ui/DataSection.js';
import { DataTable } from '../../ui/table/DataTable.js';
import type { TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { companyInHolding, companyLabel } from './companyFigures.js';
import { paViewOf } from './HoldingCompanyHome.js';

const yesNo = (on: boolean, yes: string, no: string) => (on ? yes : no);

/**
 * `/holding-company/{companyId}`: one company of the holding company — its summary, contacts, program
 * settings and administrators, and the ways into its program-admin view. A company outside the holding company is
 * refused with the reason and never asked for (the platform refuses it too).
 */
export function CompanyDetails({ params }: PageProps) {
  const hc = useSignalValue(holdingCompany);
  const me = useSignalValue(user);
  const queryClient = useQueryClient();
  return (
    <DataState
      state={hc}
      what="your holding company, so we can’t tell whether this company is part of it"
      retry={
        me?.userHoldingCompanyId != null
          ? () => void queryClient.invalidateQueries({ queryKey: factKeys.holdingCompany(String(me.userHoldingCompanyId)), exact: true })
          : undefined
      }
    >
      {(h) => {
        const inView = companyInHolding(params.companyId, h);
        if (inView.kind !== 'company') {
          return (
            <>
              <h1>Company not available</h1>
              <Alert tone="error" title="This company can’t be shown">
                <p>
                  {inView.kind === 'malformed'
                    ? `“${(params.companyId ?? '').slice(0, 40)}” is not a company ID. Company IDs are numbers.`
                    : `Company ${inView.companyId} is not part of ${h.name}, so you can’t see its details.`}
                </p>
                <p>
                  <AppLink href={pathOf('holdingCompany', 'dashboard')}>Choose one of your companies</AppLink>
                </p>
              </Alert>
            </>
          );
        }
        return <CompanyOfHolding companyId={inView.companyId} />;
      }}
    </DataState>
  );
}

function CompanyOfHolding({ companyId }: { companyId: number }) {
  const id = String(companyId);
  const queryClient = useQueryClient();
  const all = useSignalValue(associations).data ?? [];
  const company = useQuery(factQueries.company(id));
  const ex = useQuery(companyExQuery(id, true));
  const listed = all.find((c) => c.companyId === companyId);
  const name = company.data?.companyName ?? ex.data?.companyName ?? `Company ${id}`;
  const heading = listed ? companyLabel(listed, all) : name;
  const pa = (page: 'dashboard' | 'services' | 'virtualCards' | 'alertsAndControls') => withQuery(pathOf('pa', page), { company: id });
  return (
    <>
      <h1>{heading}</h1>
      <p>Company {id} of your holding company: its figures, contacts, program settings and administrators.</p>
      <nav className="panel" aria-labelledby="company-links">
        <h2 id="company-links">Manage this company</h2>
        <ul className="link-list">
          {/* Full page loads: `company=` puts the holding admin in this company's program-admin view (docs/requirements.md#spec-4-states). */}
          <li>
            <a href={paViewOf(companyId)}>Open {heading} in program administration</a> — its accounts and cards.
          </li>
          <li>
            <a href={pa('alertsAndControls')}>Alerts and controls</a> of {heading}.
          </li>
          <li>
            <a href={pa('services')}>Services</a> of {heading}: card activation and shipping.
          </li>
          <li>
            <AppLink href={withQuery(pathOf('holdingCompany', 'programAdmin'), { 'admins.company': id })}>
              Program administrators of {heading}
            </AppLink>
          </li>
        </ul>
      </nav>
      <CompanySummary
        title="Summary"
        state={company}
        retry={() => void queryClient.invalidateQueries({ queryKey: factKeys.company(id) })}
      />
      <DataSection title="Contacts" state={ex} what="the company’s contacts" retry={() => void ex.refetch()}>
        {(c) => <Contacts c={c} />}
      </DataSection>
      <DataSection title="Program settings" state={ex} what="the company’s program settings" retry={() => void ex.refetch()}>
        {(c) => <Settings c={c} productName={listed?.productName ?? null} />}
      </DataSection>
      <section className="panel" aria-labelledby="company-admins">
        <h2 id="company-admins">Administrators</h2>
        <Admins companyId={companyId} />
      </section>
    </>
  );
}

function Contacts({ c }: { c: CompanyEx }) {
  const a = c.address;
  return (
    <SummaryList
      rows={[
        ['Contact', c.contactName || '—'],
        ['Email', c.contactEmail ? <a href={`mailto:${c.contactEmail}`}>{c.contactEmail}</a> : '—'],
        ['Phone', c.contactPhone || '—'],
        ['Address', [a.address1, a.address2, `${a.city}, ${a.state} ${a.zipCode}`].filter(Boolean).join(', ')],
        [
          'Bank manager',
          c.bankManagerName ? `${c.bankManagerName}${c.bankManagerEmail ? `, ${c.bankManagerEmail}` : ''}` : 'Not shown for your role',
        ],
      ]}
    />
  );
}

function Settings({ c, productName }: { c: CompanyEx; productName: string | null }) {
  return (
    <SummaryList
      rows={[
        ['Product', productName ? `${productName} (${c.productTypeCode})` : String(c.productTypeCode)],
        ['Status', c.status === 'ACTIVE' ? 'Active' : c.status],
        ['Expense reporting', yesNo(c.expenseReportingEnabled, 'Enabled', 'Not enabled')],
        ['Expense reporting acknowledged', yesNo(c.activationAcknowledgement, 'Yes', 'No')],
        ['Virtual cards', yesNo(c.companyVirtualCard.virtualCardEnabled, 'Enabled', 'Not enabled')],
        ['Accounts', String(c.accountCount)],
        ['Cards', String(c.cardCount)],
      ]}
    />
  );
}

const adminColumns: TableColumn<UserSummary>[] = [
  { id: 'username', header: 'User name', text: (u) => u.username, sortable: false },
  { id: 'name', header: 'Name', text: (u) => `${u.firstname} ${u.lastname}`, sortable: false },
  { id: 'role', header: 'Role', text: (u) => u.roleLabel, sortable: false },
  {
    id: 'status',
    header: 'Status',
    text: (u) => (u.status === 'PENDING' ? 'Pending (invited)' : u.status === 'ACTIVE' ? 'Active' : u.status),
    sortable: false,
  },
  {
    id: 'lastLogin',
    header: 'Last login (Eastern time)',
    text: (u) => (u.lastLoginDate ? formatDateTime(u.lastLoginDate) : 'Never'),
    sortable: false,
  },
];

/** The company's administrators, active and pending (docs/requirements.md#spec-9-constants defaults), paged on the platform; changes are made on Program Admin. */
function Admins({ companyId }: { companyId: number }) {
  const code = useSignalValue(brand)?.brand ?? '';
  const scope: AdminScope = { kind: 'company', companyId };
  const table = useTableState({ prefix: 'admins', sortable: [] });
  const search = { brand: code, statuses: DEFAULT_STATUSES, search: table.q };
  const users = useQuery({
    ...usersQuery(scope, { ...search, offset: table.page * table.size, size: table.size }),
    placeholderData: keepPreviousData,
    enabled: code !== '',
  });
  return (
    <DataTable
      caption="Administrators of this company"
      captionHidden
      columns={adminColumns}
      rows={users.data?.content ?? []}
      server={{ total: users.data?.totalElements ?? 0 }}
      rowKey={(u) => String(u.userid)}
      table={table}
      what="administrators"
      search={{ label: 'Search administrators', hint: 'By user name, name or email.' }}
      loaded={users}
      retry={() => void users.refetch()}
      emptyText="This company has no active or pending administrators."
      exportCsv={{ filename: `company-${companyId}-administrators.csv`, rows: () => allUsers(scope, search) }}
    />
  );
}
