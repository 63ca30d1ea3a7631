import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../shared/format/format.js';
import type { HoldingCompanyAssociation } from '../../../shared/session/facts/index.js';
import { balanceShares, companyInHolding, companyLabel, totalsOf } from '../../../spas/features/holding-company/companyFigures.js';

const company = (companyId: number, companyName: string, o: Partial<HoldingCompanyAssociation> = {}): HoldingCompanyAssociation => ({
  companyId,
  companyName,
  productTypeCode: 109,
  productName: 'World Elite Business',
  billingCycle: 5,
  creditLimit: 100_000,
  availableCredit: 60_000,
  outstandingBalance: 40_000,
  status: 'ACTIVE',
  ...o,
});

describe('holding company figures', () => {
  it('adds up every company to the cent', () => {
    const t = totalsOf([
      company(1, 'A', { outstandingBalance: 0.1, availableCredit: 0.2, creditLimit: 0.3 }),
      company(2, 'B', { outstandingBalance: 0.2, availableCredit: 0.1, creditLimit: 0.3 }),
    ]);
    expect(t).toEqual({ companies: 2, creditLimit: 0.6, availableCredit: 0.3, outstandingBalance: 0.3 });
    expect(totalsOf([])).toEqual({ companies: 0, creditLimit: 0, availableCredit: 0, outstandingBalance: 0 });
  });

  it('shares of the outstanding balance add up to one; nothing owed is no share; a credit balance owes nothing', () => {
    const shares = balanceShares([
      company(1, 'A', { outstandingBalance: 300 }),
      company(2, 'B', { outstandingBalance: 100 }),
      company(3, 'C', { outstandingBalance: -50 }),
    ]);
    expect([...shares.values()]).toEqual([0.75, 0.25, 0]);
    expect(formatPercent(shares.get(1))).toBe('75.0%');
    expect([...balanceShares([company(1, 'A', { outstandingBalance: 0 })]).values()]).toEqual([0]);
    expect(formatPercent(null)).toBe('—');
  });

  it('companies with the same name are told apart by product and id; others keep their name', () => {
    const all = [
      company(2105, 'Bluebird Transport', { productName: 'Secured Purchasing Card' }),
      company(2106, ' bluebird transport', { productName: 'Business Rewards' }),
      company(2104, 'Bluebird Energy'),
    ];
    expect(all.map((c) => companyLabel(c, all))).toEqual([
      'Bluebird Transport (Secured Purchasing Card, 2105)',
      ' bluebird transport (Business Rewards, 2106)',
      'Bluebird Energy',
    ]);
  });

  it('a company id in the URL: one of the holding company’s, someone else’s, or not an id at all', () => {
    const h = { companyIds: [1104, 1105] };
    expect(companyInHolding('1105', h)).toEqual({ kind: 'company', companyId: 1105 });
    expect(companyInHolding('1102', h)).toEqual({ kind: 'outside', companyId: 1102 });
    for (const bad of [undefined, '', 'abc', '11O4', '-1', '1e3', '1104.0', '9'.repeat(13)])
      expect(companyInHolding(bad, h)).toEqual({ kind: 'malformed' });
  });
});
