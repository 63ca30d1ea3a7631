/**
 * The client's rewards program (spec §1: a rewards variant per client — pnfp, grizzlies, communitycard
 * (plus), bhg, bhgmore, and all others). Each variant has its own program name, earning and redemption
 * copy. Redemption options and minimums match the platform's redeem calls (spec §7): statement credit and
 * direct deposit from $25, GiveBack donations from $5, 100 points = $1.
 */
/** Smallest redemption of each kind, in dollars (the platform's rule; the copy below says the same). */
export const REDEMPTION_MINIMUMS = { statementCredit: 25, directDeposit: 25, giveBack: 5 } as const;

export const REWARDS_VARIANTS = ['pnfp', 'grizzlies', 'communitycard', 'bhg', 'bhgmore', 'default'] as const;
export type RewardsVariant = (typeof REWARDS_VARIANTS)[number];

const isVariant = (v: unknown): v is RewardsVariant => typeof v === 'string' && (REWARDS_VARIANTS as readonly string[]).includes(v);

/** The platform's `rewardsVariant` (GET /brand/{brand}) wins; without it the brand code decides; else 'default'. */
export function variantFor(platformVariant: string | null | undefined, brandCode: string | null | undefined): RewardsVariant {
  if (isVariant(platformVariant)) return platformVariant;
  const code = (brandCode ?? '').toLowerCase();
  return isVariant(code) && code !== 'default' ? code : 'default';
}

export interface EarnRate {
  rate: string;
  on: string;
}
export interface RewardsProgram {
  variant: RewardsVariant;
  programName: string;
  /** One sentence: what the program is. */
  summary: string;
  earning: EarnRate[];
  earningNotes: string[];
  redemption: { option: string; detail: string }[];
  /** The program's GiveBack donations (its name and copy), or null: the platform refuses them. */
  giveBack: { option: string; detail: string } | null;
  /** When points expire or are forfeited. */
  expiry: string;
  /** Terms that only this program has. */
  specialTerms: { heading: string; text: string }[];
}

/** Statement credit and direct deposit everywhere; GiveBack (its copy given) only where the program has it. */
const STANDARD_REDEMPTION = (giveBack?: { option: string; detail: string }): Pick<RewardsProgram, 'redemption' | 'giveBack'> => ({
  redemption: [
    { option: 'Statement credit', detail: 'Apply points to your card balance, from 2,500 points ($25). The credit appears on your current statement.' },
    { option: 'Direct deposit', detail: 'Deposit cash back into a checking or savings account, from 2,500 points ($25). Allow up to three business days.' },
    ...(giveBack ? [giveBack] : []),
  ],
  giveBack: giveBack ?? null,
});

/** The program of a variant, in the client's voice (`client` is its display name). */
export function rewardsProgram(variant: RewardsVariant, client: string): RewardsProgram {
  switch (variant) {
    case 'pnfp':
      return {
        variant,
        programName: 'Pinnacle Rewards',
        summary: `Pinnacle Rewards gives ${client} cardholders points on every purchase, with extra points where you spend most.`,
        earning: [
          { rate: '2 points per $1', on: 'restaurants, grocery stores and gas stations' },
          { rate: '1 point per $1', on: 'all other purchases' },
        ],
        earningNotes: ['There is no limit to the points you can earn.'],
        ...STANDARD_REDEMPTION({ option: 'GiveBack to local charities', detail: 'Donate points to charities in the communities we serve, from 500 points ($5).' }),
        expiry: 'Points expire five years after the end of the month in which they were earned.',
        specialTerms: [{ heading: 'Bonus categories', text: 'Bonus categories are decided by the merchant category code the merchant chooses for its business; a purchase from a grocery section inside a warehouse club or superstore may earn 1 point per $1.' }],
      };
    case 'grizzlies':
      return {
        variant,
        programName: 'Grizzlies Fan Rewards',
        summary: `Grizzlies Fan Rewards from ${client} turns everyday spending into points for game nights and more.`,
        earning: [
          { rate: '3 points per $1', on: 'tickets and team merchandise bought directly from the team' },
          { rate: '2 points per $1', on: 'restaurants and bars' },
          { rate: '1 point per $1', on: 'all other purchases' },
        ],
        earningNotes: ['Earn 2,500 bonus points after your first purchase in each season’s opening month.'],
        ...STANDARD_REDEMPTION({ option: 'GiveBack to youth programs', detail: 'Donate points to youth sports and education programs in the community, from 500 points ($5).' }),
        expiry: 'Points expire three years after the end of the month in which they were earned.',
        specialTerms: [{ heading: 'Team purchases', text: 'The 3-point rate applies only to purchases the team itself processes (box office, online ticketing and official team stores). Tickets bought on resale sites earn 1 point per $1.' }],
      };
    case 'communitycard':
      return {
        variant,
        programName: 'Community Card Plus Rewards',
        summary: `Community Card Plus Rewards pays ${client} cardholders back on everything they buy — plus a yearly bonus.`,
        earning: [{ rate: '1.5 points per $1', on: 'every purchase' }],
        earningNotes: ['Plus: on your account anniversary, earn a 10% bonus on the points you earned in the past year.'],
        ...STANDARD_REDEMPTION({ option: 'GiveBack to your community', detail: 'Donate points to local non-profits chosen by our community board, from 500 points ($5).' }),
        expiry: 'Points do not expire while your account is open and in good standing.',
        specialTerms: [{ heading: 'Plus anniversary bonus', text: 'The anniversary bonus is credited within two billing cycles after your account anniversary, if the account is open and not past due on that date.' }],
      };
    case 'bhg':
      return {
        variant,
        programName: 'BHG Rewards',
        summary: `BHG Rewards earns ${client} cardholders a point for every dollar of purchases, with no categories to track.`,
        earning: [{ rate: '1 point per $1', on: 'every purchase' }],
        earningNotes: ['There is no limit to the points you can earn.'],
        ...STANDARD_REDEMPTION(),
        expiry: 'Points expire four years after the end of the month in which they were earned.',
        specialTerms: [],
      };
    case 'bhgmore':
      return {
        variant,
        programName: 'BHG More Rewards',
        summary: `BHG More Rewards gives ${client} cardholders more back: two points for every dollar of purchases.`,
        earning: [{ rate: '2 points per $1', on: 'every purchase' }],
        earningNotes: ['There is no limit to the points you can earn.', 'Earn 10,000 bonus points when you spend $3,000 in the first three months.'],
        ...STANDARD_REDEMPTION(),
        expiry: 'Points do not expire while your account is open and in good standing.',
        specialTerms: [{ heading: 'Introductory bonus', text: 'The introductory bonus is available once per account. Purchases made in the first three billing cycles after account opening count toward it; it is credited within eight weeks after you qualify.' }],
      };
    default:
      return {
        variant: 'default',
        programName: `${client} Rewards`,
        summary: `${client} Rewards earns points on the purchases you make with an eligible ${client} card.`,
        earning: [{ rate: '1 point per $1', on: 'qualifying purchases' }],
        earningNotes: ['There is no limit to the points you can earn.'],
        ...STANDARD_REDEMPTION({ option: 'GiveBack', detail: 'Donate points to a participating charity, from 500 points ($5).' }),
        expiry: 'Points expire five years after the end of the month in which they were earned.',
        specialTerms: [],
      };
  }
}
