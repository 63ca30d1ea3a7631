import type { Rng } from './prng.js';
import type { CompanySlot } from './demoUsers.js';
import { CITIES, COMPANY_KINDS, COMPANY_WORDS, LAST_NAMES, FIRST_NAMES, STREETS, STREET_KINDS } from './names.js';
import type { BrandRecord, CompanyFigures, CompanyRecord, HoldingCompanyRecord } from './types.js';

export interface CompanyPlan {
  slot: CompanySlot | 'holding2' | 'holding3' | 'intro' | 'secured';
  productTypeCode: number;
  label: string;
  /** Number of cardholder entities to generate. */
  cardholders: number;
  /** Number of extra program admin users to generate. */
  admins: number;
  expenseReporting: boolean;
  virtualCards: boolean;
  inHolding: boolean;
  consumer: boolean;
}

/**
 * Seven companies per brand, covering the docs/requirements.md#spec-9-constants product groups: rewards consumer (101), purchasing (108,
 * expense reporting + virtual cards), fleet (114), and a holding company over world elite (109),
 * purchasing-secured (116) and rewards non-consumer (112); plus intro rate (104) and consumer secured (117).
 */
export const COMPANY_PLANS: CompanyPlan[] = [
  {
    slot: 'consumer',
    productTypeCode: 101,
    label: 'Rewards Cardholders',
    cardholders: 240,
    admins: 0,
    expenseReporting: false,
    virtualCards: false,
    inHolding: false,
    consumer: true,
  },
  {
    slot: 'purchasing',
    productTypeCode: 108,
    label: '',
    cardholders: 220,
    admins: 60,
    expenseReporting: true,
    virtualCards: true,
    inHolding: false,
    consumer: false,
  },
  {
    slot: 'fleet',
    productTypeCode: 114,
    label: '',
    cardholders: 170,
    admins: 20,
    expenseReporting: false,
    virtualCards: false,
    inHolding: false,
    consumer: false,
  },
  {
    slot: 'holding',
    productTypeCode: 109,
    label: '',
    cardholders: 160,
    admins: 20,
    expenseReporting: true,
    virtualCards: true,
    inHolding: true,
    consumer: false,
  },
  {
    slot: 'holding2',
    productTypeCode: 116,
    label: '',
    cardholders: 170,
    admins: 15,
    expenseReporting: false,
    virtualCards: true,
    inHolding: true,
    consumer: false,
  },
  {
    slot: 'holding3',
    productTypeCode: 112,
    label: '',
    cardholders: 170,
    admins: 15,
    expenseReporting: false,
    virtualCards: false,
    inHolding: true,
    consumer: false,
  },
  {
    slot: 'intro',
    productTypeCode: 104,
    label: '',
    cardholders: 170,
    admins: 15,
    expenseReporting: false,
    virtualCards: false,
    inHolding: false,
    consumer: false,
  },
  {
    slot: 'secured',
    productTypeCode: 117,
    label: 'Secured Cardholders',
    cardholders: 180,
    admins: 0,
    expenseReporting: false,
    virtualCards: false,
    inHolding: false,
    consumer: true,
  },
];

export const companyIdFor = (brand: BrandRecord, planIndex: number): number => brand.brandId * 1000 + 101 + planIndex;
export const holdingCompanyIdFor = (brand: BrandRecord): number => 9000 + brand.brandId;
export const accountIdForCompany = (companyId: number): number => companyId * 10;

function figures(rng: Rng, creditLimit: number): CompanyFigures {
  const outstanding = rng.money(creditLimit * 0.1, creditLimit * 0.6);
  return {
    creditLimit,
    outstandingBalance: outstanding,
    availableCredit: Math.round((creditLimit - outstanding) * 100) / 100,
    availableCardBalance: Math.round((creditLimit - outstanding) * 100) / 100,
  };
}

/**
 * `holdingRng` is the holding company's own stream (its contact and addresses, added later), so the companies
 * and everything seeded after them stay as they were.
 */
