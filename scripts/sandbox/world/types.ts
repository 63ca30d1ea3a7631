/** The sandbox's internal world model. What leaves the sandbox is shaped by `shared/contract`. */

export type UserType = 'CARDMEMBER' | 'PROGRAM ADMIN';
export type UserStatus = 'ACTIVE' | 'PENDING' | 'INACTIVE' | 'DELETED';
export type AccountEntityType =
  | 'Authorized' | 'Control' | 'Ghost Sub' | 'Individual' | 'Joint' | 'Primary' | 'Secondary' | 'Sub' | 'Virtual Sub';

export interface Address {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface BrandAddress {
  addressType: 'MAILING' | 'PAYMENT' | 'OVERNIGHT' | 'CUSTOMER_SERVICE';
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip5: string;
  phone: string;
}

export interface BrandRecord {
  brandId: number;
  brand: string;
  brandValueDisplay: string;
  reportingUrl: string;
  phone: string;
  email: string;
  addresses: BrandAddress[];
  /** SSO transaction ids seeded for this brand → username. */
  ssoTransactions: Record<string, string>;
}

export interface HoldingCompanyRecord {
  holdingCompanyId: number;
  brand: string;
  name: string;
  companyIds: number[];
}

export interface CompanyFigures {
  availableCardBalance: number;
  availableCredit: number;
  outstandingBalance: number;
  creditLimit: number;
}

export interface CompanyRecord {
  companyId: number;
  brand: string;
  companyName: string;
  productTypeCode: number;
  holdingCompanyId: number | null;
  expenseReportingEnabled: boolean;
  activationAcknowledgement: boolean;
  virtualCardEnabled: boolean;
  payOptionType: 'CONSOLIDATED' | 'INDIVIDUAL';
  consolidateRewards: boolean;
  billingCycle: number;
  /** What the portal's own database has (stale). */
  dbFigures: CompanyFigures;
  /** What the processor says (authoritative when useProcessorData). */
  processorFigures: CompanyFigures;
  address: Address;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  bankManagerName: string;
  bankManagerEmail: string;
  accountId: number;
  status: 'ACTIVE';
}

export interface EntityRecord {
  accountEntityId: number;
  accountId: number;
  companyId: number;
  brand: string;
  accountEntityType: AccountEntityType;
  parentEntityId: number | null;
  userid: number | null;
  firstName: string;
  lastName: string;
  cardId: number | null;
  /** Entity status: OPEN, CLOSED, ... (externalStatus is the processor's code). */
  status: 'OPEN' | 'CLOSED' | 'ACTIVE' | 'PENDING';
  externalStatus: string;
  externalStatusCommonName: string;
  udf1: string;
  udf2: string;
  udf3: string;
  creditLimit: number;
  currentBalance: number;
  address: Address;
  email: string;
  phone: string;
  recentAddressChange: boolean;
  recentCardReplacementRequest: boolean;
  consolidatorRedeemer: boolean;
  paperless: boolean;
  registered: boolean;
  openedDate: string;
}

export interface CardRecord {
  cardId: number;
  accountEntityId: number;
  companyId: number;
  brand: string;
  /** Full PAN: never leaves the sandbox except through the vault. */
  pan: string;
  encrypted: string;
  last4: string;
  expiry: string;
  cardKind: 'PHYSICAL' | 'VIRTUAL' | 'GHOST';
  externalCardStatus: string;
  externalCardStatusCommonName: string;
  plasticCount: number;
  activated: boolean;
  locked: boolean;
}

export interface UserRecord {
  userid: number;
  username: string;
  password: string;
  brand: string;
  userType: UserType;
  companyId: number | null;
  holdingCompanyId: number | null;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  roles: string[];
  /** Scopes per role name. */
  scopesByRole: Record<string, string[]>;
  authorityLimit: number | null;
  status: UserStatus;
  needs2fa: boolean;
  accountEntityId: number | null;
  managedAccountEntityIds: number[];
  /** Internal API users are shown as SYSTEM. */
  internal: boolean;
  createdBy: number | null;
  createdDate: string;
  lastLoginDate: string | null;
}
