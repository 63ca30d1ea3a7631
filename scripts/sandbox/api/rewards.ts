import { randomBytes } from 'node:crypto';
import * as W from '../../../shared/contract/rewards.js';
import type { SandboxApp } from '../app.js';
import { RULES, cardFor, demand, isAdmin, ownCard } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { badRequest, forbidden } from '../server/httpError.js';
import { serve, type RouteContext, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { isValidRouting } from '../../../shared/format/checksums.js';
import { createRng, deriveSeed } from '../world/prng.js';
import { programOfBrand } from '../world/rewardsPrograms.js';
import { isRewardsProduct } from '../../../shared/permissions/productCodes.js';
import type { CardRecord, CompanyRecord, EntityRecord, RedemptionRecord, RewardsProgramRecord } from '../world/types.js';
import type { World } from '../world/world.js';

const MINIMUM: Record<RedemptionRecord['redemptionType'], keyof RewardsProgramRecord['minimums']> = {
  DIRECT_DEPOSIT: 'directDeposit',
  STATEMENT_CREDIT: 'statementCredit',
  GIVEBACK: 'giveBack',
};

/** The cash value of a balance, in whole cents (never more than the points are worth). */
export const cashValueOf = (points: number, program: RewardsProgramRecord): number =>
  Math.floor((points * 100) / program.pointsPerDollarRedeemed + 1e-9) / 100;
/** Account members who never redeem on their own (their account's lead does). */
const NEVER_ON_THEIR_OWN = new Set(['Secondary', 'Authorized', 'Virtual Sub']);

/**
 * Consolidation (docs/requirements.md#spec-6-permissions says the rules exist; designed here, the same for a cardholder and for an admin acting
 * in the cardholder view): where the company consolidates rewards, only the account's consolidator-redeemer
 * (one designated card, the consolidating account) redeems; otherwise every card redeems its account's points except secondary and
 * authorized users (their primary does) and virtual subs.
 */
export function mayRedeem(entity: EntityRecord, company: CompanyRecord): boolean {
  if (company.consolidateRewards) return entity.consolidatorRedeemer;
  return entity.consolidatorRedeemer || !NEVER_ON_THEIR_OWN.has(entity.accountEntityType);
}

/** Who redeems for an entity that may not: the consolidator of its account, else the account's lead. */
function redeemerFor(world: World, entity: EntityRecord, company: CompanyRecord): W.RewardsRedeemer | null {
  const members = world.entities.by('account', entity.accountId).filter((e) => e.companyId === entity.companyId && e !== entity);
  const lead = company.consolidateRewards
    ? (members.find((e) => e.consolidatorRedeemer && e.cardId !== null) ?? members.find((e) => e.consolidatorRedeemer))
    : (members.find((e) => e.accountEntityId === entity.parentEntityId && mayRedeem(e, company)) ??
      members.find((e) => mayRedeem(e, company)));
  if (!lead) return null;
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    accountEntityType: lead.accountEntityType,
    cardNumberLast4: world.cardOf(lead)?.last4 ?? null,
  };
}

