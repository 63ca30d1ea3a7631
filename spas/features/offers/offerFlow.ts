import type { Offer, OfferKind } from '../../../shared/contract/offers.js';
import { pathOf } from '../../../shared/routes/routeTable.js';

/** The order the watcher shows pending offers in, and the page each kind has (docs/requirements.md#spec-2-screens pre-dashboard and offer routes). */
export const WATCH_ORDER: readonly { kind: OfferKind; page: string }[] = [
  { kind: 'PREEMPTIVE', page: pathOf('cardholder', 'preemptiveOffer') },
  { kind: 'INTERSTITIAL', page: pathOf('cardholder', 'offerInter') },
  { kind: 'INFORMATIONAL', page: pathOf('cardholder', 'informational') },
];

/** The page of the first pending offer in WATCH_ORDER, or null when nothing waits. */
export function nextOfferPage(offers: readonly Offer[]): string | null {
  for (const step of WATCH_ORDER) if (offers.some((o) => o.kind === step.kind && o.status === 'PENDING')) return step.page;
  return null;
}
