/** The sandbox's internal world model. What leaves the sandbox is shaped by `shared/contract`. */

export type UserType = 'CARDMEMBER' | 'PROGRAM ADMIN';
export type UserStatus = 'ACTIVE' | 'PENDING' | 'INACTIVE' | 'DELETED';
export type AccountEntityType =
  'Authorized' | 'Control' | 'Ghost Sub' | 'Individual' | 'Joint' | 'Primary' | 'Secondary' | 'Sub' | 'Virtual Sub';

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
  /** The client's rewards program as the platform knows it (`rewarddescription`, the redeem calls). */
  rewardsProgram: RewardsProgramRecord;
}

export interface RewardsProgramRecord {
  variant: 'pnfp' | 'grizzlies' | 'communitycard' | 'bhg' | 'bhgmore' | 'default';
  programName: string;
  /** How points are earned, in one sentence. */
  description: string;
  earnRatePerDollar: number;
  /** Points that make $1 when redeemed. */
  pointsPerDollarRedeemed: number;
  /** Smallest redemption of each kind, in dollars; giveBack null: the program has no GiveBack. */
  minimums: { statementCredit: number; directDeposit: number; giveBack: number | null };
}

export interface HoldingCompanyRecord {
  holdingCompanyId: number;
  brand: string;
  name: string;
  companyIds: number[];
  status: 'ACTIVE';
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  addresses: Array<{
    addressType: 'HEADQUARTERS' | 'MAILING' | 'BILLING';
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    zip5: string;
  }>;
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
  /** Where a bulk-shipping product's cards are mailed; missing means the company's address. */
  shipTo?: 'COMPANY' | 'CARDHOLDER';
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
  /** Set by a registration email; seeded PENDING admins get a derived one (see registrationTokenOf). */
  registrationToken?: string | null;
  /** Name suffix (docs/requirements.md#spec-3-entities lookup); absent or '' when none. */
  suffix?: string;
}

export interface PaymentAccountRecord {
  paymentAccountId: number;
  accountId: number;
  nickname: string;
  bankName: string;
  accountType: 'checking' | 'savings';
  accountNumber: string;
  routingNumber: string;
  status: 'active' | 'inactive';
}

export interface PaymentRecord {
  paymentId: number;
  accountId: number;
  cardId: number;
  paymentAccountId: number;
  amount: number;
  paymentDate: string;
  status: 'pending' | 'submitted' | 'complete' | 'cancelled';
  confirmationNumber: string;
  autopay: boolean;
  createdAt: string;
  createdBy: number;
}

export interface AutopayRecord {
  accountId: number;
  enrolled: boolean;
  paymentAccountId: number | null;
  amountType: 'MINIMUM' | 'STATEMENT' | 'FIXED' | null;
  fixedAmount: number | null;
  daysBeforeDue: number | null;
}

export interface RewardAccountRecord {
  accountId: number;
  pointsBalance: number;
}

export interface RedemptionRecord {
  redemptionId: number;
  accountId: number;
  cardId: number;
  redemptionType: 'DIRECT_DEPOSIT' | 'STATEMENT_CREDIT' | 'GIVEBACK';
  amount: number;
  points: number;
  redemptionDate: string;
  status: 'pending' | 'complete';
  confirmationNumber: string;
}

export interface ControlRecord {
  controlId: number;
  spendControlAlertTypeId: number;
  brand: string;
  companyId: number | null;
  accountEntityId: number | null;
  encryptedCardNumber: string | null;
  contactIds: number[];
  controlAttributes: Record<string, string | number | boolean>;
  status: 'On' | 'Off';
  createdDate: string;
}

/** A fleet card's codes as changed through the API (the seed's are derived per account until then). */
export interface FleetCodesRecord {
  accountEntityId: number;
  companyId: number;
  vehicle: { code: string; description: string };
  driver: { code: string; description: string };
  prompts: { driverIdRequired: boolean; odometerRequired: boolean; fuelOnly: boolean };
  updatedDate: string;
  updatedBy: number;
}

export interface ContactRecord {
  contactId: number;
  companyId: number;
  name: string;
  type: 'EMAIL' | 'SMS';
  value: string;
}

export interface MccGroupRecord {
  mccGroupId: number;
  name: string;
  description: string;
  provider: string;
  category: 'Standard' | 'Custom';
  companyId: number | null;
  brand: string | null;
  mccCodeRanges: Array<{ startMccCode: string; endMccCode: string }>;
}

