import { useQuery } from '../../lib/data-deps.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import type { PageProps } from '../../app/AreaApp.js';
import { useQueryParams } from '../../lib/useQueryParams.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataState } from '../../ui/DataSection.js';
import { LoadingState } from '../../ui/Spinner.js';
import { reportQuery } from './api/report.js';
import { ReportEditor } from './components/ReportEditor.js';
import { ReportView } from './components/ReportView.js';
import { useExpenseScope, useGo } from './useExpenseScope.js';
import './expense.css';

/** …/expense-reporting/reports/{reportId} in both areas: one report, and its draft's form with `?edit=1`. */
export function ReportPage({ params }: PageProps) {
  const scope = useExpenseScope();
  const go = useGo();
  const [query, update] = useQueryParams();
  const reportId = Number(params.reportId);
  const valid = Number.isInteger(reportId) && reportId > 0;
  const report = useQuery({ ...reportQuery(reportId), enabled: valid });
  const back = scope ? pathOf(scope.area, 'expenseReporting') : '/';
  const editing = query.get('edit') === '1';
  return (
    <>
      <p className="er-back">
        <AppLink href={back}>← All expense reports</AppLink>
      </p>
      {!valid ? (
        <>
          <h1>Expense Report</h1>
          <p role="alert">There is no report “{params.reportId}”. Check the link, or open the report from the list.</p>
        </>
      ) : (
        <>
          {/* The report's name is its heading; until it is in (or when it can't be), the page's own. */}
          {report.status === 'success' ? null : <h1>Expense Report</h1>}
          <DataState state={report} what={`expense report ${reportId}`} retry={() => void report.refetch()}>
            {(r) =>
              !scope ? (
                <LoadingState />
              ) : editing && r.status === 'draft' ? (
                <>
                  <h1>Edit “{r.name}”</h1>
                  <ReportEditor
                    target={{ kind: 'edit', companyId: r.companyId, report: r }}
                    onSaved={() => update({ edit: null }, { replace: true })}
                    onCancel={() => update({ edit: null })}
                  />
                </>
              ) : (
                <>
                  <h1>{r.name}</h1>
                  <ReportView report={r} scope={scope} onEdit={() => update({ edit: '1' })} onDeleted={() => go(back)} />
                </>
              )
            }
          </DataState>
        </>
      )}
    </>
  );
}
