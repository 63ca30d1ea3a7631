import * as z from 'zod/mini';
import { Address, dataEnvelope } from './common.js';

/**
 * Company (spec §3). With `useProcessorData=true` the figures (availableCardBalance, availableCredit,
 * outstandingBalance, creditLimit) are the processor's, which override the portal database's.
 */
export const Company = z.object({
  companyId: z.number(),
  companyName: z.string(),
  brand: z.string(),
  productTypeCode: z.number(),
  holdingCompanyId: z.nullable(z.number()),
  expenseReportingEnabled: z.boolean(),
  activationAcknowledgement: z.boolean(),
  companyVirtualCard: z.object({ virtualCardEnabled: z.boolean() }),
  payOptionType: z.enum(['CONSOLIDATED', 'INDIVIDUAL']),
  consolidateRewards: z.boolean(),
  availableCardBalance: z.number(),
  availableCredit: z.number(),
  creditLimit: z.number(),
  billingCycle: z.number(),
  outstandingBalance: z.number(),
  accountId: z.number(),
  status: z.string(),
  /** 'PROCESSOR' or 'DATABASE': where the figures came from. */
  dataSource: z.enum(['PROCESSOR', 'DATABASE']),
});
export type Company = z.infer<typeof Company>;

/** GET /searchcompany?companyId&useProcessorData */
export const SearchCompanyQuery = z.object({
  companyId: z.coerce.number().check(z.int()),
  useProcessorData: z.optional(z.enum(['true', 'false'])),
});
export const SearchCompanyResponse = dataEnvelope(Company);
export type SearchCompanyResponse = z.infer<typeof SearchCompanyResponse>;

/** GET /searchcompanyex?companyId: the company with contact, bank manager and address. */
export const CompanyEx = z.extend(Company, {
  address: Address,
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  bankManagerName: z.string(),
  bankManagerEmail: z.string(),
  accountCount: z.number(),
  cardCount: z.number(),
});
export type CompanyEx = z.infer<typeof CompanyEx>;
export const SearchCompanyExResponse = dataEnvelope(CompanyEx);
export type SearchCompanyExResponse = z.infer<typeof SearchCompanyExResponse>;

/** GET /company/virtualcard/{companyId} */
export const CompanyVirtualCardResponse = dataEnvelope(z.object({
  companyId: z.number(),
  virtualCardEnabled: z.boolean(),
  defaultVcUsesAllowed: z.number(),
  defaultVcValidDays: z.number(),
  vendorCount: z.number(),
}));
export type CompanyVirtualCardResponse = z.infer<typeof CompanyVirtualCardResponse>;

/** GET /company/expensereport/{companyId}/enabled */
export const ExpenseReportEnabledResponse = dataEnvelope(z.object({
  companyId: z.number(),
  expenseReportingEnabled: z.boolean(),
  activationAcknowledgement: z.boolean(),
}));
export type ExpenseReportEnabledResponse = z.infer<typeof ExpenseReportEnabledResponse>;
