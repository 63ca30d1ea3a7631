import * as z from 'zod/mini';
import { dataEnvelope, dataList } from './common.js';

/** GET /v1/expensereport/company/{companyId}/defaults */
export const ExpenseReportDefaultsResponse = dataEnvelope(z.object({
  companyId: z.number(),
  approvalLevels: z.number(),
  receiptRequiredOver: z.number(),
  autoSubmitDayOfMonth: z.nullable(z.number()),
  defaultGlAccountId: z.nullable(z.number()),
  reportNamePattern: z.string(),
  currency: z.literal('USD'),
  reviewDays: z.number(),
}));
export type ExpenseReportDefaultsResponse = z.infer<typeof ExpenseReportDefaultsResponse>;

export const GlAccount = z.object({ glAccountId: z.number(), code: z.string(), description: z.string(), active: z.boolean() });
/** GET /v1/expensereport/company/{companyId}/glaccounts */
export const GlAccountsResponse = dataList(GlAccount);
export type GlAccountsResponse = z.infer<typeof GlAccountsResponse>;
