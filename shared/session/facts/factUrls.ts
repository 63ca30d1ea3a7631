import { brandDetailsCall, holdingCompanyAssociationsCall, holdingCompanyCall, reportingCall } from '../../contract/brand.js';
import { cardholderDashboardCall } from '../../contract/cards.js';
import { searchCompanyCall } from '../../contract/company.js';
import { callUrl } from '../../contract/platformCall.js';

/**
 * The addresses of the session facts' calls, built from the calls' definitions. Their own module, apart from the
 * pages' (callUrls.ts, which spreads these), so an area's first visit carries the definitions of these calls only.
 */
const enc = encodeURIComponent;
const cardQuery = (cardRef: string | null): string | undefined => (cardRef ? `cardNumber=${enc(cardRef)}` : undefined);

export const factUrls = {
  brandDetails: (code: string) => callUrl(brandDetailsCall, { brand: code }),
  reporting: () => callUrl(reportingCall, {}),
  company: (companyId: string, processor: boolean) =>
    callUrl(searchCompanyCall, {}, `companyId=${enc(companyId)}&useProcessorData=${processor}`),
  /** The card in view's dashboard; null: a cardholder's own card. */
  dashboard: (cardRef: string | null) => callUrl(cardholderDashboardCall, {}, cardQuery(cardRef)),
  holdingCompany: (id: string) => callUrl(holdingCompanyCall, { id }),
  associations: (id: string) => callUrl(holdingCompanyAssociationsCall, { id }),
};