export function seedCompanies(
  brand: BrandRecord,
  rng: Rng,
  holdingRng: Rng,
): { companies: CompanyRecord[]; holding: HoldingCompanyRecord } {
  const holdingCompanyId = holdingCompanyIdFor(brand);
  const companies = COMPANY_PLANS.map((plan, i): CompanyRecord => {
    const companyId = companyIdFor(brand, i);
    const [city, state, zip] = rng.pick(CITIES);
    const name = plan.consumer ? `${brand.brandValueDisplay} ${plan.label}` : `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_KINDS)}`;
    const creditLimit = plan.consumer ? 0 : rng.int(10, 200) * 5000;
    const processorFigures = figures(rng, creditLimit);
    // The portal's database lags behind the processor: older balance, so useProcessorData matters.
    const dbFigures = { ...processorFigures, outstandingBalance: Math.round(processorFigures.outstandingBalance * 0.9 * 100) / 100 };
    dbFigures.availableCredit = Math.round((creditLimit - dbFigures.outstandingBalance) * 100) / 100;
    dbFigures.availableCardBalance = dbFigures.availableCredit;
    const contactFirst = rng.pick(FIRST_NAMES);
    const contactLast = rng.pick(LAST_NAMES);
    return {
      companyId,
      brand: brand.brand,
      companyName: name,
      productTypeCode: plan.productTypeCode,
      holdingCompanyId: plan.inHolding ? holdingCompanyId : null,
      expenseReportingEnabled: plan.expenseReporting,
      activationAcknowledgement: plan.expenseReporting,
      virtualCardEnabled: plan.virtualCards,
      payOptionType: plan.consumer ? 'INDIVIDUAL' : 'CONSOLIDATED',
      consolidateRewards: !plan.consumer,
      billingCycle: rng.pick([1, 5, 10, 15, 20, 25]),
      dbFigures,
      processorFigures,
      address: {
        address1: `${rng.int(100, 9999)} Industrial Parkway`,
        address2: rng.chance(0.5) ? `Suite ${rng.int(100, 900)}` : '',
        city,
        state,
        zipCode: zip,
      },
      contactName: `${contactFirst} ${contactLast}`,
      contactEmail: `${contactFirst}.${contactLast}@company${companyId}.example`.toLowerCase(),
      contactPhone: `555-${String(rng.int(100, 999))}-${String(rng.int(1000, 9999))}`,
      bankManagerName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
      bankManagerEmail: `relationship.manager@${brand.brand}.example`,
      accountId: accountIdForCompany(companyId),
      status: 'ACTIVE',
    };
  });
  const contactFirst = holdingRng.pick(FIRST_NAMES);
  const contactLast = holdingRng.pick(LAST_NAMES);
  const address = (addressType: HoldingCompanyRecord['addresses'][number]['addressType']) => {
    const [city, state, zip5] = holdingRng.pick(CITIES);
    return {
      addressType,
      addressLine1: `${holdingRng.int(100, 9999)} ${holdingRng.pick(STREETS)} ${holdingRng.pick(STREET_KINDS)}`,
      addressLine2: holdingRng.chance(0.5) ? `Floor ${holdingRng.int(2, 40)}` : '',
      city,
      state,
      zip5,
    };
  };
  const headquarters = address('HEADQUARTERS');
  const holding: HoldingCompanyRecord = {
    holdingCompanyId,
    brand: brand.brand,
    name: `${brand.brandValueDisplay} Holdings Group`,
    companyIds: companies.filter((c) => c.holdingCompanyId === holdingCompanyId).map((c) => c.companyId),
    status: 'ACTIVE',
    contactName: `${contactFirst} ${contactLast}`,
    contactEmail: `${contactFirst}.${contactLast}@holdings${holdingCompanyId}.example`.toLowerCase(),
    contactPhone: `555-${String(holdingRng.int(100, 999))}-${String(holdingRng.int(1000, 9999))}`,
    // Mail goes to the headquarters; invoices to a separate billing office.
    addresses: [headquarters, { ...headquarters, addressType: 'MAILING' }, address('BILLING')],
  };
  return { companies, holding };
}
