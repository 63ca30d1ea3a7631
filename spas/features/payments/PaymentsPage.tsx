import { useQuery } from '../../lib/data-deps.js';
import type { PaymentInfo } from '../../../shared/contract/payments.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { Alert } from '../../ui/Alert.js';
import { DataState } from '../../ui/DataSection.js';
import { Tabs, type TabDef } from '../../ui/Tabs.js';
import { paymentInfoQuery } from './api/paymentInfo.js';
import { AutoPay } from './components/AutoPay.js';
import { MakePayment } from './components/MakePayment.js';
import { PaymentAccounts } from './components/PaymentAccounts.js';
import { PaymentHistory } from './components/PaymentHistory.js';
import { PAYMENTS_TAB, type PaymentsTab } from './paymentsTabs.js';
import './payments.css';

/**
 * /dashboard-cardholder/payments: four tabs in the `paymentsTab` parameter (docs/requirements.md#spec-2-screens) — Make a Payment
 * (balances, amount, account, date, a review step, `Submit Payment`, a confirmation), AutoPay, Payment History
 * (scheduled payments cancelled from there) and Payment Accounts — for the card in view: the cardholder's own, or
 * the card an admin with AM, T1, T2 or payments-only opened in the cardholder view (docs/requirements.md#spec-6-permissions, by the route's rule).
 */
export function PaymentsPage() {
  const card = useCardInView();
  return (
    <>
      <h1>Payments</h1>
      <DataState state={card.dashboard} what="your card account">
        {() =>
          card.cardRef ? (
            <Payments cardRef={card.cardRef} last4={card.last4} creditLimit={card.dashboard.data?.balances.creditLimit ?? null} />
          ) : (
            <Alert tone="info">
              <p>This account has no card yet, so there is nothing to pay. Payments can be made once the card is issued.</p>
            </Alert>
          )
        }
      </DataState>
    </>
  );
}

/** `creditLimit`: the account's, the most an AutoPay fixed amount may be (null while unknown: the platform says). */
function Payments({ cardRef, last4, creditLimit }: { cardRef: string; last4: string | null; creditLimit: number | null }) {
  const info = useQuery(paymentInfoQuery(cardRef));
  return (
    <DataState state={info} what="your payment details" retry={() => void info.refetch()}>
      {(data) => <PaymentTabs info={data} cardRef={cardRef} last4={last4} creditLimit={creditLimit} />}
    </DataState>
  );
}

function PaymentTabs({
  info,
  cardRef,
  last4,
  creditLimit,
}: {
  info: PaymentInfo;
  cardRef: string;
  last4: string | null;
  creditLimit: number | null;
}) {
  const tabs: TabDef<PaymentsTab>[] = [
    { id: 'newPayment', label: 'Make a Payment', render: () => <MakePayment info={info} cardRef={cardRef} last4={last4} /> },
    { id: 'autoPay', label: 'AutoPay', render: () => <AutoPay info={info} cardRef={cardRef} creditLimit={creditLimit} /> },
    { id: 'ePaymentHistory', label: 'Payment History', render: () => <PaymentHistory info={info} cardRef={cardRef} /> },
    { id: 'managePaymentAccounts', label: 'Payment Accounts', render: () => <PaymentAccounts info={info} cardRef={cardRef} /> },
  ];
  return <Tabs label="Payments" param={PAYMENTS_TAB} tabs={tabs} />;
}
