import { pathOf } from '../../../shared/routes/routeTable.js';
import { virtualCards } from '../../../shared/permissions/policies/virtualCards.js';
import { usePermission } from '../../lib/usePermission.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Tabs } from '../../ui/Tabs.js';
import { lazyPanel } from '../../ui/lazyPanel.js';
import { usePreloadOnIntent } from '../../ui/preloadOnIntent.js';
import { CardsTable } from './components/CardsTable.js';
import { PaymentsTable } from './components/PaymentsTable.js';
import { ProgramSettings } from './components/ProgramSettings.js';
import { VendorsTable } from './components/VendorsTable.js';
import { WithCompany } from './components/WithCompany.js';
import './virtualCards.css';

/** Not the first tab, and with the form that opens an account: its code comes when asked for (spas/ui/lazyPanel.tsx). */
const VirtualAccounts = lazyPanel(() => import('./components/VirtualAccounts.js').then((m) => m.VirtualAccounts), {
  label: 'Loading virtual accounts…',
});

/**
 * /pa/virtual-cards, for companies with virtual cards: the company's program (enabled, its card defaults,
 * its vendors), then the vendor directory, the vendor payments, the card search and the virtual and ghost accounts, one
 * tab each (`tab` in the URL). Admins who may change virtual cards (docs/requirements.md#spec-6-permissions: AM, T1,
 * virtual card only) add vendors and pay them from here; view-only admins see everything and change nothing.
 */
export function VirtualCardsPage() {
  const { can: canChange } = usePermission(virtualCards.update);
  usePreloadOnIntent(VirtualAccounts);
  return (
    <>
      <h1>Virtual Cards</h1>
      <p>Pay your vendors with single-purpose virtual cards, keep your vendor directory, and follow every payment.</p>
      <WithCompany>
        {(companyId) => (
          <>
            {canChange ? (
              <div className="vc-actions">
                <AppLink className="btn btn-primary" href={pathOf('pa', 'payVendor')}>
                  Pay a vendor
                </AppLink>
                <AppLink className="btn btn-secondary" href={pathOf('pa', 'addVendor')}>
                  Add a vendor
                </AppLink>
              </div>
            ) : (
              <Alert tone="info">
                <p>
                  Your role can view virtual cards but not change them. An administrator with virtual card access adds vendors and pays
                  them.
                </p>
              </Alert>
            )}
            <ProgramSettings companyId={companyId}>
              <Tabs
                label="Virtual cards"
                param="tab"
                tabs={[
                  { id: 'vendors', label: 'Vendors', render: () => <VendorsTable companyId={companyId} /> },
                  { id: 'payments', label: 'Payments', render: () => <PaymentsTable companyId={companyId} /> },
                  { id: 'cards', label: 'Cards', render: () => <CardsTable companyId={companyId} /> },
                  {
                    id: 'accounts',
                    label: 'Virtual accounts',
                    render: () => <VirtualAccounts companyId={companyId} canChange={canChange} />,
                  },
                ]}
              />
            </ProgramSettings>
          </>
        )}
      </WithCompany>
    </>
  );
}
