import { useState } from '../../lib/react-deps.js';
import { useQueryClient } from '../../lib/data-deps.js';
import { isLoading } from '../../../shared/session/queryClient.js';
import { companyAccounts, companySummary } from '../../../shared/permissions/policies/companySummary.js';
import { company, factKeys } from '../../../shared/session/facts/index.js';
import { selectedCompany } from '../../../shared/session/store.js';
import { useCompanyIdInView } from '../../lib/useCompanyIdInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { CompanySummary } from '../../ui/CompanySummary.js';
import { HomeSummary } from '../../ui/HomeSummary.js';
import { AccountsSection } from './components/AccountsSection.js';

/**
 * The program-admin home, `/pa` (with `company=` for a holding-company admin): the company summary for the roles
 * that may see it (docs/requirements.md#spec-6-permissions) and the company's accounts for those who read accounts.
 */
export function CompanyHome() {
  const param = useSignalValue(selectedCompany);
  const companyId = useCompanyIdInView();
  const co = useSignalValue(company);
  const queryClient = useQueryClient();
  const summary = usePermission(companySummary.view).can;
  const accounts = usePermission(companyAccounts.view).can;
  // The accounts' first page is part of the home's first round: shown with the rest, once it has settled.
  const [accountsSettled, setAccountsSettled] = useState(false);
  const name = co.data?.companyName ?? (param ? `Company ${param}` : 'Program Administration');
  return (
    <HomeSummary
      heading={name}
      headingPending={isLoading(co)}
      pending={accounts && !!companyId && !accountsSettled}
      intro="Manage your company’s {brand} card program: accounts, administrators, alerts and controls, and reporting."
    >
      {summary ? (
        <CompanySummary
          state={co}
          retry={() => companyId && void queryClient.invalidateQueries({ queryKey: factKeys.company(companyId) })}
        />
      ) : null}
      {accounts && companyId ? (
        <AccountsSection companyId={companyId} company={co.data} onSettled={() => setAccountsSettled(true)} />
      ) : null}
    </HomeSummary>
  );
}
