import { entityTypeInView, isOpenStatus, type PermissionContext, type Policy, type ReplacementFacts } from '../context.js';
import type { EntityType } from '../entityTypes.js';
import { AM_T1_T2, cardholderOr } from './building.js';

export type ReplacementRefusal = 'recentAddressChange' | 'recentReplacementRequest' | 'entityNotOpen';

/** Messages for the refusals (spec §5 states the reasons; the wording is ours). */
export const REPLACEMENT_REFUSAL_MESSAGES: Record<ReplacementRefusal, string> = {
  recentAddressChange: 'A card cannot be replaced right after an address change. Please try again later.',
  recentReplacementRequest: 'A replacement for this card was requested recently.',
  entityNotOpen: 'Cards can be replaced only on an open account.',
};

const asList = (facts: ReplacementFacts | readonly ReplacementFacts[]): readonly ReplacementFacts[] =>
  Array.isArray(facts) ? facts : [facts as ReplacementFacts];

/**
 * Spec §5: refused when any card had a recent address change or a recent replacement request, or the
 * account entity is not open. Takes one availability answer or the list (one per card). Null when none
 * applies (or when the list is empty: see `offered`).
 */
export function refusalReason(facts: ReplacementFacts | readonly ReplacementFacts[]): ReplacementRefusal | null {
  const list = asList(facts);
  if (list.some((f) => f.recentAddressChange === true)) return 'recentAddressChange';
  if (list.some((f) => f.recentCardReplacementRequest === true)) return 'recentReplacementRequest';
  if (list.some((f) => !isOpenStatus(f.accountEntityExternalStatus))) return 'entityNotOpen';
  return null;
}

/** Entity types a card is never replaced for (spec §4). */
export const NO_REPLACEMENT_ENTITY_TYPES: readonly EntityType[] = ['Virtual Sub', 'Ghost Sub', 'Control'];

/**
 * Spec §4: offered only when the entity is open, is not a virtual sub, ghost sub or control, no address
 * change is recent and the card is open; also not while §5 would refuse it (recent replacement
 * request), and only to a cardholder or AM, T1, T2 (spec §6). Needs ctx.replacement (every card asked
 * must be open) and the entity type of ctx.dashboard.
 */
export function replacementFactsAllow(ctx: PermissionContext): boolean {
  const list = ctx.replacement ? asList(ctx.replacement) : [];
  const type = entityTypeInView(ctx);
  if (list.length === 0 || !type || NO_REPLACEMENT_ENTITY_TYPES.includes(type)) return false;
  return refusalReason(list) === null && list.every((f) => isOpenStatus(f.cardExternalStatusCommonName));
}

const roleAllows = cardholderOr(...AM_T1_T2);

export const cardReplacement = {
  /** Role part only (spec §6 "Card ... replacement ... cardholder or AM, T1, T2"). */
  use: roleAllows,
  offered: ((user, ctx) => roleAllows(user, ctx) && replacementFactsAllow(ctx)) as Policy,
  refusalReason,
};
