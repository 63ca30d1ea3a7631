import { randomBytes } from 'node:crypto';
import * as W from '../../../shared/contract/rewards.js';
import type { SandboxApp } from '../app.js';
import { RULES, cardFor, demand, isAdmin, ownCard } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { badRequest, forbidden } from '../server/httpError.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { isValidRouting } from '../../../shared/format/checksums.js';
import { createRng, deriveSeed } from '../world/prng.js';
import { isRewardsProduct } from '../../../shared/permissions/productCodes.js';
import type { CardRecord, CompanyRecord, EntityRecord, RedemptionRecord, UserRecord } from '../world/types.js';

const VARIANT_PROGRAMS: Record<string, string> = {
  pnfp: 'Pinnacle Rewards', grizzlies: 'Grizzlies Fan Rewards', communitycard: 'Community Card Rewards Plus', bhg: 'BHG Rewards', bhgmore: 'BHG More Rewards',
};
const MINIMUM = { DIRECT_DEPOSIT: 25, STATEMENT_CREDIT: 25, GIVEBACK: 5 } as const;

/** Rewards: balance, bonus points, history, redemptions (balances go down). Card ref in the `cardNumber` header. */
export function rewardRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const target = (ctx: RouteContext<Session>): { user: UserRecord; card: CardRecord; entity: EntityRecord; company: CompanyRecord } => {
    const user = app.userOf(ctx.session);
    demand(user, RULES.rewards, 'rewards');
    const header = ctx.req.headers.cardnumber;
    const ref = (Array.isArray(header) ? header[0] : header) ?? ctx.query.get('cardNumber');
    const { card, entity } = ref || isAdmin(user) ? cardFor(w(), user, ref) : ownCard(w(), user);
    const company = w().companies.get(entity.companyId)!;
    if (!isRewardsProduct(company.productTypeCode)) throw forbidden('This card has no rewards program.');
    return { user, card, entity, company };
  };
  /** Consolidation (spec §6): where a company consolidates rewards, only the consolidator redeems for sub, control and individual entities. */
  const canRedeem = (user: UserRecord, entity: EntityRecord, company: CompanyRecord): boolean => {
    if (isAdmin(user)) return true;
    if (company.consolidateRewards && ['Sub', 'Control', 'Individual'].includes(entity.accountEntityType)) return entity.consolidatorRedeemer;
    return entity.consolidatorRedeemer || ['Primary', 'Joint', 'Individual'].includes(entity.accountEntityType);
  };
  const seededHistory = (accountId: number): W.Redemption[] => {
    const rng = createRng(deriveSeed(w().seed, `redemptions:${accountId}`));
    return Array.from({ length: rng.int(0, 3) }, (_, i) => {
      const amount = rng.int(3, 20) * 5;
      return {
        redemptionId: accountId * 10 + i, redemptionType: rng.pick(['DIRECT_DEPOSIT', 'STATEMENT_CREDIT', 'GIVEBACK'] as const), amount, points: amount * 100,
        redemptionDate: new Date(w().asOf.getTime() - rng.int(30, 600) * 86_400_000).toISOString().slice(0, 10), status: 'complete', confirmationNumber: `RDM${accountId}${i}`,
      };
    });
  };
  const redeem = (ctx: RouteContext<Session>, type: RedemptionRecord['redemptionType'], amount: number): W.RedeemResponse => {
    const { user, card, entity, company } = target(ctx);
    if (!canRedeem(user, entity, company)) throw forbidden('Rewards on this account are redeemed by the account consolidator.');
    if (amount < MINIMUM[type]) throw badRequest(`The minimum redemption is $${MINIMUM[type]}.`);
    const points = Math.round(amount * 100);
    const account = w().rewardAccounts.get(entity.accountId) ?? { accountId: entity.accountId, pointsBalance: 0 };
    if (points > account.pointsBalance) throw badRequest(`Not enough points: ${account.pointsBalance} available, ${points} needed.`);
    const updated = w().rewardAccounts.put({ ...account, pointsBalance: account.pointsBalance - points });
    const r = w().redemptions.put({
      redemptionId: w().redemptions.nextId(900_000_000), accountId: entity.accountId, cardId: card.cardId, redemptionType: type, amount: Math.round(amount * 100) / 100,
      points, redemptionDate: app.today(), status: type === 'DIRECT_DEPOSIT' ? 'pending' : 'complete', confirmationNumber: `RDM${randomBytes(4).toString('hex').toUpperCase()}`,
    });
    return { data: { redemption: { ...r }, pointsBalance: updated.pointsBalance } };
  };

  return [
    {
      method: 'GET', pattern: '/api/v1/rewards/findbonuspoints', access: 'session',
      handle: (ctx): W.BonusPointsResponse => {
        const { entity } = target(ctx);
        const rng = createRng(deriveSeed(w().seed, `bonus:${entity.accountId}`));
        const items = Array.from({ length: rng.int(1, 5) }, (_, i) => {
          const earned = rng.int(5, 300);
          return {
            bonusId: entity.accountId * 10 + i, description: rng.pick(['Welcome bonus', 'Dining 3x bonus', 'Fuel 2x bonus', 'Anniversary bonus', 'Referral bonus']),
            points: rng.int(5, 100) * 100, earnedDate: new Date(w().asOf.getTime() - earned * 86_400_000).toISOString().slice(0, 10),
            expirationDate: rng.chance(0.5) ? new Date(w().asOf.getTime() + (365 - earned) * 86_400_000).toISOString().slice(0, 10) : null,
          };
        });
        return { data: items, totalBonusPoints: items.reduce((n, b) => n + b.points, 0) };
      },
    },
    {
      method: 'GET', pattern: '/api/v1/rewards/findrewardredemptionhistory', access: 'session',
      handle: (ctx): W.RedemptionHistoryResponse => {
        const { entity } = target(ctx);
        const stored = w().redemptions.by('account', entity.accountId).map((r) => ({
          redemptionId: r.redemptionId, redemptionType: r.redemptionType, amount: r.amount, points: r.points, redemptionDate: r.redemptionDate, status: r.status, confirmationNumber: r.confirmationNumber,
        }));
        return { data: [...stored, ...seededHistory(entity.accountId)].sort((a, b) => (a.redemptionDate < b.redemptionDate ? 1 : a.redemptionDate > b.redemptionDate ? -1 : b.redemptionId - a.redemptionId)) };
      },
    },
    {
      method: 'GET', pattern: '/api/v1/rewards/rewarddescription', access: 'session',
      handle: (ctx): W.RewardDescriptionResponse => {
        const { user, entity, company } = target(ctx);
        const points = w().rewardAccounts.get(entity.accountId)?.pointsBalance ?? 0;
        const variant = VARIANT_PROGRAMS[company.brand] ? company.brand : 'default';
        return {
          data: {
            programName: VARIANT_PROGRAMS[company.brand] ?? `${w().brands.get(company.brand)?.brandValueDisplay ?? ''} Rewards`,
            description: company.productTypeCode === 109 ? 'Earn 2 points per dollar on every purchase, 5 on travel.' : 'Earn 1 point per dollar on every purchase.',
            rewardsVariant: variant, pointsBalance: points, cashValue: Math.round(points) / 100, earnRatePerDollar: company.productTypeCode === 109 ? 2 : 1,
            minimumRedemptionAmount: MINIMUM.STATEMENT_CREDIT, canRedeem: canRedeem(user, entity, company),
          },
        };
      },
    },
    {
      method: 'POST', pattern: '/api/v1/rewards/redeem/directdeposit', access: 'session',
      handle: (ctx): W.RedeemResponse => {
        const input = validate(W.DirectDepositRedeemRequest, ctx.body ?? {}, 'direct deposit redemption');
        if (!isValidRouting(input.routing)) throw badRequest('The routing number is not valid.');
        return redeem(ctx, 'DIRECT_DEPOSIT', input.amount);
      },
    },
    {
      method: 'POST', pattern: '/api/v1/rewards/redeem/statementcredit', access: 'session',
      handle: (ctx): W.RedeemResponse => redeem(ctx, 'STATEMENT_CREDIT', validate(W.AmountRedeemRequest, ctx.body ?? {}, 'statement credit').amount),
    },
    {
      method: 'POST', pattern: '/api/v1/rewards/redeem/givebackrewards', access: 'session',
      handle: (ctx): W.RedeemResponse => redeem(ctx, 'GIVEBACK', validate(W.AmountRedeemRequest, ctx.body ?? {}, 'giveback').amount),
    },
  ];
}
