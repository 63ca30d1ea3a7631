import type { CompanyVirtualCard } from '../../../shared/contract/company.js';

type CardDefaults = Pick<CompanyVirtualCard, 'defaultVcUsesAllowed' | 'defaultVcValidDays' | 'defaultTolerancePercent'>;

/** A program's card defaults in words: `2 uses, valid 60 days, charges up to 5% over the amount`. */
export function cardDefaultsText(d: CardDefaults): string {
  const uses = `${d.defaultVcUsesAllowed} ${d.defaultVcUsesAllowed === 1 ? 'use' : 'uses'}`;
  const days =
    d.defaultVcValidDays === null ? 'no limit on days' : `valid ${d.defaultVcValidDays} ${d.defaultVcValidDays === 1 ? 'day' : 'days'}`;
  const tolerance =
    d.defaultTolerancePercent > 0 ? `charges up to ${d.defaultTolerancePercent}% over the amount` : 'the exact amount or less';
  return `${uses}, ${days}, ${tolerance}`;
}

/** A program's vendors in words: `24: 12 active, 4 pending`. */
export function vendorCountText(p: Pick<CompanyVirtualCard, 'vendorCount' | 'activeVendorCount' | 'pendingVendorCount'>): string {
  if (p.vendorCount === 0) return 'None yet';
  return `${p.vendorCount}: ${p.activeVendorCount} active, ${p.pendingVendorCount} pending`;
}
