import type { BrandAddress } from '../../../shared/contract/brand.js';

/** Address types of GET /brand/{brand}/addressByType, in the order a cardholder looks for them. */
export const ADDRESS_TYPES: { type: BrandAddress['addressType']; heading: string; use: string }[] = [
  { type: 'CUSTOMER_SERVICE', heading: 'Customer Service', use: 'Questions about your account, card or statement.' },
  { type: 'PAYMENT', heading: 'Payments by Mail', use: 'Mail your check or money order here. Write your account number on it.' },
  { type: 'OVERNIGHT', heading: 'Overnight Payments', use: 'For payments sent by courier or overnight delivery.' },
  {
    type: 'MAILING',
    heading: 'General Correspondence and Billing Inquiries',
    use: 'Letters about your account, including billing error notices.',
  },
];

/** Orders the platform's addresses by ADDRESS_TYPES; unknown types are left out. */
export function addressesInOrder(addresses: BrandAddress[]): { heading: string; use: string; address: BrandAddress }[] {
  return ADDRESS_TYPES.flatMap((t) =>
    addresses.filter((a) => a.addressType === t.type).map((address) => ({ heading: t.heading, use: t.use, address })),
  );
}
