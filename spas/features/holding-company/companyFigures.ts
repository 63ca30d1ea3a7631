import type { HoldingCompany, HoldingCompanyAssociation } from '../../../shared/session/facts/index.js';

const cents = (n: number): number => Math.round(n * 100) / 100;

export interface HoldingTotals {
  companies: number;
  creditLimit: number;
  availableCredit: number;
  outstandingBalance: number;
}

/** The holding company's figures: every company's processor figures added up, to the cent. */
export function totalsOf(companies: readonly HoldingCompanyAssociation[]): HoldingTotals {
  const sum = (pick: (c: HoldingCompanyAssociation) => number) => cents(companies.reduce((t, c) => t + pick(c), 0));
  return {
    companies: companies.length,
    creditLimit: sum((c) => c.creditLimit),
    availableCredit: sum((c) => c.availableCredit),
    outstandingBalance: sum((c) => c.outstandingBalance),
  };
}

/** Each company's share (0–1) of the holding company's outstanding balance; 0 for all when nothing is owed. */
export function balanceShares(companies: readonly HoldingCompanyAssociation[]): Map<number, number> {
  const total = companies.reduce((t, c) => t + Math.max(0, c.outstandingBalance), 0);
  return new Map(companies.map((c) => [c.companyId, total > 0 ? Math.max(0, c.outstandingBalance) / total : 0]));
}

/**
 * The name a company goes by on the holding company's screens: its name, and when another company of the holding
 * company has the same name, its product and company id too (“Bluebird Transport (Business Rewards, 2106)”).
 */
export function companyLabel(
  c: Pick<HoldingCompanyAssociation, 'companyId' | 'companyName' | 'productName'>,
  all: readonly Pick<HoldingCompanyAssociation, 'companyId' | 'companyName'>[],
): string {
  const key = c.companyName.trim().toLowerCase();
  const twin = all.some((o) => o.companyId !== c.companyId && o.companyName.trim().toLowerCase() === key);
  return twin ? `${c.companyName} (${c.productName}, ${c.companyId})` : c.companyName;
}

export type CompanyInView = { kind: 'company'; companyId: number } | { kind: 'malformed' } | { kind: 'outside'; companyId: number };

/**
 * Whether `/holding-company/{companyId}` names a company of this holding company. Anything else is refused before
 * the platform is asked (which refuses it too): a malformed id, or a company of no concern to this admin.
 */
export function companyInHolding(param: string | undefined, holding: Pick<HoldingCompany, 'companyIds'>): CompanyInView {
  if (!param || !/^\d{1,12}$/.test(param)) return { kind: 'malformed' };
  const companyId = Number(param);
  return holding.companyIds.includes(companyId) ? { kind: 'company', companyId } : { kind: 'outside', companyId };
}
