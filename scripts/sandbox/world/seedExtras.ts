import { BANK_NAMES, generateRouting } from './bank.js';
import { COMPANY_KINDS, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, CITIES, STREETS } from './names.js';
import { STANDARD_MCC_GROUPS } from './mccGroups.js';
import type { Rng } from './prng.js';
import { isRewardsProduct } from '../../../shared/permissions/productCodes.js';
import type { AuditAction, CompanyRecord, EntityRecord, VendorStatus } from './types.js';
import type { PeopleSeeder } from './seedPeople.js';
import type { World } from './world.js';

export interface ExtraIds {
  paymentAccount: number;
  control: number;
  vendor: number;
  vendorPayment: number;
  audit: number;
  mccGroup: number;
  expenseReport: number;
}

const iso = (asOf: Date, daysAgo: number): string => new Date(asOf.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export function seedStandardMccGroups(world: World): void {
  for (const g of STANDARD_MCC_GROUPS) world.mccGroups.seed(g);
}

/** Payment accounts, autopay, rewards, controls, contacts, MCC groups, vendors, vendor payments and audit of one company. */
export function seedCompanyExtras(world: World, company: CompanyRecord, rng: Rng, ids: ExtraIds, people: PeopleSeeder): void {
  const asOf = world.asOf;
  const entities = world.entities.by('company', company.companyId);
  const rewards = isRewardsProduct(company.productTypeCode);

  // Payment accounts and autopay, per account (consumer households; the company account once).
  const accounts = new Set(entities.map((e) => e.accountId));
  for (const accountId of accounts) {
    const n = rng.int(1, 2);
    let first: number | null = null;
    for (let i = 0; i < n; i++) {
      const id = ids.paymentAccount++;
      first ??= id;
      world.paymentAccounts.seed({
        paymentAccountId: id,
        accountId,
        nickname: i === 0 ? 'Everyday Checking' : 'Savings',
        bankName: rng.pick(BANK_NAMES),
        accountType: i === 0 ? 'checking' : 'savings',
        accountNumber: String(rng.int(10_000_000, 99_999_999)) + String(rng.int(10, 99)),
        routingNumber: generateRouting(rng),
        status: 'active',
      });
    }
    const enrolled = rng.chance(0.3);
    world.autopay.seed({
      accountId,
      enrolled,
      paymentAccountId: enrolled ? first : null,
      amountType: enrolled ? rng.pick(['MINIMUM', 'STATEMENT', 'FIXED'] as const) : null,
      fixedAmount: null,
      daysBeforeDue: enrolled ? rng.int(0, 5) : null,
    });
    const a = world.autopay.get(accountId);
    if (a?.amountType === 'FIXED') a.fixedAmount = rng.int(5, 50) * 10;
    if (rewards) world.rewardAccounts.seed({ accountId, pointsBalance: rng.int(2_000, 90_000) });
  }

  // Contacts of the company (alert recipients).
  for (let i = 0; i < 5; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const sms = i % 2 === 1;
    world.contacts.seed({
      contactId: company.companyId * 100 + i + 1,
      companyId: company.companyId,
      name: `${first} ${last}`,
      type: sms ? 'SMS' : 'EMAIL',
      value: sms ? `555-${rng.int(200, 999)}-${rng.int(1000, 9999)}` : `${first}.${last}@company${company.companyId}.example`.toLowerCase(),
    });
  }

  // Controls: some entity-level, a few company-level.
  const commercial = !entities.some((e) => e.accountEntityType === 'Primary' || e.accountEntityType === 'Individual');
  const contactIds = [company.companyId * 100 + 1];
  for (const e of entities) {
    if (e.accountEntityType === 'Virtual Sub' || e.cardId === null || !rng.chance(0.12)) continue;
    const typeId = commercial ? rng.pick([1, 3, 7, 8, 9, 11]) : rng.pick([1, 2, 3, 5, 8]);
    world.controls.seed({
      controlId: ids.control++,
      spendControlAlertTypeId: typeId,
      brand: company.brand,
      companyId: company.companyId,
      accountEntityId: e.accountEntityId,
      encryptedCardNumber: world.cards.get(e.cardId)?.encrypted ?? null,
      contactIds: commercial ? contactIds : [],
      controlAttributes: attributesFor(typeId, rng),
      status: rng.chance(0.85) ? 'On' : 'Off',
      createdDate: iso(asOf, rng.int(1, 400)),
    });
  }
  if (commercial) {
    for (const typeId of [4, 11]) {
      world.controls.seed({
        controlId: ids.control++,
        spendControlAlertTypeId: typeId,
        brand: company.brand,
        companyId: company.companyId,
        accountEntityId: null,
        encryptedCardNumber: null,
        contactIds,
        controlAttributes: {},
        status: 'On',
        createdDate: iso(asOf, rng.int(30, 400)),
      });
    }
    // A custom MCC group cloned from a standard one.
    world.mccGroups.seed({
      mccGroupId: ids.mccGroup++,
      name: 'Travel (company)',
      description: 'Airlines, lodging and car rental',
      provider: 'VISA',
      category: 'Custom',
      companyId: company.companyId,
      brand: company.brand,
      mccCodeRanges: [
        { startMccCode: '3000', endMccCode: '3999' },
        { startMccCode: '4511', endMccCode: '4511' },
        { startMccCode: '7011', endMccCode: '7011' },
      ],
    });
  }

  if (company.virtualCardEnabled) seedVendors(world, company, rng, ids, people, entities);
  seedAudit(world, company, rng, ids);
}

function attributesFor(typeId: number, rng: Rng): Record<string, string | number | boolean> {
  if (typeId === 1 || typeId === 6 || typeId === 8) return { amount: rng.int(1, 20) * 50 };
  if (typeId === 9) return { amount: rng.int(5, 40) * 100 };
  if (typeId === 7) return { mccGroupId: rng.pick([7, 14, 15]) };
  return {};
}

const VENDOR_STATUSES: VendorStatus[] = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'PENDING', 'INACTIVE', 'DELETED'];

