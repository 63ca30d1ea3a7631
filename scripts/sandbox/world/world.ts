import { CardVault } from './cardNumbers.js';
import { Collection } from './collection.js';
import type { BrandRecord, CardRecord, CompanyRecord, EntityRecord, HoldingCompanyRecord, UserRecord } from './types.js';

/** Every collection of the sandbox's world, with the indexes the calls need. */
export class World {
  readonly vault: CardVault;
  readonly brands = new Collection<BrandRecord>('brands', (b) => b.brand);
  readonly holdingCompanies = new Collection<HoldingCompanyRecord>('holdingCompanies', (h) => h.holdingCompanyId);
  readonly companies = new Collection<CompanyRecord>('companies', (c) => c.companyId).index('brand', (c) => c.brand);
  readonly entities = new Collection<EntityRecord>('entities', (e) => e.accountEntityId)
    .index('company', (e) => e.companyId)
    .index('account', (e) => e.accountId)
    .index('user', (e) => e.userid);
  readonly cards = new Collection<CardRecord>('cards', (c) => c.cardId)
    .index('entity', (c) => c.accountEntityId)
    .index('encrypted', (c) => c.encrypted)
    .index('company', (c) => c.companyId);
  readonly users = new Collection<UserRecord>('users', (u) => u.userid)
    .index('login', (u) => `${u.brand}\u0000${u.username.toLowerCase()}`)
    .index('company', (u) => u.companyId)
    .index('holdingCompany', (u) => u.holdingCompanyId);

  constructor(readonly seed: number, readonly asOf: Date) {
    this.vault = new CardVault(seed);
  }

  /** Every persisted collection, by name. */
  collections(): Collection<object>[] {
    return [this.brands, this.holdingCompanies, this.companies, this.entities, this.cards, this.users] as Collection<object>[];
  }

  userByLogin(brand: string, username: string): UserRecord | undefined {
    return this.users.first('login', `${brand}\u0000${username.toLowerCase()}`);
  }

  cardByRef(ref: string): CardRecord | undefined {
    return this.cards.first('encrypted', ref);
  }
}