/** Rewards: balance, bonus points, history, redemptions (balances go down). Card ref in the `cardNumber` header. */
export function rewardRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const target = (ctx: RouteContext<Session>): { card: CardRecord; entity: EntityRecord; company: CompanyRecord } => {
    const user = app.userOf(ctx.session);
    demand(user, RULES.rewards, 'rewards');
    const header = ctx.req.headers.cardnumber;
    const ref = (Array.isArray(header) ? header[0] : header) ?? ctx.query.get('cardNumber');
    const { card, entity } = ref || isAdmin(user) ? cardFor(w(), user, ref) : ownCard(w(), user);
    const company = w().companies.get(entity.companyId)!;
    if (!isRewardsProduct(company.productTypeCode)) throw forbidden('This card has no rewards program.');
    return { card, entity, company };
  };
  const programOf = (company: CompanyRecord) => programOfBrand(w(), company.brand);
  const seededHistory = (accountId: number, program: RewardsProgramRecord): W.Redemption[] => {
    const rng = createRng(deriveSeed(w().seed, `redemptions:${accountId}`));
    return Array.from({ length: rng.int(0, 3) }, (_, i) => {
      const amount = rng.int(3, 20) * 5;
      return {
        redemptionId: accountId * 10 + i,
        redemptionType: rng.pick(['DIRECT_DEPOSIT', 'STATEMENT_CREDIT', 'GIVEBACK'] as const),
        amount,
        points: Math.round(amount * program.pointsPerDollarRedeemed),
        redemptionDate: new Date(w().asOf.getTime() - rng.int(30, 600) * 86_400_000).toISOString().slice(0, 10),
        status: 'complete',
        confirmationNumber: `RDM${accountId}${i}`,
      };
    });
  };
  const redeem = (ctx: RouteContext<Session>, type: RedemptionRecord['redemptionType'], amount: number): W.RedeemResponse => {
    const { card, entity, company } = target(ctx);
    if (!mayRedeem(entity, company)) {
      const by = redeemerFor(w(), entity, company);
      throw forbidden(
        `Points on this account are redeemed by ${by ? `${by.firstName} ${by.lastName}${by.cardNumberLast4 ? ` (card ending ${by.cardNumberLast4})` : ''}` : "the account's consolidating account"}.`,
      );
    }
    const program = programOf(company);
    const minimum = program.minimums[MINIMUM[type]];
    if (minimum === null) throw badRequest(`${program.programName} has no GiveBack option.`);
    if (amount < minimum) throw badRequest(`The minimum redemption is $${minimum}.`);
    const points = Math.round(amount * program.pointsPerDollarRedeemed);
    const account = w().rewardAccounts.get(entity.accountId) ?? { accountId: entity.accountId, pointsBalance: 0 };
    if (points > account.pointsBalance) throw badRequest(`Not enough points: ${account.pointsBalance} available, ${points} needed.`);
    const updated = w().rewardAccounts.put({ ...account, pointsBalance: account.pointsBalance - points });
    const r = w().redemptions.put({
      redemptionId: w().redemptions.nextId(900_000_000),
      accountId: entity.accountId,
      cardId: card.cardId,
      redemptionType: type,
      amount: Math.round(amount * 100) / 100,
      points,
      redemptionDate: app.today(),
      status: type === 'DIRECT_DEPOSIT' ? 'pending' : 'complete',
      confirmationNumber: `RDM${randomBytes(4).toString('hex').toUpperCase()}`,
    });
    return { data: { redemption: { ...r }, pointsBalance: updated.pointsBalance } };
  };

  return [
    serve(W.bonusPointsCall, {
      handle: (ctx): W.BonusPointsResponse => {
        const { entity } = target(ctx);
        const rng = createRng(deriveSeed(w().seed, `bonus:${entity.accountId}`));
        const items = Array.from({ length: rng.int(1, 5) }, (_, i) => {
          const earned = rng.int(5, 300);
          return {
            bonusId: entity.accountId * 10 + i,
            description: rng.pick(['Welcome bonus', 'Dining 3x bonus', 'Fuel 2x bonus', 'Anniversary bonus', 'Referral bonus']),
            points: rng.int(5, 100) * 100,
            earnedDate: new Date(w().asOf.getTime() - earned * 86_400_000).toISOString().slice(0, 10),
            expirationDate: rng.chance(0.5) ? new Date(w().asOf.getTime() + (365 - earned) * 86_400_000).toISOString().slice(0, 10) : null,
          };
        });
        return { data: items, totalBonusPoints: items.reduce((n, b) => n + b.points, 0) };
      },
    }),
    serve(W.redemptionHistoryCall, {
      handle: (ctx): W.RedemptionHistoryResponse => {
        const { entity, company } = target(ctx);
        const stored = w()
          .redemptions.by('account', entity.accountId)
          .map((r) => ({
            redemptionId: r.redemptionId,
            redemptionType: r.redemptionType,
            amount: r.amount,
            points: r.points,
            redemptionDate: r.redemptionDate,
            status: r.status,
            confirmationNumber: r.confirmationNumber,
          }));
        return {
          data: [...stored, ...seededHistory(entity.accountId, programOf(company))].sort((a, b) =>
            a.redemptionDate < b.redemptionDate ? 1 : a.redemptionDate > b.redemptionDate ? -1 : b.redemptionId - a.redemptionId,
          ),
        };
      },
    }),
    serve(W.rewardDescriptionCall, {
      handle: (ctx): W.RewardDescriptionResponse => {
        const { entity, company } = target(ctx);
        const points = w().rewardAccounts.get(entity.accountId)?.pointsBalance ?? 0;
        const program = programOf(company);
        const canRedeem = mayRedeem(entity, company);
        // A World Elite product (109) earns more than its client's base program.
        const elite = company.productTypeCode === 109;
        return {
          data: {
            programName: program.programName,
            description: elite ? 'Earn 2 points per $1 on every purchase, 5 on travel.' : program.description,
            rewardsVariant: program.variant,
            pointsBalance: points,
            cashValue: cashValueOf(points, program),
            earnRatePerDollar: elite ? 2 : program.earnRatePerDollar,
            pointsPerDollarRedeemed: program.pointsPerDollarRedeemed,
            canRedeem,
            minimums: { ...program.minimums },
            redeemer: canRedeem ? null : redeemerFor(w(), entity, company),
          },
        };
      },
    }),
    serve(W.redeemDirectDepositCall, {
      handle: (ctx): W.RedeemResponse => {
        const input = validate(W.DirectDepositRedeemRequest, ctx.body ?? {}, 'direct deposit redemption');
        if (!isValidRouting(input.routing)) throw badRequest('The routing number is not valid.');
        return redeem(ctx, 'DIRECT_DEPOSIT', input.amount);
      },
    }),
    serve(W.redeemStatementCreditCall, {
      handle: (ctx): W.RedeemResponse =>
        redeem(ctx, 'STATEMENT_CREDIT', validate(W.AmountRedeemRequest, ctx.body ?? {}, 'statement credit').amount),
    }),
    serve(W.redeemGiveBackCall, {
      handle: (ctx): W.RedeemResponse => redeem(ctx, 'GIVEBACK', validate(W.AmountRedeemRequest, ctx.body ?? {}, 'giveback').amount),
    }),
  ];
}
