/**
 * The rewards variants (docs/requirements.md#spec-1-product: a rewards variant per client — pnfp, grizzlies, communitycard (plus), bhg, bhgmore,
 * and all others). A variant only picks the client's program; the program's words are the client's own (its asset
 * area's `content/rewards.json`) and its figures the platform's (`rewarddescription`).
 */
export const REWARDS_VARIANTS = ['pnfp', 'grizzlies', 'communitycard', 'bhg', 'bhgmore', 'default'] as const;
export type RewardsVariant = (typeof REWARDS_VARIANTS)[number];

const isVariant = (v: unknown): v is RewardsVariant => typeof v === 'string' && (REWARDS_VARIANTS as readonly string[]).includes(v);

/** The platform's `rewardsVariant` (GET /brand/{brand}) wins; without it the brand code decides; else 'default'. */
export function variantFor(platformVariant: string | null | undefined, brandCode: string | null | undefined): RewardsVariant {
  if (isVariant(platformVariant)) return platformVariant;
  const code = (brandCode ?? '').toLowerCase();
  return isVariant(code) && code !== 'default' ? code : 'default';
}
