import type { VendorStatus } from '../../../../shared/contract/virtualCards.js';
import { VENDOR_STATUS_LABEL } from '../vendorStatus.js';

/** A vendor's status as a small label (its words carry the meaning; the colour only repeats it). */
export function StatusBadge({ status }: { status: VendorStatus }) {
  return <span className={`vc-status vc-status-${status.toLowerCase()}`}>{VENDOR_STATUS_LABEL[status]}</span>;
}
