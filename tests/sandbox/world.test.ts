import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../shared/format/checksums.js';
import { DEMO_USERNAMES } from '../../scripts/sandbox/world/brands.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import { isValidRouting } from '../../shared/format/checksums.js';
import { MCC_DESCRIPTION } from '../../scripts/sandbox/world/mccCodes.js';
import { buildLedger } from '../../scripts/sandbox/world/ledger.js';

const asOf = new Date(Date.UTC(2026, 10, 20));
const world = seedWorld(42, asOf);

describe('the seeded world', () => {
  it('is the same for the same seed', () => {
    const again = seedWorld(42, asOf);
    expect(again.users.all()).toEqual(world.users.all());
    expect(again.cards.all().map((c) => c.encrypted)).toEqual(world.cards.all().map((c) => c.encrypted));
  });

  it('has Luhn-valid cards whose encrypted references decrypt to them and never show digits', () => {
    const refs = new Set<string>();
    for (const c of world.cards.values()) {
      expect(isLuhnValid(c.pan)).toBe(true);
      expect(world.vault.decrypt(c.encrypted)).toBe(c.pan);
      expect(c.encrypted).not.toContain(c.pan);
      refs.add(c.encrypted);
    }
    expect(refs.size).toBe(world.cards.size);
    expect(world.vault.decrypt('tampered' + [...refs][0])).toBeNull();
  });

  it('covers every brand, entity type, product group and vendor status; hundreds of users per company', () => {
    expect(world.brands.all().map((b) => b.brand)).toEqual(['demo', 'pnfp', 'grizzlies', 'communitycard', 'bhg', 'bhgmore']);
    for (const brand of world.brands.values()) {
      for (const u of DEMO_USERNAMES) expect(world.userByLogin(brand.brand, u), `${brand.brand}/${u}`).toBeDefined();
      const companies = world.companies.by('brand', brand.brand);
      expect(companies.map((c) => c.productTypeCode).sort()).toEqual([101, 104, 108, 109, 112, 114, 116, 117]);
      for (const c of companies)
        expect(world.users.by('company', c.companyId).length, `company ${c.companyId}`).toBeGreaterThanOrEqual(100);
      const types = new Set(companies.flatMap((c) => world.entities.by('company', c.companyId).map((e) => e.accountEntityType)));
      expect([...types].sort()).toEqual([
        'Authorized',
        'Control',
        'Ghost Sub',
        'Individual',
        'Joint',
        'Primary',
        'Secondary',
        'Sub',
        'Virtual Sub',
      ]);
      const hc = world.holdingCompanies.all().find((h) => h.brand === brand.brand)!;
      expect(hc.companyIds.length).toBeGreaterThanOrEqual(2);
      expect(world.userByLogin(brand.brand, 'hc_admin')!.holdingCompanyId).toBe(hc.holdingCompanyId);
    }
    expect(new Set(world.vendors.all().map((v) => v.status))).toEqual(new Set(['ACTIVE', 'DELETED', 'PENDING', 'INACTIVE']));
    expect(new Set(world.users.all().map((u) => u.status))).toEqual(new Set(['ACTIVE', 'DELETED', 'PENDING', 'INACTIVE']));
    for (const p of world.paymentAccounts.values()) expect(isValidRouting(p.routingNumber)).toBe(true);
  });

  it('gives demo users the companies docs/requirements.md#design-4-demo-data names', () => {
    const company = (u: string) => world.companies.get(world.userByLogin('demo', u)!.companyId!)!;
    expect(company('cardholder').productTypeCode).toBe(101);
    expect(company('pa_admin')).toMatchObject({
      productTypeCode: 108,
      expenseReportingEnabled: true,
      activationAcknowledgement: true,
      virtualCardEnabled: true,
    });
    expect(company('pa_fleet').productTypeCode).toBe(114);
    for (const u of [
      'pa_tier1',
      'pa_tier2',
      'pa_manager',
      'pa_accounting',
      'pa_delegate',
      'pa_payments',
      'pa_reporting',
      'pa_viewonly',
      'pa_vconly',
      'virtualsub',
    ]) {
      expect(company(u).companyId).toBe(company('pa_admin').companyId);
    }
    const casey = world.entities.get(world.userByLogin('demo', 'cardholder')!.accountEntityId!)!;
    expect(casey).toMatchObject({ accountEntityType: 'Primary', status: 'OPEN', registered: true });
    expect(world.cardOf(casey)).toMatchObject({ externalCardStatus: 'OPEN', activated: true });
    expect(world.entities.get(world.userByLogin('demo', 'virtualsub')!.accountEntityId!)!.accountEntityType).toBe('Virtual Sub');
  });

  it('generates months of transactions with real MCC codes and consistent statements', () => {
    const casey = world.entities.get(world.userByLogin('demo', 'cardholder')!.accountEntityId!)!;
    const card = world.cardOf(casey)!;
    const ledger = buildLedger(42, asOf, card, casey, world.companies.get(casey.companyId)!);
    expect(ledger.cycles.length).toBe(6);
    expect(ledger.current.cycleCode).toBe('011900');
    for (const [i, c] of ledger.cycles.entries()) {
      expect(c.cycleCode).toMatch(/^\d{6}$/);
      const next = ledger.cycles[i - 1];
      if (next) expect(next.previousBalance).toBe(c.closingBalance);
      for (const t of c.transactions.filter((x) => x.type === 'PURCHASE')) expect(MCC_DESCRIPTION.has(t.merchantCategoryCode)).toBe(true);
    }
    expect(ledger.cycles.flatMap((c) => c.transactions).length).toBeGreaterThan(30);
    expect(buildLedger(42, asOf, card, casey, world.companies.get(casey.companyId)!)).toEqual(ledger);
  });
});
