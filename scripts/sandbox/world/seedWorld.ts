import { seedBrands } from './brands.js';
import { DEMO_USERS } from './demoUsers.js';
import { createRng, deriveSeed } from './prng.js';
import { ROLE } from './roles.js';
import { COMPANY_PLANS, companyIdFor, seedCompanies } from './seedCompanies.js';
import { PeopleSeeder, type Ids } from './seedPeople.js';
import { seedCompanyExtras, seedStandardMccGroups, type ExtraIds } from './seedExtras.js';
import { seedExpenseProgram, seedExpenseReports } from './seedExpenseReports.js';
import { seedServiceDemos } from './seedServiceDemos.js';
import { seedDemoAlerts } from './seedDemoAlerts.js';
import { World } from './world.js';

export const DEFAULT_SEED = 20_240_611;

/** Roles that see only the accounts assigned to them (docs/requirements.md#spec-6-permissions). */
const ASSIGNED_ONLY = new Set<string>([ROLE.delegate, ROLE.accounting, ROLE.manager, ROLE.accountingNoReporting, ROLE.managerNoReporting]);

/**
 * Builds the whole deterministic world from a seed. `asOf` anchors dates (default: start of the current
 * UTC day), so dates move with the calendar but the world's shape never changes for a seed.
 */
export function seedWorld(seed: number = DEFAULT_SEED, asOf: Date = startOfToday()): World {
  const world = new World(seed, asOf);
  const ids: Ids = { userid: 10_001, entity: 500_001, card: 1, account: 700_001 };
  const extra: ExtraIds = { paymentAccount: 1, control: 1, vendor: 1, vendorPayment: 1, audit: 1, mccGroup: 1000, expenseReport: 1 };
  seedStandardMccGroups(world);
  for (const brand of seedBrands()) {
    world.brands.seed(brand);
    const rng = createRng(deriveSeed(seed, brand.brand));
    const { companies, holding } = seedCompanies(brand, rng, createRng(deriveSeed(seed, `${brand.brand}:holding`)));
    world.holdingCompanies.seed(holding);
    const people = new PeopleSeeder(world, rng, ids, asOf);
    companies.forEach((company, i) => {
      world.companies.seed(company);
      const plan = COMPANY_PLANS[i];
      if (!plan) return;
      const demo = DEMO_USERS.filter((d) => d.company === plan.slot);
      people.populate(company, plan, demo, holding.holdingCompanyId);
    });
    for (const [i, company] of companies.entries()) {
      assignManagedAccounts(world, company.companyId, rng.next.bind(rng));
      seedCompanyExtras(world, company, rng, extra, people);
      seedExpenseProgram(world, company, COMPANY_PLANS[i]?.slot === 'purchasing');
      seedExpenseReports(world, company, rng, () => extra.expenseReport++);
    }
  }
  // Last, each with its own random stream: the world seeded above stays as it was.
  seedLateDemoUsers(world, ids, asOf);
  seedServiceDemos(world, seed, ids, asOf);
  seedDemoAlerts(world);
  return world;
}

/** Demo users added after the world's shape was fixed (DemoUserDef.seededLast): each from its own random stream, with the next free ids. */
function seedLateDemoUsers(world: World, ids: Ids, asOf: Date): void {
  for (const d of DEMO_USERS.filter((x) => x.seededLast)) {
    for (const brand of world.brands.all()) {
      const index = COMPANY_PLANS.findIndex((p) => p.slot === d.company);
      const company = world.companies.get(companyIdFor(brand, index));
      if (!company) continue;
      const people = new PeopleSeeder(world, createRng(deriveSeed(world.seed, `${brand.brand}:${d.username}`)), ids, asOf);
      people.demoUser(company, COMPANY_PLANS[index]!, d, null);
    }
  }
}

function assignManagedAccounts(world: World, companyId: number, random: () => number): void {
  const subs = world.entities
    .by('company', companyId)
    .filter((e) => e.accountEntityType === 'Sub' || e.accountEntityType === 'Virtual Sub');
  if (subs.length === 0) return;
  for (const user of world.users.by('company', companyId)) {
    if (!user.roles.some((r) => ASSIGNED_ONLY.has(r))) continue;
    const start = Math.floor(random() * Math.max(1, subs.length - 12));
    user.managedAccountEntityIds = subs.slice(start, start + 12).map((e) => e.accountEntityId);
  }
}

function startOfToday(): Date {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
