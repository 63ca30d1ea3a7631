import { useState } from '../../lib/react-deps.js';
import { alertsAndControls } from '../../../shared/permissions/policies/alertsAndControls.js';
import { mcc } from '../../../shared/permissions/policies/adminTools.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { usePermission } from '../../lib/usePermission.js';
import { useCompanyIdInView } from '../../lib/useCompanyIdInView.js';
import { Alert, SuccessNote } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { ShownTogether } from '../../ui/ShownTogether.js';
import { Tabs } from '../../ui/Tabs.js';
import './spendControls.css';
import { Overview } from './components/Overview.js';
import { Accounts } from './components/Accounts.js';

/**
 * /pa/pa-alerts-and-controls: the company's alerts and controls — an overview by type (each type's
 * summary), the company-wide ones, and the accounts with theirs, where many accounts can be given one alert or
 * control at once. Who views and who sets up follows docs/requirements.md#spec-6-permissions; virtual subs have none.
 */
export function AlertsAndControlsPage() {
  const companyId = useCompanyIdInView();
  const canSetUp = usePermission(alertsAndControls.setUp).can;
  const canSeeGroups = usePermission(mcc.view).can;
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <h1>Alerts and Controls</h1>
      <p>
        Alerts tell your contacts about spending; controls decline purchases. Set them company-wide or per account.
        {canSeeGroups ? (
          <>
            {' '}
            Controls that block merchants use <AppLink href={pathOf('pa', 'mccGroups')}>merchant category groups</AppLink>.
          </>
        ) : null}
      </p>
      {!canSetUp ? (
        <Alert tone="info">
          <p>You can view alerts and controls; your role doesn’t set them up.</p>
        </Alert>
      ) : null}
      <SuccessNote text={notice} />
      {companyId ? (
        // Each tab's panels come in several answers (totals, each type's summary, the lists): shown together.
        <ShownTogether label="Loading alerts and controls…">
          <Tabs
            label="Alerts and controls"
            param="tab"
            tabs={[
              {
                id: 'overview',
                label: 'Overview',
                render: () => <Overview companyId={companyId} canSetUp={canSetUp} onNotice={setNotice} />,
              },
              {
                id: 'accounts',
                label: 'Accounts',
                render: () => <Accounts companyId={companyId} canSetUp={canSetUp} onNotice={setNotice} />,
              },
            ]}
          />
        </ShownTogether>
      ) : (
        <Alert tone="error">
          <p>We couldn’t tell which company to show. Please open this page from your company’s home page.</p>
        </Alert>
      )}
    </>
  );
}
