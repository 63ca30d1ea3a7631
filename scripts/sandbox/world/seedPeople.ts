import type { CompanyPlan } from './seedCompanies.js';
import { DEMO_PASSWORD, type DemoUserDef } from './demoUsers.js';
import { generatePan } from './cardNumbers.js';
import { CITIES, FIRST_NAMES, LAST_NAMES, STREETS, STREET_KINDS } from './names.js';
import type { Rng } from './prng.js';
import { PA_ROLES, ROLE, ROLE_SCOPES } from './roles.js';
import type { AccountEntityType, Address, CardRecord, CompanyRecord, EntityRecord, UserRecord, UserStatus } from './types.js';
import type { World } from './world.js';

/** Global id counters, so ids are unique across brands and deterministic. */
export interface Ids {
  userid: number;
  entity: number;
  card: number;
  account: number;
}

const CARD_STATUS: Record<string, string> = { OPEN: 'Open', CLOSED: 'Closed', LOST: 'Lost', STOLEN: 'Stolen' };

export function randomAddress(rng: Rng): Address {
  const [city, state, zip] = rng.pick(CITIES);
  return {
    address1: `${rng.int(10, 9999)} ${rng.pick(STREETS)} ${rng.pick(STREET_KINDS)}`,
    address2: rng.chance(0.2) ? `Apt ${rng.int(1, 40)}` : '',
    city,
    state,
    zipCode: zip,
  };
}

