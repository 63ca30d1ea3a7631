import { useQuery } from '../../lib/data-deps.js';
import { formatCount } from '../../../shared/format/format.js';
import { cardActivation, cardShipping, companyContact } from '../../../shared/permissions/policies/adminTools.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { useCompanyIdInView } from '../../lib/useCompanyIdInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataSection } from '../../ui/DataSection.js';
import { unactivatedQuery } from './api/services.js';
import { CardShippingPanel } from './components/CardShippingPanel.js';
import { ContactPanel } from './components/ContactPanel.js';

/**
 * `/pa/services`: the company's services, each for the roles docs/requirements.md#spec-6-permissions gives it — card activation (view
 * AM, T2, view only), card shipping (AM, T2, view only), the company contact and bank manager (AM, view only).
 */
export function ServicesPage() {
  const companyId = useCompanyIdInView();
  const activation = usePermission(cardActivation.view);
  const shipping = usePermission(cardShipping.view);
  const contact = usePermission(companyContact.view);
  const loading = activation.isLoading || shipping.isLoading || contact.isLoading;
  const none = !loading && !activation.can && !shipping.can && !contact.can;
  return (
    <>
      <h1>Services</h1>
      <p>Card activation, card shipping and your company’s contacts.</p>
      {companyId && activation.can ? <ActivationSummary companyId={companyId} /> : null}
      {companyId && shipping.can ? <CardShippingPanel companyId={companyId} /> : null}
      {companyId && contact.can ? <ContactPanel companyId={companyId} /> : null}
      {none ? (
        <Alert tone="info" title="No services for your role">
          <p>
            Card activation, card shipping and the company’s contacts are managed by your company’s Admin-Manager. Ask them if you need a
            change.
          </p>
        </Alert>
      ) : null}
    </>
  );
}

function ActivationSummary({ companyId }: { companyId: string }) {
  const cards = useQuery(unactivatedQuery(companyId));
  return (
    <DataSection title="Card activation" state={cards} what="the cards waiting to be activated" retry={() => void cards.refetch()}>
      {(list) => (
        <>
          <p>
            {list.length === 0
              ? 'Every card of the company is activated.'
              : `${formatCount(list.length)} ${list.length === 1 ? 'card is' : 'cards are'} waiting to be activated.`}
          </p>
          <p>
            <AppLink className="btn btn-secondary" href={pathOf('pa', 'cardActivation')}>
              Go to card activation
            </AppLink>
          </p>
        </>
      )}
    </DataSection>
  );
}
