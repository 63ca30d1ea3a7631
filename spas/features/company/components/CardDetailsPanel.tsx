import { useQuery } from '../../../lib/data-deps.js';
import { formatDate, formatMoney } from '../../../../shared/format/format.js';
import { aprInfo } from '../../../../shared/permissions/policies/cardholderFeatures.js';
import { usePermission } from '../../../lib/usePermission.js';
import { DataSection, SummaryList } from '../../../ui/DataSection.js';
import { cardDetailsQuery } from '../api/cardDetails.js';

const percent = (n: number) => `${n.toFixed(2)}%`;

/** The card's details (docs/requirements.md#spec-6-permissions card details: AM, payments only): balances and what is due; the APRs only for docs/requirements.md#spec-6-permissions APR info (AM, T1, T2). */
export function CardDetailsPanel({ cardRef }: { cardRef: string }) {
  const details = useQuery(cardDetailsQuery(cardRef));
  const apr = usePermission(aprInfo.view).can;
  return (
    <DataSection title="Card details" state={details} what="the card details" retry={() => void details.refetch()}>
      {(d) => (
        <SummaryList
          rows={[
            ['Current balance', formatMoney(d.currentBalance)],
            ['Available credit', formatMoney(d.availableCredit)],
            ['Cash available', formatMoney(d.cashAvailable)],
            ['Statement balance', formatMoney(d.statementBalance)],
            ['Minimum payment due', formatMoney(d.minimumPaymentDue)],
            ['Payment due date', formatDate(d.paymentDueDate)],
            ['Past due', formatMoney(d.pastDueAmount)],
            [
              'Last payment',
              d.lastPaymentAmount == null ? 'None yet' : `${formatMoney(d.lastPaymentAmount)} on ${formatDate(d.lastPaymentDate)}`,
            ],
            ['Next statement', formatDate(d.nextStatementDate)],
            ...(apr
              ? ([
                  ['Purchase APR', percent(d.purchaseApr)],
                  ['Cash APR', percent(d.cashApr)],
                ] as [string, string][])
              : []),
          ]}
        />
      )}
    </DataSection>
  );
}
