import * as z from 'zod/mini';
import { IsoDate, dataEnvelope, dataList, dollarsFromTo } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

/** Rewards calls take the encrypted card reference in the `cardNumber` request header (or query). */
export const REWARDS_CARD_HEADER = 'cardNumber';

export const BonusPoints = lazySchema(() =>
  z.object({
    bonusId: z.number(),
    description: z.string(),
    points: z.number(),
    earnedDate: IsoDate,
    expirationDate: z.nullable(IsoDate),
  }),
);
export type BonusPoints = z.infer<typeof BonusPoints>;
/** GET /v1/rewards/findbonuspoints */
export const BonusPointsResponse = lazySchema(() => z.extend(dataList(BonusPoints), { totalBonusPoints: z.number() }));
export type BonusPointsResponse = z.infer<typeof BonusPointsResponse>;

export const Redemption = lazySchema(() =>
  z.object({
    redemptionId: z.number(),
    redemptionType: z.enum(['DIRECT_DEPOSIT', 'STATEMENT_CREDIT', 'GIVEBACK']),
    amount: z.number(),
    points: z.number(),
    redemptionDate: IsoDate,
    status: z.enum(['pending', 'complete']),
    confirmationNumber: z.string(),
  }),
);
export type Redemption = z.infer<typeof Redemption>;
/** GET /v1/rewards/findrewardredemptionhistory */
export const RedemptionHistoryResponse = lazySchema(() => dataList(Redemption));
export type RedemptionHistoryResponse = z.infer<typeof RedemptionHistoryResponse>;

/** The entity that redeems an account's points when the card in question may not (consolidation, docs/requirements.md#spec-6-permissions). */
export const RewardsRedeemer = lazySchema(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    accountEntityType: z.string(),
    cardNumberLast4: z.nullable(z.string()),
  }),
);
export type RewardsRedeemer = z.infer<typeof RewardsRedeemer>;

/**
 * GET /v1/rewards/rewarddescription: the program and the balance. `pointsPerDollarRedeemed` is what a point is worth
 * (points per $1 redeemed; `cashValue` is the balance at that rate, in whole cents). `minimums` are the smallest
 * redemption of each kind in dollars (`giveBack` null: the client's program has no GiveBack); `redeemer` says who
 * redeems when `canRedeem` is false (null when this card redeems, or nobody on the account can).
 */
export const RewardDescriptionResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      programName: z.string(),
      description: z.string(),
      rewardsVariant: z.string(),
      pointsBalance: z.number(),
      cashValue: z.number(),
      earnRatePerDollar: z.number(),
      pointsPerDollarRedeemed: z.number().check(z.positive()),
      canRedeem: z.boolean(),
      minimums: z.object({ statementCredit: z.number(), directDeposit: z.number(), giveBack: z.nullable(z.number()) }),
      redeemer: z.nullable(RewardsRedeemer),
    }),
  ),
);
export type RewardDescriptionResponse = z.infer<typeof RewardDescriptionResponse>;

const amount = lazySchema(() => dollarsFromTo(0.01, 100_000));
/** POST /v1/rewards/redeem/directdeposit */
export const DirectDepositRedeemRequest = lazySchema(() =>
  z.object({
    bankAccountNumber: z.string().check(z.regex(/^\d{4,17}$/)),
    routing: z.string().check(z.regex(/^\d{9}$/)),
    amount,
  }),
);
/** POST /v1/rewards/redeem/statementcredit and /givebackrewards */
export const AmountRedeemRequest = lazySchema(() => z.object({ amount }));
export const RedeemResponse = lazySchema(() => dataEnvelope(z.object({ redemption: Redemption, pointsBalance: z.number() })));
export type RedeemResponse = z.infer<typeof RedeemResponse>;

/** The rewards calls' card: the encrypted card reference in the `cardNumber` header. */
export const RewardsCardHeaders = lazySchema(() => z.object({ [REWARDS_CARD_HEADER]: z.string().check(z.minLength(1)) }));

export const bonusPointsCall = defineCall({
  id: 'rewards.findBonusPoints',
  method: 'GET',
  path: '/v1/rewards/findbonuspoints',
  source: 'spec-7',
  access: 'session',
  summary: 'Bonus points the card earned, with their total.',
  headers: RewardsCardHeaders,
  answer: BonusPointsResponse,
});
export const redemptionHistoryCall = defineCall({
  id: 'rewards.findRewardRedemptionHistory',
  method: 'GET',
  path: '/v1/rewards/findrewardredemptionhistory',
  source: 'spec-7',
  access: 'session',
  summary: "The card's account's redemptions, newest first.",
  headers: RewardsCardHeaders,
  answer: RedemptionHistoryResponse,
});
export const rewardDescriptionCall = defineCall({
  id: 'rewards.rewardDescription',
  method: 'GET',
  path: '/v1/rewards/rewarddescription',
  source: 'spec-7',
  access: 'session',
  summary: 'The rewards program of the card, its points balance and cash value, and whether this card may redeem.',
  headers: RewardsCardHeaders,
  answer: RewardDescriptionResponse,
});
export const redeemDirectDepositCall = defineCall({
  id: 'rewards.redeemDirectDeposit',
  method: 'POST',
  path: '/v1/rewards/redeem/directdeposit',
  source: 'spec-7',
  access: 'session',
  idempotent: true,
  summary: 'Redeems points as a deposit to a bank account.',
  headers: RewardsCardHeaders,
  body: DirectDepositRedeemRequest,
  answer: RedeemResponse,
});
export const redeemStatementCreditCall = defineCall({
  id: 'rewards.redeemStatementCredit',
  method: 'POST',
  path: '/v1/rewards/redeem/statementcredit',
  source: 'spec-7',
  access: 'session',
  idempotent: true,
  summary: "Redeems points as a credit on the card's statement.",
  headers: RewardsCardHeaders,
  body: AmountRedeemRequest,
  answer: RedeemResponse,
});
export const redeemGiveBackCall = defineCall({
  id: 'rewards.redeemGiveBack',
  method: 'POST',
  path: '/v1/rewards/redeem/givebackrewards',
  source: 'spec-7',
  access: 'session',
  idempotent: true,
  summary: "Redeems points as a donation through the client's GiveBack program.",
  headers: RewardsCardHeaders,
  body: AmountRedeemRequest,
  answer: RedeemResponse,
});
