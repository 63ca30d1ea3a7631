import { useQueryClient } from '../../lib/data-deps.js';
import { factKeys } from '../../../shared/session/facts/factQueries.js';
import { accountSummaryKey } from '../../api/accountSummary.js';

/**
 * After a payment, a cancellation or a change to accounts or AutoPay: everything that shows the card's balance or
 * payments asks again — the Payments tabs, the account summary, the current cycle's transactions and every
 * dashboard (the chrome and the home).
 */
export function useRefreshAfterPaymentChange(cardRef: string): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: factKeys.payments(cardRef) }),
      client.invalidateQueries({ queryKey: accountSummaryKey(cardRef) }),
      client.invalidateQueries({ queryKey: ['transactions', cardRef] }),
      client.invalidateQueries({ queryKey: factKeys.dashboards }),
    ]);
  };
}
