import { entityTypeInView, isOpenStatus, type PermissionContext, type Policy, type ReplacementFacts } from '../context.js';
import type { EntityType } from '../entityTypes.js';
import { AM_T1_T2, cardholderOr } from './building.js';

export type ReplacementRefusal = 'recentAddressChange' | 'recentReplacementRequest' | 'entityNotOpen';

/** Messages for the refusals (docs/requirements.md#spec-5-validation states the reasons; the wording is ours). */
export const REPLACEMENT_REFUSAL_MESSAGES: Record<ReplacementRefusal, string> = {
  recentAddressChange: 'A card cannot be replaced right after an address change. Please try again later.',
  recentReplacementRequest: 'A replacement for this card was requested recently.',
  entityNotOpen: 'Cards can be replaced only on an open account.',
};

const asList = (facts: ReplacementFacts | readonly ReplacementFacts[]): readonly ReplacementFacts[] =>
  Array.isArray(facts) ? facts : [facts as ReplacementFacts];

/**
 * docs/requirements.md#spec-5-validation: refused when any card had a recent address change or a recent replacement request, or the
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

/** Entity types a card is never replaced for (docs/requirements.md#spec-4-states). */
export const NO_REPLACEMENT_ENTITY_TYPES: readonly EntityType[] = ['Virtual Sub', 'Ghost Sub', 'Control'];

/**
 * docs/requirements.md#spec-4-states: offered only when the entity is open, is not a virtual sub, ghost sub or control, no address
 * change is recent and the card is open; also not while docs/requirements.md#spec-5-validation would refuse it (recent replacement
 * request), and only to a cardholder or AM, T1, T2 (docs/requirements.md#spec-6-permissions). Needs ctx.replacement (every card asked
 * must be open) and the entity type of ctx.dashboard.
 */
export function replacementFactsAllow(ctx: PermissionContext): boolean {
  const list = ctx.replacement ? asList(ctx.replacement) : [];
  const type = entityTypeInView(ctx);
  if (list.length === 0 || !type || NO_REPLACEMENT_ENTITY_TYPES.includes(type)) return false;
  return refusalReason(list) === null && list.every((f) => isOpenStatus(f.cardExternalStatusCommonName));
}

/** Why a card can't be replaced online: a docs/requirements.md#spec-5-validation refusal, or the docs/requirements.md#spec-4-states entity type and card status conditions. */
export type ReplacementBlock = ReplacementRefusal | 'cardType' | 'cardNotOpen';

/** The docs/requirements.md#spec-4-states conditions in words (the docs/requirements.md#spec-5-validation refusals are REPLACEMENT_REFUSAL_MESSAGES). */
export const REPLACEMENT_BLOCK_MESSAGES: Record<ReplacementBlock, string> = {
  ...REPLACEMENT_REFUSAL_MESSAGES,
  cardType: 'Replacement cards are not ordered online for virtual, ghost or control accounts.',
  cardNotOpen: 'Only an open card can be replaced online. Please call customer service about this card.',
};

/**
 * The one reason a card in view is not offered a replacement (docs/requirements.md#spec-4-states order: the entity type, then the docs/requirements.md#spec-5-validation refusals,
 * then the card's own status), or null when it is. Reads ctx.dashboard's entity type and ctx.replacement; with no
 * availability answer yet only the entity type can refuse.
 */
export function replacementBlock(ctx: PermissionContext): ReplacementBlock | null {
  const type = entityTypeInView(ctx);
  if (type && NO_REPLACEMENT_ENTITY_TYPES.includes(type)) return 'cardType';
  const list = ctx.replacement ? asList(ctx.replacement) : [];
  if (list.length === 0) return null;
  const refusal = refusalReason(list);
  if (refusal) return refusal;
  return list.every((f) => isOpenStatus(f.cardExternalStatusCommonName)) ? null : 'cardNotOpen';
}

const roleAllows = cardholderOr(...AM_T1_T2);

export const cardReplacement = {
  /** Role part only (docs/requirements.md#spec-6-permissions "Card ... replacement ... cardholder or AM, T1, T2"). */
  use: roleAllows,
  offered: ((user, ctx) => roleAllows(user, ctx) && replacementFactsAllow(ctx)) as Policy,
  refusalReason,
  block: replacementBlock,
};
