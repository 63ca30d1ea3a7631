import { variantFor } from '../../../shared/brand/rewardsVariants.js';
import type { RewardsProgramRecord } from './types.js';
import type { World } from './world.js';

/**
 * The platform's facts of each client's rewards program: its name, how points are earned (one sentence and the base
 * rate), what a point is worth when redeemed and the smallest redemption of each kind (no GiveBack: null). The
 * program's other words (earning details, expiry, terms) are the client's own, in its asset area's content.
 */
export function seedRewardsProgram(brand: string, display: string): RewardsProgramRecord {
  const variant = variantFor(null, brand);
  const base = {
    variant,
    pointsPerDollarRedeemed: 100,
    minimums: { statementCredit: 25, directDeposit: 25, giveBack: 5 as number | null },
  };
  switch (variant) {
    case 'pnfp':
      return {
        ...base,
        programName: 'Pinnacle Rewards',
        description: 'Earn 2 points per $1 at restaurants, grocery stores and gas stations and 1 point per $1 on everything else.',
        earnRatePerDollar: 1,
      };
    case 'grizzlies':
      return {
        ...base,
        programName: 'Grizzlies Fan Rewards',
        description: 'Earn 3 points per $1 on team purchases, 2 at restaurants and bars and 1 on everything else.',
        earnRatePerDollar: 1,
      };
    case 'communitycard':
      return {
        ...base,
        programName: 'Community Card Plus Rewards',
        description: 'Earn 1.5 points per $1 on every purchase, plus an anniversary bonus.',
        earnRatePerDollar: 1.5,
      };
    case 'bhg':
      return {
        ...base,
        programName: 'BHG Rewards',
        description: 'Earn 1 point per $1 on every purchase.',
        earnRatePerDollar: 1,
        minimums: { ...base.minimums, giveBack: null },
      };
    case 'bhgmore':
      return {
        ...base,
        programName: 'BHG More Rewards',
        description: 'Earn 2 points per $1 on every purchase.',
        earnRatePerDollar: 2,
        minimums: { ...base.minimums, giveBack: null },
      };
    default:
      return { ...base, programName: `${display} Rewards`, description: 'Earn 1 point per $1 on every purchase.', earnRatePerDollar: 1 };
  }
}

/** The client's program as the platform holds it (a brand stored before programs were kept gets its seeded one). */
export function programOfBrand(world: World, brand: string): RewardsProgramRecord {
  const b = world.brands.get(brand);
  return b?.rewardsProgram ?? seedRewardsProgram(brand, b?.brandValueDisplay ?? brand);
}
