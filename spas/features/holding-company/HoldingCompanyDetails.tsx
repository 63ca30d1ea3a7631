import { useQueryClient } from '../../lib/data-deps.js';
import type { HoldingCompanyAddress } from '../../../shared/contract/brand.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { associations, factKeys, holdingCompany } from '../../../shared/session/facts/index.js';
import { user } from '../../../shared/session/store.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataSection, SummaryList } from '../../ui/DataSection.js';
import { UserSummary } from '../../ui/UserSummary.js';
import { companyLabel } from './companyFigures.js';

const ADDRESS_NAMES: Record<HoldingCompanyAddress['addressType'], string> = {
  HEADQUARTERS: 'Headquarters',
  MAILING: 'Mailing address',
  BILLING: 'Billing address',
};

const lines = (a: HoldingCompanyAddress) => [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip5}`].filter(Boolean).join(', ');

/**
 * `/holding-company/holding-company-details` (the profile link of the holding-company view): the holding
 * company's own details, contact and addresses, the companies under it, and who is signed in.
 */
export function HoldingCompanyDetails() {
  const hc = useSignalValue(holdingCompany);
  const companies = useSignalValue(associations);
  const hcId = useSignalValue(user)?.userHoldingCompanyId;
  const queryClient = useQueryClient();
  const retry = (key: readonly unknown[]) =>
    hcId != null ? () => void queryClient.invalidateQueries({ queryKey: key, exact: true }) : undefined;
  return (
    <>
      <h1>Holding Company Details</h1>
      <p>Your holding company, its contact and addresses, and the companies associated with it.</p>
      <DataSection
        title="Holding company"
        state={hc}
        what="your holding company’s details"
        retry={retry(factKeys.holdingCompany(String(hcId)))}
      >
        {(h) => (
          <SummaryList
            rows={[
              ['Name', h.name],
              ['Holding company ID', String(h.holdingCompanyId)],
              ['Status', h.status === 'ACTIVE' ? 'Active' : h.status],
              ['Contact', h.contactName],
              ['Email', <a href={`mailto:${h.contactEmail}`}>{h.contactEmail}</a>],
              ['Phone', h.contactPhone],
            ]}
          />
        )}
      </DataSection>
      <DataSection
        title="Addresses"
        state={hc}
        what="your holding company’s addresses"
        retry={retry(factKeys.holdingCompany(String(hcId)))}
      >
        {(h) =>
          h.addresses.length ? (
            <SummaryList rows={h.addresses.map((a) => [ADDRESS_NAMES[a.addressType], lines(a)])} />
          ) : (
            <p>No addresses are on file.</p>
          )
        }
      </DataSection>
      <DataSection
        title="Companies"
        state={companies}
        what="the companies of your holding company"
        retry={retry(factKeys.associations(String(hcId)))}
      >
        {(list) =>
          list.length ? (
            <ul className="link-list">
              {list.map((c) => (
                <li key={c.companyId}>
                  <AppLink href={pathOf('holdingCompany', 'companyDetails', { companyId: String(c.companyId) })}>
                    {companyLabel(c, list)}
                  </AppLink>{' '}
                  — company {c.companyId}, {c.productName}
                </li>
              ))}
            </ul>
          ) : (
            <p>No companies are associated with this holding company yet.</p>
          )
        }
      </DataSection>
      <section className="panel" aria-labelledby="signed-in-as">
        <h2 id="signed-in-as">Signed in as</h2>
        <UserSummary />
      </section>
    </>
  );
}
