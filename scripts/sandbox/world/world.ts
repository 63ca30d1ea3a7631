import { CardVault } from './cardNumbers.js';
import { Collection } from './collection.js';
import type {
  AuditRecord,
  AutopayRecord,
  BrandRecord,
  CardRecord,
  CompanyRecord,
  ContactRecord,
  ControlRecord,
  EntityRecord,
  FleetCodesRecord,
  HoldingCompanyRecord,
  MccGroupRecord,
  PaymentAccountRecord,
  PaymentRecord,
  RedemptionRecord,
  ReplacementRequestRecord,
  RewardAccountRecord,
  UserRecord,
  VendorPaymentRecord,
  VendorRecord,
  ExpenseReportRecord,
  OfferRecord,
  ReceiptRecord,
  ExpenseSettingsRecord,
  GlAccountRecord,
} from './types.js';

/** Every collection of the sandbox's world, with the indexes the calls need. */
export class World {
  readonly vault: CardVault;
  readonly brands = new Collection<BrandRecord>('brands', (b) => b.brand).index('id', (b) => b.brandId);
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
  readonly paymentAccounts = new Collection<PaymentAccountRecord>('paymentAccounts', (p) => p.paymentAccountId).index(
    'account',
    (p) => p.accountId,
  );
  readonly payments = new Collection<PaymentRecord>('payments', (p) => p.paymentId).index('account', (p) => p.accountId);
  readonly autopay = new Collection<AutopayRecord>('autopay', (a) => a.accountId);
  readonly rewardAccounts = new Collection<RewardAccountRecord>('rewardAccounts', (r) => r.accountId);
  readonly redemptions = new Collection<RedemptionRecord>('redemptions', (r) => r.redemptionId).index('account', (r) => r.accountId);
  readonly controls = new Collection<ControlRecord>('controls', (c) => c.controlId)
    .index('company', (c) => c.companyId)
    .index('entity', (c) => c.accountEntityId);
  readonly contacts = new Collection<ContactRecord>('contacts', (c) => c.contactId).index('company', (c) => c.companyId);
  readonly mccGroups = new Collection<MccGroupRecord>('mccGroups', (g) => g.mccGroupId).index('company', (g) => g.companyId);
  readonly vendors = new Collection<VendorRecord>('vendors', (v) => v.vendorId)
    .index('company', (v) => v.companyId)
    .index('key', (v) => v.enrollmentKey);
  readonly vendorPayments = new Collection<VendorPaymentRecord>('vendorPayments', (p) => p.paymentId)
    .index('company', (p) => p.companyId)
    .index('vendor', (p) => p.vendorId)
    .index('card', (p) => p.cardId);
  readonly audit = new Collection<AuditRecord>('audit', (a) => a.auditId).index('company', (a) => a.companyId);
  readonly replacementRequests = new Collection<ReplacementRequestRecord>('replacementRequests', (r) => r.requestId);
  readonly expenseReports = new Collection<ExpenseReportRecord>('expenseReports', (r) => r.reportId)
    .index('company', (r) => r.companyId)
    .index('entity', (r) => r.accountEntityId);
  readonly offers = new Collection<OfferRecord>('offers', (o) => o.offerId).index('entity', (o) => o.accountEntityId);
  readonly receipts = new Collection<ReceiptRecord>('receipts', (r) => r.receiptId).index('entity', (r) => r.accountEntityId);
  readonly expenseSettings = new Collection<ExpenseSettingsRecord>('expenseSettings', (s) => s.companyId);
  readonly glAccounts = new Collection<GlAccountRecord>('glAccounts', (g) => g.glAccountId).index('company', (g) => g.companyId);
  readonly fleetCodes = new Collection<FleetCodesRecord>('fleetCodes', (f) => f.accountEntityId);

  constructor(
    readonly seed: number,
    readonly asOf: Date,
  ) {
    this.vault = new CardVault(seed);
  }

  /** Every persisted collection, by name. */
  collections(): Collection<object>[] {
    return [
      this.brands,
      this.holdingCompanies,
      this.companies,
      this.entities,
      this.cards,
      this.users,
      this.paymentAccounts,
      this.payments,
      this.autopay,
      this.rewardAccounts,
      this.redemptions,
      this.controls,
      this.contacts,
      this.mccGroups,
      this.vendors,
      this.vendorPayments,
      this.audit,
      this.replacementRequests,
      this.expenseReports,
      this.offers,
      this.receipts,
      this.expenseSettings,
      this.glAccounts,
      this.fleetCodes,
    ] as unknown as Collection<object>[];
  }

  userByLogin(brand: string, username: string): UserRecord | undefined {
    return this.users.first('login', `${brand}\u0000${username.toLowerCase()}`);
  }

  cardByRef(ref: string): CardRecord | undefined {
    return this.cards.first('encrypted', ref);
  }

  cardOf(entity: EntityRecord): CardRecord | undefined {
    return entity.cardId === null ? undefined : this.cards.get(entity.cardId);
  }
}
