import { createRng, deriveSeed } from './prng.js';
import { ROLE } from './roles.js';
import { PeopleSeeder, type Ids } from './seedPeople.js';
import type { CompanyRecord, EntityRecord, OfferRecord } from './types.js';
import type { World } from './world.js';

/**
 * The demo cardholders of the card services, profile and offers screens, one set per brand on the
 * brand's consumer rewards company (the company of `cardholder`). Seeded after the rest of the world with their
 * own random stream and the id counters where the world stopped, so nothing seeded before them moves.
 */
export interface ServiceDemoDef {
  username: string;
  firstname: string;
  lastname: string;
  /** What the user is for (the sandbox README lists it). */
  purpose: string;
  recentAddressChange?: boolean;
  recentCardReplacementRequest?: boolean;
  closed?: boolean;
  /** A second, unactivated card on the account (an Authorized user's). */
  unactivatedCard?: boolean;
  offers?: boolean;
}

export const SERVICE_DEMO_USERS: readonly ServiceDemoDef[] = [
  {
    username: 'ch_services',
    firstname: 'Sam',
    lastname: 'Services',
    purpose: 'lock/unlock, activation of the second card, alerts, paperless, profile and password',
    unactivatedCard: true,
  },
  {
    username: 'ch_replace',
    firstname: 'Riley',
    lastname: 'Replace',
    purpose: 'card replacement allowed (a lost or stolen card is locked at once)',
  },
  {
    username: 'ch_moved',
    firstname: 'Morgan',
    lastname: 'Moved',
    purpose: 'replacement refused: recent address change',
    recentAddressChange: true,
  },
  {
    username: 'ch_reissued',
    firstname: 'Reese',
    lastname: 'Reissued',
    purpose: 'replacement refused: recent replacement request',
    recentCardReplacementRequest: true,
  },
  { username: 'ch_closed', firstname: 'Casey', lastname: 'Closed', purpose: 'replacement refused: account not open', closed: true },
  {
    username: 'ch_offers',
    firstname: 'Olive',
    lastname: 'Offers',
    purpose: 'pending offers: the pre-dashboard watcher shows them after login',
    offers: true,
  },
];

const isoDay = (asOf: Date, days: number): string => new Date(asOf.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export function seedServiceDemos(world: World, seed: number, ids: Ids, asOf: Date): void {
  for (const brand of world.brands.all()) {
    const owner = world.userByLogin(brand.brand, 'cardholder');
    const company = owner?.companyId == null ? undefined : world.companies.get(owner.companyId);
    if (!company) continue;
    const people = new PeopleSeeder(world, createRng(deriveSeed(seed, `${brand.brand}:services`)), ids, asOf);
    for (const def of SERVICE_DEMO_USERS) {
      const lead = household(people, company, ids.account++, def);
      if (def.offers) for (const offer of offersFor(brand.brand, lead, asOf)) world.offers.seed(offer);
    }
  }
}

function household(people: PeopleSeeder, company: CompanyRecord, accountId: number, def: ServiceDemoDef): EntityRecord {
  const e = people.entity(company, accountId, 'Primary', def.firstname, def.lastname, {
    status: def.closed ? 'CLOSED' : 'OPEN',
    creditLimit: 10_000,
  });
  e.recentAddressChange = def.recentAddressChange ?? false;
  e.recentCardReplacementRequest = def.recentCardReplacementRequest ?? false;
  e.consolidatorRedeemer = true;
  e.paperless = false;
  people.card(e, company.productTypeCode, 'PHYSICAL', def.closed ? 'CLOSED' : 'OPEN').activated = true;
  people.user(company, {
    username: def.username,
    firstname: def.firstname,
    lastname: def.lastname,
    userType: 'CARDMEMBER',
    roles: [ROLE.cardmember],
    entity: e,
  });
  if (def.unactivatedCard) {
    const second = people.entity(company, accountId, 'Authorized', 'Jordan', def.lastname, {
      status: 'OPEN',
      parent: e.accountEntityId,
      creditLimit: 10_000,
    });
    people.card(second, company.productTypeCode, 'PHYSICAL', 'OPEN').activated = false;
  }
  return e;
}

function offersFor(brand: string, e: EntityRecord, asOf: Date): OfferRecord[] {
  const base = {
    brand,
    accountEntityId: e.accountEntityId,
    status: 'PENDING' as const,
    offeredDate: isoDay(asOf, -2),
    expiresDate: isoDay(asOf, 30),
    answeredDate: null,
    answeredBy: null,
  };
  return [
    {
      ...base,
      offerId: `OF-${brand}-${e.accountEntityId}-1`,
      kind: 'PREEMPTIVE',
      creditLimitIncrease: 2_500,
      title: 'You are pre-approved for a higher credit line',
      summary: 'Raise your credit line by $2,500.00 today. No application and no credit check.',
      details: [
        'Your new credit line takes effect as soon as you accept.',
        'Your rates, fees and payment due date stay the same.',
        'You can ask us to lower it again at any time.',
      ],
      terms: 'The increase applies to this card account only. Accepting does not change your APR or annual fee.',
    },
    {
      ...base,
      offerId: `OF-${brand}-${e.accountEntityId}-2`,
      kind: 'INTERSTITIAL',
      creditLimitIncrease: null,
      title: '0% intro APR on balance transfers',
      summary: 'Move a balance from another card and pay no interest on it for 12 months.',
      details: [
        '0% APR on balances transferred within 60 days of accepting, for 12 billing cycles.',
        'A balance transfer fee of 3% of each transfer applies.',
        'After the intro period, the standard purchase APR applies.',
      ],
      terms: 'Transfers count against your available credit. Intro APR ends early if a payment is 60 days late.',
    },
    {
      ...base,
      offerId: `OF-${brand}-${e.accountEntityId}-3`,
      kind: 'INFORMATIONAL',
      creditLimitIncrease: null,
      title: 'Changes to your card agreement',
      summary: 'We are updating the dispute section of your card agreement from the first day of next month.',
      details: [
        'You now have 90 days (was 60) to dispute a charge after your statement date.',
        'Nothing else in your agreement changes, and you need do nothing.',
      ],
      terms: 'The full agreement is under Services, Terms and Conditions.',
    },
  ];
}
