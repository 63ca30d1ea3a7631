import type { VendorPayment } from '../../../shared/contract/virtualCards.js';

/** A vendor payment's card in the admin's words. */
export const PAYMENT_STATUS_LABEL: Record<VendorPayment['status'], string> = { 'Not Used': 'Not used', Used: 'Used', closed: 'Closed' };

export const PAYMENT_STATUS_TEXT: Record<VendorPayment['status'], string> = {
  'Not Used': 'The vendor hasn’t charged the card yet. You can still close it.',
  Used: 'The vendor has charged the card for every use it allows.',
  closed: 'The card is closed: it expired or was closed, and can’t be charged.',
};
