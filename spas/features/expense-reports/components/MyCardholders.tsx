import { useQuery } from '../../../lib/data-deps.js';
import { cardEnding } from '../../../../shared/format/format.js';
import { Alert } from '../../../ui/Alert.js';
import { DataSection } from '../../../ui/DataSection.js';
import { managedUsersQuery } from '../api/managedUsers.js';

/**
 * A manager's or accounting admin's own cardholders: the reports that reach their queue are these cardholders' (spec
 * docs/requirements.md#spec-6-permissions: they see only the accounts assigned to them). None assigned is said plainly, with who can change it.
 */
export function MyCardholders({ userid }: { userid: number }) {
  const list = useQuery(managedUsersQuery(userid));
  return (
    <DataSection title="Cardholders you review" state={list} what="the cardholders you review" retry={() => void list.refetch()}>
      {(people) =>
        people.length === 0 ? (
          <Alert tone="info">
            <p>
              No cardholders are assigned to you yet, so no reports reach your queue. An admin manager assigns accounts to you under Program
              Admin.
            </p>
          </Alert>
        ) : (
          <details className="er-my-cardholders">
            <summary>You review the reports of {people.length === 1 ? '1 cardholder' : `${people.length} cardholders`}</summary>
            <ul>
              {people.map((p) => (
                <li key={p.accountEntityId}>
                  {p.firstname} {p.lastname}
                  {p.cardNumberLast4 ? `, card ${cardEnding(p.cardNumberLast4)}` : ''}
                </li>
              ))}
            </ul>
          </details>
        )
      }
    </DataSection>
  );
}
