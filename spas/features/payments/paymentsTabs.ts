import { useQueryParams } from '../../lib/useQueryParams.js';

/** docs/requirements.md#spec-2-screens: the query parameter naming the Payments tab, and its values (docs/requirements.md#design-6-screens names the tabs). */
export const PAYMENTS_TAB = 'paymentsTab';
export type PaymentsTab = 'newPayment' | 'autoPay' | 'ePaymentHistory' | 'managePaymentAccounts';

/** Moves to another Payments tab (a history entry, like choosing the tab) and puts the focus on that tab. */
export function useGoToTab(): (tab: PaymentsTab) => void {
  const [, update] = useQueryParams();
  return (tab) => {
    update({ [PAYMENTS_TAB]: tab === 'newPayment' ? null : tab });
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus());
  };
}
