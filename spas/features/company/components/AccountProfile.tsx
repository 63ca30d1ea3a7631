import { useQuery } from '../../../lib/data-deps.js';
import type { Address } from '../../../../shared/contract/common.js';
import { formatDate } from '../../../../shared/format/format.js';
import { DataSection, SummaryList } from '../../../ui/DataSection.js';
import { addressesQuery, profileQuery } from '../api/account.js';

const addressText = (a: Address): string =>
  [a.address1, a.address2, `${a.city}, ${a.state} ${a.zipCode}`].filter((l) => l.trim()).join(', ');

/** Profile and addresses of an account (docs/requirements.md#spec-7-calls subaccount profile and addresses), each its own piece with its own error. */
export function AccountProfile({ accountId, accountEntityId }: { accountId: number; accountEntityId: string }) {
  const profile = useQuery(profileQuery(accountId, accountEntityId));
  const addresses = useQuery(addressesQuery(accountId, accountEntityId));
  return (
    <>
      <DataSection title="Profile" state={profile} what="the account’s profile" retry={() => void profile.refetch()}>
        {(p) => (
          <SummaryList
            rows={[
              ['Name', `${p.firstName} ${p.lastName}`],
              ['Account type', p.accountEntityType],
              ['Email', p.email || 'None on file'],
              ['Phone', p.phone || 'None on file'],
              ['Opened', formatDate(p.openedDate)],
              ['Online account', p.registered ? 'Registered' : 'Not registered'],
              ['Statements', p.paperless ? 'Paperless' : 'By mail'],
            ]}
          />
        )}
      </DataSection>
      <DataSection title="Addresses" state={addresses} what="the account’s addresses" retry={() => void addresses.refetch()}>
        {(list) => (
          <SummaryList
            rows={list.map((a): [string, string] => [
              a.addressType === 'BILLING' ? 'Billing address' : 'Cards are mailed to',
              addressText(a),
            ])}
          />
        )}
      </DataSection>
    </>
  );
}