function seedVendors(world: World, company: CompanyRecord, rng: Rng, ids: ExtraIds, people: PeopleSeeder, entities: EntityRecord[]): void {
  const asOf = world.asOf;
  const holder =
    entities.find((e) => e.accountEntityType === 'Virtual Sub' && e.userid === null) ??
    entities.find((e) => e.accountEntityType === 'Virtual Sub');
  for (let i = 0; i < 24; i++) {
    const status = VENDOR_STATUSES[i % VENDOR_STATUSES.length] as VendorStatus;
    const word = rng.pick(COMPANY_WORDS);
    const kind = rng.pick(COMPANY_KINDS);
    const [city, state, zip] = rng.pick(CITIES);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const vendorId = ids.vendor++;
    const created = rng.int(10, 700);
    world.vendors.seed({
      vendorId,
      companyId: company.companyId,
      brand: company.brand,
      legalName: `${word} ${kind} LLC`,
      shortName: `${word} ${kind}`.slice(0, 40),
      addressLine1: `${rng.int(10, 9999)} ${rng.pick(STREETS)} Street`,
      addressLine2: rng.chance(0.3) ? `Suite ${rng.int(100, 999)}` : '',
      city,
      stateOrProvince: state,
      postalCode: zip,
      contactFirstname: first,
      contactLastname: last,
      contactEmail: `ap@${word}${kind}.example`.toLowerCase().replace(/[^a-z0-9@.]/g, ''),
      contactEmail2: rng.chance(0.3) ? `${first}.${last}@vendor.example`.toLowerCase() : '',
      contactEmail3: '',
      contactEmail4: '',
      contactPhone: `555-${rng.int(200, 999)}-${rng.int(1000, 9999)}`,
      companyContactName: company.contactName,
      companyContactEmail: company.contactEmail,
      companyContactPhone: company.contactPhone,
      defaultVcUsesAllowed: rng.int(1, 5),
      defaultVcValidDays: rng.chance(0.2) ? null : rng.pick([30, 60, 90]),
      tolerancePercent: rng.pick([0, 0, 5, 10]),
      invoiceAmountOnly: rng.chance(0.3),
      bypassVCSecureCode: rng.chance(0.1),
      notes: rng.chance(0.3) ? 'Net 30 terms.' : '',
      status,
      securityCode: String(rng.int(100_000, 999_999)),
      enrollmentKey: `v${vendorId.toString(36)}${rng.int(1e6, 9e6).toString(36)}`,
      bankAccountNumber: String(rng.int(10_000_000, 99_999_999)),
      routingNumber: generateRouting(rng),
      createdDate: iso(asOf, created),
      enrolledDate: status === 'ACTIVE' ? iso(asOf, created - 2) : null,
    });
    if (!holder || status === 'PENDING' || status === 'DELETED') continue;
    for (let p = rng.int(1, 3); p > 0; p--) {
      const card = people.card(holder, company.productTypeCode, 'VIRTUAL', 'OPEN');
      world.entities.seed(holder);
      const used = rng.chance(0.5);
      const uses = rng.int(1, 3);
      const daysAgo = rng.int(1, 300);
      world.vendorPayments.seed({
        paymentId: ids.vendorPayment++,
        companyId: company.companyId,
        vendorId,
        cardId: card.cardId,
        amount: rng.money(120, 25_000),
        invoiceNumber: `INV-${rng.int(10_000, 99_999)}`,
        memo: rng.chance(0.4) ? 'Monthly services' : '',
        usesAllowed: uses,
        usesRemaining: used ? 0 : uses,
        validTo: iso(asOf, daysAgo - 60),
        status: used ? 'Used' : daysAgo > 60 ? 'closed' : 'Not Used',
        createdDate: iso(asOf, daysAgo),
        emailSentDate: new Date(asOf.getTime() - daysAgo * 86_400_000 + 3_600_000).toISOString(),
      });
    }
  }
  // The holder's own card stays its primary card.
  if (holder) {
    const own = world.cards.by('entity', holder.accountEntityId)[0];
    if (own) holder.cardId = own.cardId;
  }
}

