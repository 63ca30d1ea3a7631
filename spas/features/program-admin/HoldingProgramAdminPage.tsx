import { useQueryClient } from '../../lib/data-deps.js';
import { associations, factKeys, holdingCompany } from '../../../shared/session/facts/index.js';
import { user } from '../../../shared/session/store.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { failureText } from '../../lib/failure.js';
import { Alert } from '../../ui/Alert.js';
import { Button } from '../../ui/Button.js';
import { ProgramAdminScreen } from './ProgramAdminScreen.js';

/**
 * `/holding-company/program-admin`: the administrators of every company of the holding company in one
 * table (user search and maintenance activity by `holdingCompanyId`), filtered by company, the company chosen when
 * adding. The companies come from the associations fact; when that failed the list still works across the holding
 * company, and the page says what is missing (the docs/requirements.md#spec-8-errors separate flag).
 */
export function HoldingProgramAdminPage() {
  const me = useSignalValue(user);
  const hc = useSignalValue(holdingCompany);
  const companies = useSignalValue(associations);
  const queryClient = useQueryClient();
  const hcId = me?.userHoldingCompanyId;
  if (hcId == null) {
    return (
      <>
        <h1>Program Admin</h1>
        <Alert tone="error">
          <p>Your user is not linked to a holding company, so there are no companies to show.</p>
        </Alert>
      </>
    );
  }
  const list = (companies.data ?? []).map((c) => ({ companyId: c.companyId, companyName: c.companyName }));
  const notice =
    companies.status === 'error' ? (
      <Alert tone="error" title="The list of your companies is missing">
        <p>{failureText(companies.error, 'the companies of your holding company')}</p>
        <p>Administrators of every company are still listed; filtering by company and adding an administrator need the list.</p>
        <p>
          <Button variant="secondary" onClick={() => void queryClient.invalidateQueries({ queryKey: factKeys.associations(String(hcId)) })}>
            Try again
          </Button>
        </p>
      </Alert>
    ) : null;
  return (
    <ProgramAdminScreen
      scope={{ kind: 'holdingCompany', holdingCompanyId: hcId, companies: list }}
      whose={hc.data?.name ?? null}
      notice={notice}
    />
  );
}
