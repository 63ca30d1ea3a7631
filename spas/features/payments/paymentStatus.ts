import type { Payment } from '../../../shared/contract/payments.js';

/** A payment's status in the words of the Payment History table (spec §4 status values: pending is "scheduled"). */
export const PAYMENT_STATUS: Record<Payment['status'], string> = {
  pending: 'Scheduled',
  submitted: 'Submitted',
  complete: 'Completed',
  cancelled: 'Cancelled',
};
