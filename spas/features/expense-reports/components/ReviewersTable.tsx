import { useQuery } from '../../../lib/data-deps.js';
import { cardEnding } from '../../../../shared/format/format.js';
import { Alert } from '../../../ui/Alert.js';
import { DataSection } from '../../../ui/DataSection.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import type { TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { managedUsersQuery } from '../api/managedUsers.js';
import { reviewersQuery } from '../api/reviewers.js';
import { reviewersByCardholder, type CardholderReviewers, type Reviewer } from '../reviewers.js';

const NOBODY = 'Admin managers only';
const names = (list: readonly Reviewer[]): string => (list.length ? list.map((r) => r.name).join(', ') : NOBODY);

const columns: TableColumn<CardholderReviewers>[] = [
  {
    id: 'cardholder',
    header: 'Cardholder',
    text: (r) => `${r.cardholder.firstname} ${r.cardholder.lastname}`,
    sortValue: (r) => `${r.cardholder.lastname} ${r.cardholder.firstname}`.toLowerCase(),
  },
  { id: 'card', header: 'Card', text: (r) => cardEnding(r.cardholder.cardNumberLast4) },
  { id: 'manager', header: 'Manager approval by', text: (r) => names(r.manager) },
  { id: 'accounting', header: 'Accounting approval by', text: (r) => names(r.accounting) },
];

/**
 * Who reviews each cardholder's expense reports (advanced configuration, admin managers): every cardholder the admin
 * reviews, with the managers and accounting admins assigned to them (those roles see only the accounts assigned to
 * them). A cardholder nobody is assigned to waits for an admin manager at every step.
 */
export function ReviewersTable({ companyId, userid }: { companyId: number; userid: number }) {
  const cardholders = useQuery(managedUsersQuery(userid));
  const reviewers = useQuery(reviewersQuery(companyId));
  const table = useTableState({
    prefix: 'rv',
    sortable: ['cardholder', 'card', 'manager', 'accounting'],
    defaultSort: { id: 'cardholder', desc: false },
  });
  const unknown = reviewers.data?.filter((r) => r.cardholders === null) ?? [];
  const rows = cardholders.data && reviewers.data ? reviewersByCardholder(cardholders.data, reviewers.data) : [];
  return (
    <DataSection
      title="Who reviews each cardholder"
      state={cardholders}
      what="the cardholders you review"
      retry={() => void cardholders.refetch()}
    >
      {() => (
        <>
          <p>
            Managers and accounting admins review only the cardholders assigned to them; an admin manager can take every step for everyone.
            Assign accounts to a reviewer from their page under Program Admin.
          </p>
          {unknown.length ? (
            <Alert tone="error">
              <p>
                The cardholders of {unknown.map((r) => r.name).join(', ')} couldn’t be loaded just now, so{' '}
                {unknown.length === 1 ? 'that reviewer is' : 'those reviewers are'} missing from the table.
              </p>
            </Alert>
          ) : null}
          <DataTable
            caption="Who reviews each cardholder"
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={(r) => String(r.cardholder.accountEntityId)}
            table={table}
            what="cardholders"
            search={{ label: 'Search cardholders and reviewers', hint: 'By cardholder or reviewer name, or card ending.' }}
            loaded={reviewers}
            retry={() => void reviewers.refetch()}
            emptyText="No registered cardholders yet: reports are filed by registered cardholders."
            exportCsv={{ filename: `expense-reviewers-${companyId}.csv` }}
          />
        </>
      )}
    </DataSection>
  );
}
