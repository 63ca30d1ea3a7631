import type { User } from '../../contract/authentication.js';
import { reporting as reportingPolicy } from '../../permissions/policies/reporting.js';
import { isCardholderUser } from '../../permissions/user.js';
import type { View } from '../views.js';

/**
 * Which session facts a view asks for, and with what (a pure rule): `follow()` in sessionFacts.ts turns it into the
 * cache's queries, the gateway's first-round starter (firstRound.ts) into the same calls started before the page's
 * code has run. One rule, so the starter never begins a call the page would not make.
 */
export interface FactPlan {
  /** Brand details of this brand code. */
  brandDetails: string | null;
  reporting: boolean;
  /** The company in view's figures (processor first). */
  company: string | null;
  /** The dashboard of the card in view (`cardRef` null: a cardholder's own card); null: not needed. */
  dashboard: { cardRef: string | null } | null;
  holdingCompany: string | null;
}

export interface FactInputs {
  user: User;
  view: View;
  brandCode: string | null;
  /** The `company` parameter. */
  companyParam: string | null;
  /** The `cardNumber` parameter. */
  cardRef: string | null;
  /**
   * For an admin in the cardholder view the company comes with the card: the dashboard's company once it has
   * settled (`undefined`: still loading, or failed without one).
   */
  cardCompany: { settled: boolean; companyId: number | null | undefined };
}

const idOf = (n: number | null | undefined): string | null => (n != null ? String(n) : null);

export function planFacts({ user, view, brandCode, companyParam, cardRef, cardCompany }: FactInputs): FactPlan {
  let company: string | null = null;
  if (view === 'programAdminView') company = companyParam ?? idOf(user.userCompanyId);
  else if (view === 'cardholderView') {
    if (isCardholderUser(user)) company = idOf(user.userCompanyId);
    else if (cardCompany.settled) company = idOf(cardCompany.companyId) ?? idOf(user.userCompanyId);
  }
  return {
    brandDetails: brandCode,
    reporting: view !== 'cardholderView' && reportingPolicy.view(user, { view }),
    company,
    dashboard: view === 'cardholderView' ? { cardRef } : null,
    holdingCompany: view === 'holdingCompanyView' ? idOf(user.userHoldingCompanyId) : null,
  };
}
