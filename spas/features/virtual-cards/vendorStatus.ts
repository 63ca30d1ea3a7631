import type { VendorStatus } from '../../../shared/contract/virtualCards.js';

/** the docs/requirements.md#spec-4-states vendor statuses in the admin's words: what each means for paying the vendor. */
export const VENDOR_STATUS_LABEL: Record<VendorStatus, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  INACTIVE: 'Inactive',
  DELETED: 'Deleted',
};

export const VENDOR_STATUS_TEXT: Record<VendorStatus, string> = {
  ACTIVE: 'Enrolled: the vendor can be paid with virtual cards.',
  PENDING: 'Waiting for the vendor to enroll, so it can’t be paid yet. Resending the enrollment email makes it active.',
  INACTIVE: 'Paused: the vendor can’t be paid, and its payment links show nothing, until it is made active again.',
  DELETED: 'Deleted for good: the vendor can’t be paid, changed or made active again.',
};

/** What changing to a status will do, said before the admin confirms. */
export const STATUS_CHANGE_TEXT: Record<Exclude<VendorStatus, 'DELETED'>, string> = {
  ACTIVE: 'The vendor can be paid with virtual cards again.',
  PENDING: 'The vendor can’t be paid until it enrolls (or you resend the enrollment email).',
  INACTIVE:
    'The vendor can’t be paid and its payment links show nothing until you make it active again. Cards already issued are not affected.',
};

/**
 * The directory's status filter, `status` in the URL: one status, `ALL` (every status, deleted too), or none —
 * the platform's default, every status but DELETED. Anything else reads as none.
 */
export type StatusFilter = VendorStatus | 'ALL' | null;
const STATUSES: readonly VendorStatus[] = ['ACTIVE', 'PENDING', 'INACTIVE', 'DELETED'];

export function readStatusFilter(value: string | null): StatusFilter {
  const v = value?.toUpperCase() ?? null;
  if (v === 'ALL') return 'ALL';
  return v && (STATUSES as readonly string[]).includes(v) ? (v as VendorStatus) : null;
}

/** The statuses to ask the platform for (empty: its default). */
export const statusesOf = (f: StatusFilter): readonly VendorStatus[] => (f === 'ALL' ? STATUSES : f ? [f] : []);
