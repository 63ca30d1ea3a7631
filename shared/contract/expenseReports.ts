import * as z from 'zod/mini';
import { dataEnvelope, dataList, page } from './common.js';

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

/**
 * Expense reports (sandbox-designed: spec §7 lists only defaults, GL accounts, managed users and accounts, but
 * the portal's statuses — draft, submitted, mgr-approved, acctg-approved, complete — need reports to move).
 * Flow: the cardholder (or an admin for an assigned account) drafts a report from card transactions and
 * submits it; a manager approves (mgr-approved), accounting approves (acctg-approved) and exports (complete);
 * a reviewer may reject it back to draft with a note.
 */
export const ExpenseReportStatus = z.enum(['draft', 'submitted', 'mgr-approved', 'acctg-approved', 'complete']);
export type ExpenseReportStatus = z.infer<typeof ExpenseReportStatus>;

export const ExpenseLine = z.object({
  transactionId: z.string(),
  transactionDate: z.string(),
  merchantName: z.string(),
  merchantCategoryCode: z.string(),
  amount: z.number(),
  glAccountId: z.nullable(z.number()),
  memo: z.string(),
  receipt: z.boolean(),
});
export type ExpenseLine = z.infer<typeof ExpenseLine>;

export const ExpenseReport = z.object({
  reportId: z.number(),
  companyId: z.number(),
  accountEntityId: z.number(),
  ownerName: z.string(),
  cardNumberLast4: z.nullable(z.string()),
  name: z.string(),
  status: ExpenseReportStatus,
  total: z.number(),
  lines: z.array(ExpenseLine),
  createdDate: z.string(),
  submittedDate: z.nullable(z.string()),
  history: z.array(z.object({ status: ExpenseReportStatus, by: z.string(), at: z.string(), note: z.string() })),
});
export type ExpenseReport = z.infer<typeof ExpenseReport>;
export const ExpenseReportResponse = dataEnvelope(ExpenseReport);
export type ExpenseReportResponse = z.infer<typeof ExpenseReportResponse>;
/** GET /v1/expensereport/company/{companyId}/reports and GET /v1/expensereport/reports (own), paged. */
export const ExpenseReportsResponse = page(ExpenseReport);
export type ExpenseReportsResponse = z.infer<typeof ExpenseReportsResponse>;

const lineInput = z.object({
  transactionId: z.string().check(z.minLength(1), z.maxLength(40)),
  glAccountId: z.optional(z.nullable(z.number().check(z.int()))),
  memo: z.optional(z.string().check(z.maxLength(200))),
  receipt: z.optional(z.boolean()),
});
/** POST /v1/expensereport/reports: a draft from the card's transactions. */
export const NewExpenseReportRequest = z.object({
  accountEntityId: z.optional(z.number().check(z.int())),
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  lines: z.array(lineInput).check(z.minLength(1), z.maxLength(200)),
});
/** PUT /v1/expensereport/reports/{reportId}: drafts only. */
export const UpdateExpenseReportRequest = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  lines: z.optional(z.array(lineInput).check(z.minLength(1), z.maxLength(200))),
});
/** POST /v1/expensereport/reports/{reportId}/{submit|approve|reject} */
export const ExpenseReportActionRequest = z.object({ note: z.optional(z.string().check(z.maxLength(500))) });
