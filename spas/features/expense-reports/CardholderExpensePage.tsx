import { expenseReports } from '../../../shared/permissions/policies/expenseReports.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { useQueryParams } from '../../lib/useQueryParams.js';
import { AppLink } from '../../ui/AppLink.js';
import { LoadingState } from '../../ui/Spinner.js';
import { MY_REPORTS_TABLE } from '../../../shared/session/callUrls.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { ReportsTable, REPORT_SORTABLE } from './components/ReportsTable.js';
import { readReportFilters } from '../../../shared/session/reportFilters.js';
import { StatusSelect } from './components/StatusSelect.js';
import { useExpenseScope } from './useExpenseScope.js';
import './expense.css';

/**
 * /dashboard-cardholder/expense-reporting: the cardholder's reports by status, and a new report from the
 * card's purchases. (An admin viewing a card as its cardholder sees and files that account's reports.)
 */
export function CardholderExpensePage() {
  const scope = useExpenseScope();
  const [params, update] = useQueryParams();
  const table = useTableState({ defaultSort: MY_REPORTS_TABLE.defaultSort, sortable: REPORT_SORTABLE });
  const status = readReportFilters(params).status;
  return (
    <>
      <h1>Expense Reporting</h1>
      <p>Put your card’s purchases on expense reports with a GL account, a memo and a receipt each, then submit them for approval.</p>
      {scope && expenseReports.receipts(scope.user, scope.ctx) ? (
        <p>
          <AppLink className="btn btn-primary" href={pathOf('cardholder', 'expenseReportNew')}>
            New report
          </AppLink>
        </p>
      ) : null}
      <section className="panel" aria-labelledby="er-mine-h">
        <h2 id="er-mine-h">My reports</h2>
        {scope?.reports ? (
          <ReportsTable
            scope={scope.reports}
            area="cardholder"
            caption="My expense reports"
            captionHidden
            table={table}
            query={{ status: status ?? undefined, accountEntityId: scope.account ?? undefined }}
            showOwner={false}
            emptyText="You have no expense reports yet. Start one with New report."
            filtersActive={status !== null}
            onClearFilters={() => update({ status: null, page: null })}
            toolbar={<StatusSelect value={status} onChange={(s) => update({ status: s, page: null })} />}
          />
        ) : (
          <LoadingState label="Loading your reports…" />
        )}
      </section>
    </>
  );
}
