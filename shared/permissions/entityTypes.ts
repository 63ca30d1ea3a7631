/** Account entity types of docs/requirements.md#spec-1-product. */
export const ENTITY_TYPES = [
  'Authorized',
  'Control',
  'Ghost Sub',
  'Individual',
  'Joint',
  'Primary',
  'Secondary',
  'Sub',
  'Virtual Sub',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** 'Virtual Sub', 'VIRTUAL_SUB', 'virtualSub' all normalise to 'virtualsub'. */
const key = (type: string): string => type.toLowerCase().replace(/[^a-z]/g, '');

/** The canonical entity type of a platform value, or undefined when it is none of the docs/requirements.md#spec-1-product. */
export function entityTypeOf(value: string | null | undefined): EntityType | undefined {
  if (!value) return undefined;
  const k = key(value);
  return ENTITY_TYPES.find((t) => key(t) === k);
}