const isoDay = (asOf: Date, daysAgo: number): string => new Date(asOf.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const phone = (rng: Rng): string => `555-${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;

export class PeopleSeeder {
  constructor(
    private readonly world: World,
    private readonly rng: Rng,
    private readonly ids: Ids,
    private readonly asOf: Date,
  ) {}

  entity(
    company: CompanyRecord,
    accountId: number,
    type: AccountEntityType,
    first: string,
    last: string,
    opts: {
      parent?: number | null;
      status?: EntityRecord['status'];
      creditLimit?: number;
    } = {},
  ): EntityRecord {
    const rng = this.rng;
    let status = opts.status ?? (rng.chance(0.06) ? 'CLOSED' : 'OPEN');
    // Virtual subs are ACTIVE rather than OPEN (docs/requirements.md#spec-4-states account button: 'a virtual sub with status active').
    if (type === 'Virtual Sub' && status === 'OPEN') status = 'ACTIVE';
    const creditLimit = opts.creditLimit ?? rng.int(5, 50) * 500;
    const e: EntityRecord = {
      accountEntityId: this.ids.entity++,
      accountId,
      companyId: company.companyId,
      brand: company.brand,
      accountEntityType: type,
      parentEntityId: opts.parent ?? null,
      userid: null,
      firstName: first,
      lastName: last,
      cardId: null,
      status,
      externalStatus: status === 'CLOSED' ? 'CLOSED' : 'OPEN',
      externalStatusCommonName: status === 'CLOSED' ? 'Closed' : 'Open',
      udf1: type === 'Sub' || type === 'Control' ? `DEPT-${rng.int(100, 999)}` : '',
      udf2: type === 'Sub' ? `CC-${rng.int(1000, 9999)}` : '',
      udf3: '',
      creditLimit,
      currentBalance: rng.money(0, creditLimit * 0.7),
      address: randomAddress(rng),
      email: `${first}.${last}${this.ids.entity}@mail.example`.toLowerCase(),
      phone: phone(rng),
      recentAddressChange: rng.chance(0.04),
      recentCardReplacementRequest: rng.chance(0.03),
      consolidatorRedeemer: type === 'Control' || type === 'Primary' || type === 'Individual',
      paperless: rng.chance(0.5),
      registered: false,
      openedDate: isoDay(this.asOf, rng.int(200, 2500)),
    };
    this.world.entities.seed(e);
    return e;
  }

  card(entity: EntityRecord, productTypeCode: number, kind: CardRecord['cardKind'], status?: string): CardRecord {
    const rng = this.rng;
    const pan = generatePan(`4${productTypeCode}${kind === 'VIRTUAL' ? '77' : kind === 'GHOST' ? '66' : '88'}`, rng);
    const cardStatus = status ?? (entity.status === 'CLOSED' ? 'CLOSED' : rng.chance(0.03) ? rng.pick(['LOST', 'STOLEN']) : 'OPEN');
    const c: CardRecord = {
      cardId: this.ids.card++,
      accountEntityId: entity.accountEntityId,
      companyId: entity.companyId,
      brand: entity.brand,
      pan,
      encrypted: this.world.vault.encrypt(pan),
      last4: pan.slice(-4),
      expiry: `${String(rng.int(1, 12)).padStart(2, '0')}/${(this.asOf.getUTCFullYear() + rng.int(1, 4)) % 100}`,
      cardKind: kind,
      externalCardStatus: cardStatus,
      externalCardStatusCommonName: CARD_STATUS[cardStatus] ?? 'Open',
      plasticCount: kind === 'PHYSICAL' ? rng.int(1, 2) : 0,
      activated: kind !== 'PHYSICAL' || rng.chance(0.9),
      locked: false,
    };
    this.world.cards.seed(c);
    entity.cardId = c.cardId;
    return c;
  }

  user(
    company: CompanyRecord,
    def: {
      username: string;
      firstname: string;
      lastname: string;
      userType: UserRecord['userType'];
      roles: string[];
      status?: UserStatus;
      entity?: EntityRecord | null;
      holdingCompanyId?: number | null;
      needs2fa?: boolean;
      internal?: boolean;
      createdBy?: number | null;
      password?: string;
    },
  ): UserRecord {
    const rng = this.rng;
    const scopesByRole: Record<string, string[]> = {};
    for (const r of def.roles) scopesByRole[r] = ROLE_SCOPES[r] ?? [];
    const u: UserRecord = {
      userid: this.ids.userid++,
      username: def.username,
      password: def.password ?? DEMO_PASSWORD,
      brand: company.brand,
      userType: def.userType,
      companyId: company.companyId,
      holdingCompanyId: def.holdingCompanyId ?? null,
      firstname: def.firstname,
      lastname: def.lastname,
      email: `${def.username.replace(/[^a-z0-9._]/gi, '')}@${company.brand}.example`.toLowerCase(),
      phone: phone(rng),
      roles: def.roles,
      scopesByRole,
      authorityLimit: def.userType === 'PROGRAM ADMIN' ? rng.int(1, 20) * 5000 : null,
      status: def.status ?? 'ACTIVE',
      needs2fa: def.needs2fa ?? false,
      accountEntityId: def.entity?.accountEntityId ?? null,
      managedAccountEntityIds: [],
      internal: def.internal ?? false,
      createdBy: def.createdBy ?? null,
      createdDate: isoDay(this.asOf, rng.int(30, 1500)),
      lastLoginDate: rng.chance(0.8) ? isoDay(this.asOf, rng.int(0, 60)) : null,
    };
    if (def.entity) {
      def.entity.userid = u.userid;
      def.entity.registered = true;
      this.world.entities.seed(def.entity);
    }
    this.world.users.seed(u);
    return u;
  }

  /** Entities, cards and users of one company (demo users first, so their ids are stable). */
  populate(company: CompanyRecord, plan: CompanyPlan, demo: DemoUserDef[], holdingCompanyId: number | null): void {
    const rng = this.rng;
    const system = this.user(company, {
      username: `api.integration.${company.companyId}`,
      firstname: 'API',
      lastname: 'Integration',
      userType: 'PROGRAM ADMIN',
      roles: [ROLE.adminManager],
      internal: true,
      password: `internal-${rng.int(1e8, 9e8)}`,
    });
    for (const d of demo.filter((x) => !x.seededLast)) this.demoUser(company, plan, d, holdingCompanyId);

    if (plan.consumer) {
      for (let i = 0; i < plan.cardholders; i++) this.household(company, plan, system.userid);
    } else {
      const control = this.entity(company, company.accountId, 'Control', company.companyName, 'Control', {
        status: 'OPEN',
        creditLimit: company.processorFigures.creditLimit,
      });
      for (let i = 0; i < plan.cardholders; i++) {
        const roll = rng.next();
        const type: AccountEntityType = roll < 0.08 ? 'Ghost Sub' : roll < 0.16 && plan.virtualCards ? 'Virtual Sub' : 'Sub';
        const first = rng.pick(FIRST_NAMES);
        const last = rng.pick(LAST_NAMES);
        const pending = type === 'Sub' && rng.chance(0.03);
        const e = this.entity(
          company,
          company.accountId,
          type,
          type === 'Ghost Sub' ? 'Ghost' : first,
          type === 'Ghost Sub' ? `Card ${i + 1}` : last,
          {
            parent: control.accountEntityId,
            status: pending ? 'PENDING' : undefined,
          },
        );
        if (!pending) this.card(e, plan.productTypeCode, type === 'Ghost Sub' ? 'GHOST' : type === 'Virtual Sub' ? 'VIRTUAL' : 'PHYSICAL');
        if (type === 'Sub' && !pending && rng.chance(0.7)) {
          this.user(company, {
            username: `${first}.${last}.${e.accountEntityId}`.toLowerCase(),
            firstname: first,
            lastname: last,
            userType: 'CARDMEMBER',
            roles: [ROLE.cardmember],
            entity: e,
            status: this.status(),
            createdBy: rng.chance(0.3) ? system.userid : null,
          });
        }
      }
      // The company's pooled points are redeemed by one card-carrying Sub (the Control has no card to act on).
      const redeemer = this.world.entities
        .by('account', company.accountId)
        .find((e) => e.accountEntityType === 'Sub' && e.cardId !== null && e.status === 'OPEN' && e.userid === null);
      if (redeemer) {
        redeemer.consolidatorRedeemer = true;
        control.consolidatorRedeemer = false;
      }
      for (let i = 0; i < plan.admins; i++) {
        const first = rng.pick(FIRST_NAMES);
        const last = rng.pick(LAST_NAMES);
        this.user(company, {
          username: `${first}.${last}.pa${this.ids.userid}`.toLowerCase(),
          firstname: first,
          lastname: last,
          userType: 'PROGRAM ADMIN',
          roles: [rng.pick(PA_ROLES)],
          status: this.status(),
          createdBy: rng.chance(0.4) ? system.userid : null,
        });
      }
    }
  }

  private status(): UserStatus {
    const r = this.rng.next();
    return r < 0.75 ? 'ACTIVE' : r < 0.87 ? 'PENDING' : r < 0.95 ? 'INACTIVE' : 'DELETED';
  }

  private household(company: CompanyRecord, plan: CompanyPlan, systemUserid: number): void {
    const rng = this.rng;
    const accountId = this.ids.account++;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const roll = rng.next();
    const leadType: AccountEntityType = roll < 0.45 ? 'Individual' : roll < 0.65 ? 'Joint' : 'Primary';
    const lead = this.entity(company, accountId, leadType, first, last);
    this.card(lead, plan.productTypeCode, 'PHYSICAL');
    if (rng.chance(0.7)) {
      this.user(company, {
        username: `${first}.${last}.${lead.accountEntityId}`.toLowerCase(),
        firstname: first,
        lastname: last,
        userType: 'CARDMEMBER',
        roles: [ROLE.cardmember],
        entity: lead,
        status: this.status(),
        createdBy: rng.chance(0.1) ? systemUserid : null,
      });
    }
    if (leadType === 'Primary') {
      const second = this.entity(company, accountId, rng.chance(0.5) ? 'Secondary' : 'Authorized', rng.pick(FIRST_NAMES), last, {
        parent: lead.accountEntityId,
        creditLimit: lead.creditLimit,
      });
      second.status = lead.status;
      this.card(second, plan.productTypeCode, 'PHYSICAL');
    }
  }

  demoUser(company: CompanyRecord, plan: CompanyPlan, d: DemoUserDef, holdingCompanyId: number | null): void {
    if (d.kind === 'cardholder') {
      const consumer = plan.consumer;
      const accountId = consumer ? this.ids.account++ : company.accountId;
      const type = d.entityType ?? 'Primary';
      // A Sub hangs under the company's control account (seeded with the company, before a late demo user).
      const parent =
        type === 'Sub'
          ? (this.world.entities.by('company', company.companyId).find((x) => x.accountEntityType === 'Control')?.accountEntityId ?? null)
          : null;
      const e = this.entity(company, accountId, type, d.firstname, d.lastname, { status: 'OPEN', creditLimit: 12_000, parent });
      e.recentAddressChange = false;
      e.recentCardReplacementRequest = false;
      e.consolidatorRedeemer = true;
      this.card(e, plan.productTypeCode, type === 'Virtual Sub' ? 'VIRTUAL' : 'PHYSICAL', 'OPEN').activated = true;
      this.user(company, {
        username: d.username,
        firstname: d.firstname,
        lastname: d.lastname,
        userType: 'CARDMEMBER',
        roles: d.roles,
        entity: e,
        needs2fa: d.needs2fa ?? false,
      });
      for (const admin of d.assignedTo ?? []) {
        const a = this.world.userByLogin(company.brand, admin);
        if (a && !a.managedAccountEntityIds.includes(e.accountEntityId))
          a.managedAccountEntityIds = [e.accountEntityId, ...a.managedAccountEntityIds];
      }
      if (type === 'Primary') {
        const auth = this.entity(company, accountId, 'Authorized', 'Jamie', d.lastname, {
          status: 'OPEN',
          parent: e.accountEntityId,
          creditLimit: 12_000,
        });
        this.card(auth, plan.productTypeCode, 'PHYSICAL', 'OPEN');
      }
      return;
    }
    this.user(company, {
      username: d.username,
      firstname: d.firstname,
      lastname: d.lastname,
      userType: 'PROGRAM ADMIN',
      roles: d.roles,
      holdingCompanyId: d.holdingCompany ? holdingCompanyId : null,
    });
  }
}
