import { useQuery } from '../../lib/data-deps.js';
import { expenseTransactionsCall } from '../../../shared/contract/expenseReports.js';
import { formatCount } from '../../../shared/format/format.js';
import { expenseReports } from '../../../shared/permissions/policies/expenseReports.js';
import { isCardholderUser } from '../../../shared/permissions/user.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { company } from '../../../shared/session/facts/index.js';
import { user } from '../../../shared/session/store.js';
import { purchasesQuery } from '../../api/expensePurchases.js';
import { usePermission } from '../../lib/usePermission.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { AppLink } from '../../ui/AppLink.js';
import { notOffered } from '../../lib/failure.js';
import { DataSection, NotOffered } from '../../ui/DataSection.js';
import { expenseReportEnabledQuery } from './api/expenseReportEnabled.js';

/**
 * The home's expense reporting panel, for cardholders who have it (docs/requirements.md#spec-6-permissions): the company's enablement (its own call,
 * docs/requirements.md#spec-7-calls; when it fails, this panel says so with Try again and the rest of the dashboard carries on, docs/requirements.md#spec-8-errors) and
 * how many posted purchases are not on a report yet (a call the portal designed: a bank whose platform lacks it loses
 * only that count, said in words).
 */
export function ExpenseSummary() {
  const allowed = usePermission(expenseReports.cardholderAccess).can;
  const companyId = useSignalValue(company).data?.companyId ?? null;
  const own = useSignalValue(user);
  const enabled = useQuery({ ...expenseReportEnabledQuery(companyId ?? 0), enabled: allowed && companyId !== null });
  const cardholder = own ? isCardholderUser(own) : false;
  const open = useQuery({ ...purchasesQuery(null, null), enabled: allowed && cardholder });
  if (!allowed) return null;
  return (
    <DataSection title="Expense reports" state={enabled} what="your company's expense reporting" retry={() => void enabled.refetch()}>
      {(e) =>
        e.expenseReportingEnabled && e.activationAcknowledgement ? (
          <>
            {open.status === 'error' && notOffered(expenseTransactionsCall, open.error) ? (
              <NotOffered what="the count of your purchases not on a report yet" />
            ) : null}
            <p>
              {open.status === 'success'
                ? open.data.length === 0
                  ? 'Every posted purchase is on an expense report.'
                  : `${formatCount(open.data.length)} posted ${open.data.length === 1 ? 'purchase is' : 'purchases are'} not on an expense report yet.`
                : 'Put your card’s purchases on expense reports, with receipts, and submit them for approval.'}
            </p>
            <p>
              <AppLink href={pathOf('cardholder', 'expenseReporting')}>Go to Expense Reporting</AppLink>
            </p>
          </>
        ) : (
          <p>
            Expense reporting has been turned off for your company. Your reports stay as they are; ask your program administrator about it.
          </p>
        )
      }
    </DataSection>
  );
}
