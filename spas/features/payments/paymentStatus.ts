import type { Payment } from '../../../shared/contract/payments.js';

/** A payment's status in the words of the Payment History table (docs/requirements.md#spec-4-states status values: pending is "scheduled"). */
export const PAYMENT_STATUS: Record<Payment['status'], string> = {
  pending: 'Scheduled',
  submitted: 'Submitted',
  complete: 'Completed',
  cancelled: 'Cancelled',
};
