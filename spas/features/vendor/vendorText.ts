import { type VendorCheck } from './api/vendorApi.js';

export type Purpose = 'enroll' | 'payments';
export type Status = VendorCheck['status'];

/** docs/requirements.md#spec-4-states vendor statuses as a vendor reads them. */
export const VENDOR_STATUS_LABEL: Record<Status, string> = {
  ACTIVE: 'Active — enrolled',
  PENDING: 'Pending — enrollment not yet complete',
  INACTIVE: 'Inactive',
  DELETED: 'Closed',
};

/** A name that ends a sentence: no second full stop after 'Co.' or 'Inc.'. */
export const endSentence = (name: string): string => (name.endsWith('.') ? name : `${name}.`);

export const EMAIL_NAME: Record<Purpose, string> = { enroll: 'enrollment email', payments: 'payment email' };

export const PAYMENT_STATUS: Record<string, string> = {
  'Not Used': 'Ready to process',
  Used: 'Processed',
  closed: 'Expired',
  active: 'Active',
};
export const paymentStatusLabel = (s: string): string => PAYMENT_STATUS[s] ?? (s ? s.charAt(0).toUpperCase() + s.slice(1) : 'Unknown');
