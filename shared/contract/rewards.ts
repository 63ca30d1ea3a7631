import * as z from 'zod/mini';
import { IsoDate, dataEnvelope, dataList } from './common.js';
import { lazySchema } from './lazySchema.js';

/** Rewards calls take the encrypted card reference in the `cardNumber` request header (or query). */
export const REWARDS_CARD_HEADER = 'cardNumber';

export const BonusPoints = lazySchema(() => z.object({
  bonusId: z.number(),
  description: z.string(),
  points: z.number(),
  earnedDate: IsoDate,
  expirationDate: z.nullable(IsoDate),
}));
export type BonusPoints = z.infer<typeof BonusPoints>;
/** GET /v1/rewards/findbonuspoints */
export const BonusPointsResponse = lazySchema(() => z.extend(dataList(BonusPoints), { totalBonusPoints: z.number() }));
export type BonusPointsResponse = z.infer<typeof BonusPointsResponse>;

export const Redemption = lazySchema(() => z.object({
  redemptionId: z.number(),
  redemptionType: z.enum(['DIRECT_DEPOSIT', 'STATEMENT_CREDIT', 'GIVEBACK']),
  amount: z.number(),
  points: z.number(),
  redemptionDate: IsoDate,
  status: z.enum(['pending', 'complete']),
  confirmationNumber: z.string(),
}));
export type Redemption = z.infer<typeof Redemption>;
/** GET /v1/rewards/findrewardredemptionhistory */
export const RedemptionHistoryResponse = lazySchema(() => dataList(Redemption));
export type RedemptionHistoryResponse = z.infer<typeof RedemptionHistoryResponse>;

/** The entity that redeems an account's points when the card in question may not (consolidation, spec §6). */
export const RewardsRedeemer = lazySchema(() => z.object({
  firstName: z.string(),
  lastName: z.string(),
  accountEntityType: z.string(),
  cardNumberLast4: z.nullable(z.string()),
}));
export type RewardsRedeemer = z.infer<typeof RewardsRedeemer>;

/**
 * GET /v1/rewards/rewarddescription: the program and the balance (1 point = $0.01). `minimums` are the smallest
 * redemption of each kind in dollars (`giveBack` null: the client's program has no GiveBack); `redeemer` says who
 * redeems when `canRedeem` is false (null when this card redeems, or nobody on the account can).
 */
export const RewardDescriptionResponse = lazySchema(() => dataEnvelope(z.object({
  programName: z.string(),
  description: z.string(),
  rewardsVariant: z.string(),
  pointsBalance: z.number(),
  cashValue: z.number(),
  earnRatePerDollar: z.number(),
  canRedeem: z.boolean(),
  minimums: z.object({ statementCredit: z.number(), directDeposit: z.number(), giveBack: z.nullable(z.number()) }),
  redeemer: z.nullable(RewardsRedeemer),
})));
export type RewardDescriptionResponse = z.infer<typeof RewardDescriptionResponse>;

const amount = lazySchema(() => z.number().check(z.minimum(0.01), z.maximum(100_000)));
/** POST /v1/rewards/redeem/directdeposit */
export const DirectDepositRedeemRequest = lazySchema(() => z.object({
  bankAccountNumber: z.string().check(z.regex(/^\d{4,17}$/)),
  routing: z.string().check(z.regex(/^\d{9}$/)),
  amount,
}));
/** POST /v1/rewards/redeem/statementcredit and /givebackrewards */
export const AmountRedeemRequest = lazySchema(() => z.object({ amount }));
export const RedeemResponse = lazySchema(() => dataEnvelope(z.object({ redemption: Redemption, pointsBalance: z.number() })));
export type RedeemResponse = z.infer<typeof RedeemResponse>;
