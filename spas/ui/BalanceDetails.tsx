import type { ReactNode } from '../lib/react-deps.js';
import { CURRENT_CYCLE, type CardAccountSummary } from '../../shared/contract/cards.js';
import { formatDate, formatMoney } from '../../shared/format/format.js';
import type { Loaded } from '../../shared/session/queryClient.js';
import { DataState, SummaryList } from './DataSection.js';
import './cardPanel.css';

type Summary = CardAccountSummary;

/** An APR as the platform gives it (21.49) → `21.49%`. */
export const aprText = (n: number): string => `${n.toFixed(2)}%`;

/** The platform's cycle code in words: `011900` is the cycle in progress, `MMYYYY` the cycle that closed that month. */
export const cycleText = (code: string): string =>
  code === CURRENT_CYCLE ? 'Current cycle' : /^\d{6}$/.test(code) ? `Cycle closed ${code.slice(0, 2)}/${code.slice(2)}` : code;

/** The account summary's figures as rows: what is owed, what can be spent, the rates, and what the balance is made of. */
export function BalanceDetailsList({ summary }: { summary: Summary }) {
  const b = summary.balanceBreakdown;
  return (
    <>
      <SummaryList
        rows={[
          ['Current balance', formatMoney(summary.currentBalance)],
          [
            'Past due',
            summary.pastDueAmount > 0 ? <strong className="text-danger">{formatMoney(summary.pastDueAmount)}</strong> : formatMoney(0),
          ],
          ['Available credit', formatMoney(summary.availableCredit)],
          ['Cash available', formatMoney(summary.cashAvailable)],
          ['Purchase APR', aprText(summary.purchaseApr)],
          ['Cash advance APR', aprText(summary.cashApr)],
          ['Billing cycle', cycleText(summary.cycleCode)],
          ['Next statement', formatDate(summary.nextStatementDate)],
        ]}
      />
      <h3 className="balance-breakdown-heading">What your balance is made of</h3>
      <SummaryList
        rows={[
          ['Purchases', formatMoney(b.purchases)],
          ['Cash advances', formatMoney(b.cash)],
          ['Fees', formatMoney(b.fees)],
          ['Interest', formatMoney(b.interest)],
        ]}
      />
    </>
  );
}

/**
 * A `Balance details` disclosure (native details/summary: keyboard and screen readers know it) around the account
 * summary. `onOpen` lets the screen ask for the figures only when someone opens it.
 */
export function BalanceDetails({
  state,
  onOpen,
  retry,
  children,
}: {
  state: Loaded<Summary>;
  onOpen: () => void;
  retry?: () => void;
  children?: ReactNode;
}) {
  return (
    <details className="balance-details" onToggle={(e) => (e.currentTarget.open ? onOpen() : undefined)}>
      <summary>Balance details</summary>
      <div className="balance-details-body">
        <DataState state={state} what="your balance details" retry={retry}>
          {(s) => <BalanceDetailsList summary={s} />}
        </DataState>
        {children}
      </div>
    </details>
  );
}
