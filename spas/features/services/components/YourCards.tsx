import { useQuery } from '../../../lib/data-deps.js';
import { withQuery } from '../../../../shared/permissions/links.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { AccountButton } from '../../../ui/AccountButton.js';
import { DataSection } from '../../../ui/DataSection.js';
import { accountSummaryQuery } from '../api/cardServices.js';

/**
 * The cards of the signed-in cardholder's account (GET /v1/users/accountsummary), each with its account button
 * (docs/requirements.md#spec-4-states): an open card opens its services here.
 */
export function YourCards({ inView }: { inView: string | null }) {
  const cards = useQuery(accountSummaryQuery());
  return (
    <DataSection title="Cards on your account" state={cards} what="the cards on your account" retry={() => void cards.refetch()}>
      {(list) => (
        <ul className="link-list" data-testid="your-cards">
          {list.map((a) => {
            const what = a.cardNumberLast4
              ? `${a.firstName} ${a.lastName}, card ending in ${a.cardNumberLast4}`
              : `${a.firstName} ${a.lastName}, no card yet`;
            return (
              <li key={a.accountEntityId}>
                {what} ({a.accountEntityType}){a.cardNumber !== null && a.cardNumber === inView ? ' — shown on this page' : ''}{' '}
                <AccountButton
                  account={{
                    cardNumber: a.cardNumber,
                    accountEntityType: a.accountEntityType,
                    status: a.status,
                    externalCardStatusCommonName: a.externalCardStatusCommonName,
                  }}
                  href={withQuery(pathOf('cardholder', 'services'), { cardNumber: a.cardNumber })}
                  what={what}
                />
              </li>
            );
          })}
        </ul>
      )}
    </DataSection>
  );
}
