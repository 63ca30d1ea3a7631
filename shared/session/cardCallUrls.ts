import { replacementAvailabilityCall } from '../contract/accounts.js';
import { mccGroupsCall } from '../contract/mcc.js';
import { paymentInfoCall } from '../contract/payments.js';
import { callUrl } from '../contract/platformCall.js';

const enc = encodeURIComponent;

/**
 * The addresses of the card calls a cardholder page composes with its dashboard (compose/cardRecipes.ts) and asks on
 * its own (callUrls.ts spreads these). Apart from callUrls.ts, whose definitions span every area's calls, so the
 * cardholder area's first visit carries the definitions of these calls only.
 */
export const cardCallUrls = {
  /** Replacement availability of these cards (the docs/requirements.md#spec-4-states and #spec-5-validation facts per card). */
  replacementAvailability: (cardRefs: readonly string[]) =>
    callUrl(replacementAvailabilityCall, {}, `cards=${cardRefs.map(enc).join(',')}&channel=WEB`),
  /** The card's payment information (balances, payment accounts, AutoPay, history, the limits of a payment). */
  paymentInfo: (cardRef: string) => callUrl(paymentInfoCall, {}, `cardNumber=${enc(cardRef)}`),
  /** The platform's standard merchant category groups. */
  standardMccGroups: () => callUrl(mccGroupsCall, {}, 'categories=Standard'),
};
