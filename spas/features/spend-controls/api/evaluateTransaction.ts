import { evaluateControlsCall } from '../../../../shared/contract/spendControls.js';
import { callPlatform } from '../../../../shared/session/http.js';

export interface TestTransaction {
  merchantCategoryCode: string;
  amount: number;
  international: boolean;
  cardNotPresent: boolean;
}

/**
 * GET /v1/spendcontrols/control/consumer/{accountEntityId}/evaluate: what the platform would do with a purchase under
 * the account's controls as they are now (nothing is charged or changed).
 */
export const evaluateTransaction = (accountEntityId: string, t: TestTransaction, signal?: AbortSignal) => {
  const q = new URLSearchParams({
    merchantCategoryCode: t.merchantCategoryCode,
    amount: t.amount.toFixed(2),
    international: String(t.international),
    cardNotPresent: String(t.cardNotPresent),
  });
  return callPlatform(evaluateControlsCall, { params: { id: accountEntityId }, query: q, ...(signal ? { signal } : {}) }).then(
    (a) => a.data,
  );
};
