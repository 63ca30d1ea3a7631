import { describe, expect, it } from 'vitest';
import { consolidationAllows, rewards, rewardsEnabledProduct } from '../../../shared/permissions/index.js';
import { adminWith, cardholderUser, cardholderView, dashboard, fullCompany } from './fixtures.js';

const ch = cardholderUser();
const ctx = (entityType: string, consolidates: boolean | null, redeemer: boolean) =>
  cardholderView(
    dashboard({ accountEntityType: entityType, companyConsolidateRewards: consolidates, consolidatorRedeemer: redeemer }),
    fullCompany({ consolidateRewards: false }),
  );

describe('rewards access: rewards-enabled product and consolidation rules (README "Rewards")', () => {
  it.each([
    // entity type, company consolidates, consolidator-redeemer, sees rewards
    ['Individual', false, false, true],
    ['Individual', true, false, true],
    ['Control', true, false, true],
    ['Control', false, false, false],
    ['Sub', true, true, true],
    ['Sub', true, false, false],
    ['Sub', false, false, true],
    ['Ghost Sub', true, false, false],
    ['Ghost Sub', true, true, true],
    ['Ghost Sub', false, false, true],
    ['Virtual Sub', false, false, false],
    ['Virtual Sub', true, true, false],
    ['Primary', true, false, true],
    ['Joint', false, false, true],
    ['Secondary', false, false, true],
    ['Authorized', false, false, true],
    ['Mystery', false, false, false],
  ] as const)('%s, consolidating %s, redeemer %s → %s', (type, consolidates, redeemer, expected) => {
    expect(consolidationAllows(ctx(type, consolidates, redeemer))).toBe(expected);
    expect(rewards.access(ch, ctx(type, consolidates, redeemer))).toBe(expected);
  });

  it('falls back to the company consolidateRewards when the entity summary does not say', () => {
    const base = dashboard({ accountEntityType: 'Control', companyConsolidateRewards: null });
    expect(consolidationAllows(cardholderView(base, fullCompany({ consolidateRewards: true })))).toBe(true);
    expect(consolidationAllows(cardholderView(base, fullCompany({ consolidateRewards: false })))).toBe(false);
  });

  it('needs a rewards-enabled product: the flag decides; the docs/requirements.md#spec-9-constants group only when the flag is missing', () => {
    expect(rewardsEnabledProduct(cardholderView(dashboard({}, { productTypeCode: 103, rewardsEnabled: true })))).toBe(true);
    expect(rewardsEnabledProduct(cardholderView(dashboard({}, { productTypeCode: 101, rewardsEnabled: false })))).toBe(false);
    expect(rewardsEnabledProduct(cardholderView(dashboard({}, { productTypeCode: 101, rewardsEnabled: null })))).toBe(true);
    expect(rewardsEnabledProduct(cardholderView(dashboard({}, { productTypeCode: 103, rewardsEnabled: null })))).toBe(false);
    expect(rewardsEnabledProduct({ view: 'cardholderView' })).toBe(false);
  });

  it('applies the role rule to admins viewing as a cardholder', () => {
    expect(rewards.access(adminWith('admin_tier2'), cardholderView())).toBe(true);
    expect(rewards.access(adminWith('view_only'), cardholderView())).toBe(false);
  });
});
