import { useId } from '../../lib/react-deps.js';
import { useQuery } from '../../lib/data-deps.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { expenseReports } from '../../../shared/permissions/policies/expenseReports.js';
import { useQueryParams } from '../../lib/useQueryParams.js';
import { AppLink } from '../../ui/AppLink.js';
import { Alert } from '../../ui/Alert.js';
import { DataState } from '../../ui/DataSection.js';
import { LoadingState } from '../../ui/Spinner.js';
import { cardEnding } from '../../../shared/format/format.js';
import { expenseAccountsQuery, type ExpenseAccount } from './api/accounts.js';
import { ReportEditor } from './components/ReportEditor.js';
import { useExpenseScope, useGo, type ExpenseScope } from './useExpenseScope.js';
import './expense.css';

/**
 * …/expense-reporting/new in both areas: a new draft. A cardholder files for their own card; an admin whose role
 * may manage receipts (docs/requirements.md#spec-6-permissions) first chooses one of the accounts assigned to them (`account` in the URL).
 */
export function NewReportPage() {
  const scope = useExpenseScope();
  const go = useGo();
  if (!scope || scope.companyId === null) return <LoadingState />;
  const back = pathOf(scope.area, 'expenseReporting');
  const companyId = scope.companyId;
  return (
    <>
      <p className="er-back">
        <AppLink href={back}>← All expense reports</AppLink>
      </p>
      <h1>New Expense Report</h1>
      {scope.area === 'pa' ? (
        <ForAccount scope={scope} onSaved={(id) => go(pathOf('pa', 'expenseReport', { reportId: String(id) }))} onCancel={() => go(back)} />
      ) : (
        <ReportEditor
          target={{ kind: 'new', companyId, account: scope.account, person: scope.person }}
          onSaved={(r) => go(pathOf('cardholder', 'expenseReport', { reportId: String(r.reportId) }))}
          onCancel={() => go(back)}
        />
      )}
    </>
  );
}

const fileable = (a: ExpenseAccount): boolean =>
  a.cardNumber !== null &&
  a.accountEntityType !== 'Virtual Sub' &&
  a.accountEntityType !== 'Ghost Sub' &&
  a.accountEntityType !== 'Control';

function ForAccount({ scope, onSaved, onCancel }: { scope: ExpenseScope; onSaved: (reportId: number) => void; onCancel: () => void }) {
  const id = useId();
  const [params, update] = useQueryParams();
  const allowed = expenseReports.receipts(scope.user, scope.ctx);
  const accounts = useQuery({ ...expenseAccountsQuery(scope.user.userid), enabled: allowed });
  if (!allowed) {
    return (
      <Alert tone="info">
        <p>
          Your administrator role can review expense reports but not file them. Admin-Managers, managers and accounting administrators file
          reports for the accounts assigned to them.
        </p>
      </Alert>
    );
  }
  const chosen = Number(params.get('account'));
  return (
    <DataState state={accounts} what="the accounts assigned to you" retry={() => void accounts.refetch()}>
      {(list) => {
        const options = list.filter(fileable).sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
        const account = options.find((a) => a.accountEntityId === chosen) ?? null;
        return (
          <>
            <div className="field er-account-pick">
              <label htmlFor={id}>Account</label>
              <span className="field-hint" id={`${id}-hint`}>
                The cardholder the report is for: the accounts assigned to you.
              </span>
              <select
                id={id}
                aria-describedby={`${id}-hint`}
                value={account ? String(account.accountEntityId) : ''}
                onChange={(e) => update({ account: e.target.value || null, 'p.page': null, 'p.q': null })}
              >
                <option value="">Choose an account</option>
                {options.map((a) => (
                  <option key={a.accountEntityId} value={a.accountEntityId}>
                    {a.firstName} {a.lastName}, card {cardEnding(a.cardNumberLast4)}
                  </option>
                ))}
              </select>
            </div>
            {options.length === 0 ? <p>No accounts with a card are assigned to you, so there is nobody to file a report for.</p> : null}
            {account ? (
              <ReportEditor
                key={account.accountEntityId}
                target={{
                  kind: 'new',
                  companyId: scope.companyId!,
                  account: account.accountEntityId,
                  person: { firstName: account.firstName, lastName: account.lastName },
                }}
                onSaved={(r) => onSaved(r.reportId)}
                onCancel={onCancel}
              />
            ) : null}
          </>
        );
      }}
    </DataState>
  );
}
