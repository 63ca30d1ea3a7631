import { useQuery } from '../../lib/data-deps.js';
import { expenseReports } from '../../../shared/permissions/policies/expenseReports.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { AppLink } from '../../ui/AppLink.js';
import { LoadingState } from '../../ui/Spinner.js';
import { Tabs, type TabDef } from '../../ui/Tabs.js';
import { lazyPanel } from '../../ui/lazyPanel.js';
import { usePreloadOnIntent } from '../../ui/preloadOnIntent.js';
import { expenseAccountsQuery } from './api/accounts.js';
import { AllReports } from './components/AllReports.js';
import { ReviewQueue } from './components/ReviewQueue.js';
import { statusesToReview } from '../../../shared/permissions/policies/expenseReports.js';
import { useExpenseScope } from './useExpenseScope.js';
import './expense.css';

/** Not the first tab, and all forms: its code comes when asked for (spas/ui/lazyPanel.tsx). */
const ConfigurePanel = lazyPanel(() => import('./components/ConfigurePanel.js').then((m) => m.ConfigurePanel), {
  label: 'Loading the configuration…',
});

type Tab = 'queue' | 'all' | 'configure';

/**
 * /pa/expense-reporting: the review queue (reports waiting for this admin's step), all reports with
 * filters and the lines' CSV, and the configuration — each tab only for the roles docs/requirements.md#spec-6-permissions gives it; admins who may
 * manage receipts also file reports for their accounts.
 */
export function AdminExpensePage() {
  const scope = useExpenseScope();
  usePreloadOnIntent(ConfigurePanel);
  const accounts = useQuery({ ...expenseAccountsQuery(scope?.user.userid ?? 0), enabled: !!scope });
  if (!scope || scope.companyId === null || scope.reports === null) return <LoadingState label="Loading expense reporting…" />;
  const { user, ctx, companyId, reports } = scope;
  const statuses = statusesToReview(user);
  const tabs: TabDef<Tab>[] = [
    ...(statuses.length
      ? [
          {
            id: 'queue' as const,
            label: 'Review queue',
            render: () => (
              <ReviewQueue
                scope={reports}
                statuses={statuses}
                reviewerId={expenseReports.advancedConfiguration(user, ctx) ? null : user.userid}
              />
            ),
          },
        ]
      : []),
    {
      id: 'all',
      label: 'All reports',
      render: () => (
        <AllReports scope={reports} companyId={companyId} accounts={accounts.data ?? []} canExport={expenseReports.export(user, ctx)} />
      ),
    },
    ...(expenseReports.configure(user, ctx)
      ? [
          {
            id: 'configure' as const,
            label: 'Configure',
            render: () => (
              <ConfigurePanel companyId={companyId} userid={user.userid} advanced={expenseReports.advancedConfiguration(user, ctx)} />
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <h1>Expense Reporting</h1>
      <p>
        {scope.companyName ? `${scope.companyName}: ` : ''}review, approve and export your cardholders’ expense reports
        {expenseReports.configure(user, ctx) ? ', and set the GL accounts and approval rules' : ''}.
        {expenseReports.review(user, ctx) ? '' : ' Your role can view reports but not review them.'}
      </p>
      {expenseReports.receipts(user, ctx) ? (
        <p>
          <AppLink className="btn btn-secondary" href={pathOf('pa', 'expenseReportNew')}>
            File a report for an account
          </AppLink>
        </p>
      ) : null}
      <Tabs label="Expense reporting" param="tab" tabs={tabs} />
    </>
  );
}
