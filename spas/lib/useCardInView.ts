import { dashboard } from '../../shared/session/facts/index.js';
import type { Loaded } from '../../shared/session/queryClient.js';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import { useSignalValue } from './useSignalValue.js';

export interface CardInView {
  /** The dashboard of the card in view (a session fact, already loaded for the chrome). */
  dashboard: Loaded<CardholderDashboard>;
  /** The platform's encrypted reference of the card in view; null until known or when the account has no card. */
  cardRef: string | null;
  last4: string | null;
}

/**
 * The card the cardholder pages are about: the cardholder's own, or for an admin in the cardholder view the
 * card of the `cardNumber` parameter (docs/requirements.md#spec-2-screens). Screens key their calls on `cardRef`.
 */
export function useCardInView(): CardInView {
  const d = useSignalValue(dashboard);
  const summary = d.data?.accountEntitySummary;
  return { dashboard: d, cardRef: summary?.cardNumber ?? null, last4: summary?.cardNumberLast4 ?? null };
}