const AUDIT_ACTIONS: AuditAction[] = ['UPDATED', 'ROLE_CHANGED', 'STATUS_CHANGED', 'REGISTRATION_EMAIL', 'MANAGED_ACCOUNTS'];

function seedAudit(world: World, company: CompanyRecord, rng: Rng, ids: ExtraIds): void {
  const admins = world.users.by('company', company.companyId).filter((u) => u.userType === 'PROGRAM ADMIN');
  const system = admins.find((u) => u.internal);
  const manager = admins.find((u) => !u.internal && u.roles.includes('ROLE_ADMIN_MANAGER'));
  for (const u of admins) {
    if (u.internal) continue;
    const by = u.createdBy ?? manager?.userid ?? system?.userid ?? u.userid;
    world.audit.seed({
      auditId: ids.audit++,
      userid: u.userid,
      companyId: company.companyId,
      action: 'CREATED',
      detail: `User ${u.username} created`,
      changedBy: by,
      changedDate: `${u.createdDate}T14:00:00.000Z`,
    });
    if (!rng.chance(0.5)) continue;
    const action = rng.pick(AUDIT_ACTIONS);
    const detail =
      action === 'ROLE_CHANGED'
        ? `Role set to ${u.roles[0] ?? ''}`
        : action === 'STATUS_CHANGED'
          ? `Status set to ${u.status}`
          : action === 'REGISTRATION_EMAIL'
            ? 'Registration email sent'
            : action === 'MANAGED_ACCOUNTS'
              ? 'Managed accounts updated'
              : 'Profile updated';
    const changer = rng.chance(0.35) ? (system?.userid ?? by) : (manager?.userid ?? by);
    const when = new Date(world.asOf.getTime() - rng.int(1, 300) * 86_400_000 + rng.int(0, 86_399) * 1000).toISOString();
    world.audit.seed({
      auditId: ids.audit++,
      userid: u.userid,
      companyId: company.companyId,
      action,
      detail,
      changedBy: changer,
      changedDate: when,
    });
  }
}
