import { VIRTUAL_CARD_STATUSES, type VirtualCard, type VirtualCardStatus } from '../../../shared/contract/virtualCards.js';

/** A virtual card's status in the admin's words. */
export const CARD_STATUS_LABEL: Record<VirtualCardStatus, string> = {
  active: 'Active',
  'Not Used': 'Not used',
  Used: 'Used',
  closed: 'Closed',
};
export const CARD_KIND_LABEL: Record<VirtualCard['cardKind'], string> = { VIRTUAL: 'Virtual', GHOST: 'Ghost' };

/** The status filter as the URL holds it: one of the statuses, anything else none. */
export const readCardStatus = (value: string | null): VirtualCardStatus | null => VIRTUAL_CARD_STATUSES.find((s) => s === value) ?? null;
export const readCardKind = (value: string | null): VirtualCard['cardKind'] | null =>
  value === 'VIRTUAL' || value === 'GHOST' ? value : null;
