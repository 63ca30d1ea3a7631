import { formatMoney } from '../../../shared/format/format.js';
import type { VendorPaymentRefusal } from '../../../shared/contract/virtualCards.js';
import type { CompanyRecord, UserRecord } from '../world/types.js';
import type { World } from '../world/world.js';

export interface VendorPaymentCeiling {
  /** The most one payment may be now (dollars). */
  amount: number;
  /** What sets it: the paying admin's authority limit, or what the company has left to spend. */
  reason: VendorPaymentRefusal;
  /** The refusal's words when a payment goes over it (the portal shows them as they are). */
  message: string;
}

/**
 * The most a vendor payment by `user` may be (designed here; the spec names `authorityLimit` without saying what it
 * governs): the paying admin's **authority limit** caps each single vendor payment they issue (null: no limit of
 * their own), and no payment may exceed the company's **available credit** less what its unused vendor cards still
 * hold (an issued card can be charged up to its amount until it is used or closed).
 */
export function vendorPaymentCeiling(world: World, user: UserRecord, company: CompanyRecord): VendorPaymentCeiling {
  const held = world.vendorPayments
    .all()
    .filter((p) => p.companyId === company.companyId && p.status === 'Not Used')
    .reduce((n, p) => n + p.amount, 0);
  const available = Math.max(0, Math.round((company.processorFigures.availableCredit - held) * 100) / 100);
  const credit: VendorPaymentCeiling = {
    amount: available,
    reason: 'OVER_AVAILABLE_CREDIT',
    message: `The payment is more than the company's available credit for vendor payments, ${formatMoney(available)} (its available credit less the unused vendor cards).`,
  };
  if (user.authorityLimit === null || user.authorityLimit >= available) return credit;
  return {
    amount: user.authorityLimit,
    reason: 'OVER_AUTHORITY_LIMIT',
    message: `The payment is more than your authority limit of ${formatMoney(user.authorityLimit)}. Ask an administrator with a higher limit to make it.`,
  };
}