export type VendorStatus = 'ACTIVE' | 'DELETED' | 'PENDING' | 'INACTIVE';

export interface VendorRecord {
  vendorId: number;
  companyId: number;
  brand: string;
  legalName: string;
  shortName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateOrProvince: string;
  postalCode: string;
  contactFirstname: string;
  contactLastname: string;
  contactEmail: string;
  contactEmail2: string;
  contactEmail3: string;
  contactEmail4: string;
  contactPhone: string;
  companyContactName: string;
  companyContactEmail: string;
  companyContactPhone: string;
  defaultVcUsesAllowed: number;
  defaultVcValidDays: number | null;
  tolerancePercent: number;
  invoiceAmountOnly: boolean;
  bypassVCSecureCode: boolean;
  notes: string;
  status: VendorStatus;
  /** Plain security code; only ever answered encrypted (vault) or checked. */
  securityCode: string;
  enrollmentKey: string;
  bankAccountNumber: string;
  routingNumber: string;
  createdDate: string;
  enrolledDate: string | null;
}

export interface VendorPaymentRecord {
  paymentId: number;
  companyId: number;
  vendorId: number;
  cardId: number;
  amount: number;
  invoiceNumber: string;
  memo: string;
  usesAllowed: number;
  usesRemaining: number;
  validTo: string | null;
  status: 'Not Used' | 'Used' | 'closed';
  createdDate: string;
  emailSentDate: string | null;
}

export type AuditAction =
  'CREATED' | 'UPDATED' | 'DELETED' | 'ROLE_CHANGED' | 'STATUS_CHANGED' | 'REGISTRATION_EMAIL' | 'REGISTERED' | 'MANAGED_ACCOUNTS';

export interface AuditRecord {
  auditId: number;
  userid: number;
  companyId: number;
  action: AuditAction;
  detail: string;
  changedBy: number;
  changedDate: string;
}

export interface ReplacementRequestRecord {
  requestId: string;
  cardId: number;
  reason: string;
  requestedBy: number;
  requestedAt: string;
}

export type ExpenseStatus = 'draft' | 'submitted' | 'mgr-approved' | 'acctg-approved' | 'complete';

export interface ExpenseLineRecord {
  transactionId: string;
  transactionDate: string;
  merchantName: string;
  merchantCategoryCode: string;
  amount: number;
  glAccountId: number | null;
  memo: string;
  /** The receipt attached to the line (a record of `receipts`), or null. */
  receiptId: string | null;
}

export interface ExpenseReportRecord {
  reportId: number;
  companyId: number;
  brand: string;
  accountEntityId: number;
  name: string;
  status: ExpenseStatus;
  lines: ExpenseLineRecord[];
  createdDate: string;
  submittedDate: string | null;
  history: Array<{ status: ExpenseStatus; by: number | null; at: string; note: string }>;
}

export interface OfferRecord {
  offerId: string;
  brand: string;
  accountEntityId: number;
  kind: 'PREEMPTIVE' | 'INTERSTITIAL' | 'INFORMATIONAL';
  title: string;
  summary: string;
  details: string[];
  terms: string;
  creditLimitIncrease: number | null;
  status: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'ACKNOWLEDGED';
  offeredDate: string;
  expiresDate: string;
  answeredDate: string | null;
  answeredBy: number | null;
}

export type ReceiptContentType = 'image/jpeg' | 'image/png' | 'image/heic' | 'application/pdf';

/** A receipt file's record; its bytes live in the data directory (services/receiptFiles.ts). */
export interface ReceiptRecord {
  receiptId: string;
  brand: string;
  companyId: number;
  accountEntityId: number;
  uploadedBy: number | null;
  fileName: string;
  contentType: ReceiptContentType;
  size: number;
  uploadedDate: string;
  /** Seeded receipts: no stored bytes, the document is drawn from the purchase (services/receiptDocument.ts). */
  generated: { merchantName: string; transactionDate: string; amount: number } | null;
}

/** A company's expense reporting settings (the defaults call). */
export interface ExpenseSettingsRecord {
  companyId: number;
  managerApproval: boolean;
  accountingApproval: boolean;
  receiptRequiredOver: number | null;
  autoSubmitDayOfMonth: number | null;
  defaultGlAccountId: number | null;
  reportNamePattern: string;
  reviewDays: number;
}

export interface GlAccountRecord {
  glAccountId: number;
  companyId: number;
  code: string;
  description: string;
  active: boolean;
}
