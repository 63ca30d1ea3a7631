import * as z from 'zod/mini';
import { Transaction } from './cards.js';
import { RawBody, SuccessResponse, dataEnvelope, dataList, IsoDate, page, dollarsFromTo } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

/**
 * Expense reporting (docs/requirements.md#spec-3-entities Company `expenseReportingEnabled`, docs/requirements.md#spec-4-states statuses, docs/requirements.md#spec-6-permissions rules, docs/requirements.md#spec-7-calls). docs/requirements.md#spec-7-calls lists only
 * defaults, GL accounts, managed users and accounts; the calls that move reports, carry receipts and configure the
 * program are designed by the sandbox (scripts/sandbox/README.md, marked †).
 *
 * Flow: the cardholder (or an admin, for an assigned account) drafts a report from the card's posted purchases,
 * attaches receipts and submits it; a manager approves (mgr-approved); accounting approves (acctg-approved) and
 * completes it (complete: exported to the general ledger); a reviewer may reject it back to draft with a note.
 * A step the company has turned off is taken by the platform itself (shown as SYSTEM).
 */

/** GET and PUT /v1/expensereport/company/{companyId}/defaults: the company's expense reporting settings. */
export const ExpenseReportDefaults = lazySchema(() =>
  z.object({
    companyId: z.number(),
    /** Advanced (AM only): whether submitted reports wait for a manager's approval. */
    managerApproval: z.boolean(),
    /** Advanced (AM only): whether manager-approved reports wait for accounting's approval and completion. */
    accountingApproval: z.boolean(),
    /** Advanced (AM only): lines over this amount (dollars) need a receipt before the report can be submitted; null: never. */
    receiptRequiredOver: z.nullable(z.number()),
    autoSubmitDayOfMonth: z.nullable(z.number()),
    defaultGlAccountId: z.nullable(z.number()),
    /** A new report's suggested name: `{firstName}`, `{lastName}`, `{month}` (name), `{year}`. */
    reportNamePattern: z.string(),
    currency: z.literal('USD'),
    /** Days a reviewer has for a step before the report shows as overdue. */
    reviewDays: z.number(),
  }),
);
export type ExpenseReportDefaults = z.infer<typeof ExpenseReportDefaults>;
export const ExpenseReportDefaultsResponse = lazySchema(() => dataEnvelope(ExpenseReportDefaults));
export type ExpenseReportDefaultsResponse = z.infer<typeof ExpenseReportDefaultsResponse>;

/** Fields only an Admin-Manager may change (docs/requirements.md#spec-6-permissions "Advanced configuration: AM only"). */
export const ADVANCED_SETTINGS = ['managerApproval', 'accountingApproval', 'receiptRequiredOver'] as const;

/** PUT /v1/expensereport/company/{companyId}/defaults: any of the settings. */
export const UpdateExpenseReportDefaultsRequest = lazySchema(() =>
  z.object({
    managerApproval: z.optional(z.boolean()),
    accountingApproval: z.optional(z.boolean()),
    receiptRequiredOver: z.optional(z.nullable(dollarsFromTo(0, 100_000))),
    autoSubmitDayOfMonth: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(28)))),
    defaultGlAccountId: z.optional(z.nullable(z.number().check(z.int()))),
    reportNamePattern: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
    reviewDays: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(60))),
  }),
);
export type UpdateExpenseReportDefaultsRequest = z.infer<typeof UpdateExpenseReportDefaultsRequest>;

export const GlAccount = lazySchema(() =>
  z.object({ glAccountId: z.number(), code: z.string(), description: z.string(), active: z.boolean() }),
);
export type GlAccount = z.infer<typeof GlAccount>;
/** GET /v1/expensereport/company/{companyId}/glaccounts (retired accounts too, `active: false`). */
export const GlAccountsResponse = lazySchema(() => dataList(GlAccount));
export type GlAccountsResponse = z.infer<typeof GlAccountsResponse>;
export const GlAccountResponse = lazySchema(() => dataEnvelope(GlAccount));
export type GlAccountResponse = z.infer<typeof GlAccountResponse>;
/** POST /v1/expensereport/company/{companyId}/glaccounts: a new, active GL account; codes are unique per company. */
export const NewGlAccountRequest = lazySchema(() =>
  z.object({
    code: z.string().check(z.trim(), z.regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, 'Use up to 20 letters, digits, dots or dashes')),
    description: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  }),
);
/** PUT /v1/expensereport/company/{companyId}/glaccounts/{glAccountId}: rename, retire (`active: false`) or restore. */
export const UpdateGlAccountRequest = lazySchema(() =>
  z.object({
    description: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
    active: z.optional(z.boolean()),
  }),
);

export const ExpenseReportStatus = lazySchema(() => z.enum(['draft', 'submitted', 'mgr-approved', 'acctg-approved', 'complete']));
export type ExpenseReportStatus = z.infer<typeof ExpenseReportStatus>;

export const ReceiptContentType = lazySchema(() => z.enum(['image/jpeg', 'image/png', 'image/heic', 'application/pdf']));
/** A receipt file (POST /v1/expensereport/receipts); its bytes at GET /v1/expensereport/receipts/{receiptId}. */
export const Receipt = lazySchema(() =>
  z.object({
    receiptId: z.string(),
    accountEntityId: z.number(),
    fileName: z.string(),
    /** What the content is (checked by its magic bytes), whatever the browser said. */
    contentType: ReceiptContentType,
    size: z.number(),
    uploadedDate: z.string(),
    /** Who uploaded it; SYSTEM for internal users. */
    uploadedBy: z.string(),
  }),
);
export type Receipt = z.infer<typeof Receipt>;
export const ReceiptResponse = lazySchema(() => dataEnvelope(Receipt));
export type ReceiptResponse = z.infer<typeof ReceiptResponse>;

export const ExpenseLine = lazySchema(() =>
  z.object({
    transactionId: z.string(),
    transactionDate: z.string(),
    merchantName: z.string(),
    merchantCategoryCode: z.string(),
    amount: z.number(),
    glAccountId: z.nullable(z.number()),
    memo: z.string(),
    receipt: z.nullable(Receipt),
  }),
);
export type ExpenseLine = z.infer<typeof ExpenseLine>;

/** What happened at a step of a report's history; `status` is where the report stood afterwards. */
export const ExpenseHistoryAction = lazySchema(() => z.enum(['created', 'submitted', 'approved', 'completed', 'rejected']));
export const ExpenseHistoryEntry = lazySchema(() =>
  z.object({
    action: ExpenseHistoryAction,
    status: ExpenseReportStatus,
    /** The person's name; SYSTEM for internal users and steps the platform took itself. */
    by: z.string(),
    at: z.string(),
    note: z.string(),
  }),
);
export type ExpenseHistoryEntry = z.infer<typeof ExpenseHistoryEntry>;

export const ExpenseReport = lazySchema(() =>
  z.object({
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
    history: z.array(ExpenseHistoryEntry),
  }),
);
export type ExpenseReport = z.infer<typeof ExpenseReport>;
export const ExpenseReportResponse = lazySchema(() => dataEnvelope(ExpenseReport));
export type ExpenseReportResponse = z.infer<typeof ExpenseReportResponse>;
/** GET /v1/expensereport/company/{companyId}/reports and GET /v1/expensereport/reports (own), paged. */
export const ExpenseReportsResponse = lazySchema(() => page(ExpenseReport));
export type ExpenseReportsResponse = z.infer<typeof ExpenseReportsResponse>;

export const EXPENSE_REPORT_SORTS = ['createdDate', 'submittedDate', 'total', 'ownerName', 'name', 'status', 'reportId'] as const;
/**
 * The query of GET /v1/expensereport/company/{companyId}/reports: `status` (comma list), `accountEntityId`,
 * `query` (report or cardholder name, report number), `fromDate`/`toDate` (the day it was created, inclusive),
 * `minTotal`/`maxTotal`, `sort` (`field,ASC|DESC`, default `createdDate,DESC`), `page`, `size` (default 25, ≤ 500).
 */
export const ExpenseReportsQuery = lazySchema(() =>
  z.object({
    status: z.optional(
      z
        .string()
        .check(
          z.regex(/^(draft|submitted|mgr-approved|acctg-approved|complete)(,(draft|submitted|mgr-approved|acctg-approved|complete))*$/),
        ),
    ),
    accountEntityId: z.optional(z.coerce.number().check(z.int())),
    query: z.optional(z.string().check(z.maxLength(100))),
    fromDate: z.optional(IsoDate),
    toDate: z.optional(IsoDate),
    minTotal: z.optional(z.coerce.number()),
    maxTotal: z.optional(z.coerce.number()),
    sort: z.optional(z.string().check(z.regex(new RegExp(`^(${EXPENSE_REPORT_SORTS.join('|')}),(ASC|DESC)$`, 'i')))),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
  }),
);

/** GET /v1/expensereport/transactions?accountEntityId&reportId: posted purchases of the account's card not on another report. */
export const ExpenseTransactionsResponse = lazySchema(() => dataList(Transaction));
export type ExpenseTransactionsResponse = z.infer<typeof ExpenseTransactionsResponse>;

const lineInput = lazySchema(() =>
  z.object({
    transactionId: z.string().check(z.minLength(1), z.maxLength(40)),
    glAccountId: z.optional(z.nullable(z.number().check(z.int()))),
    memo: z.optional(z.string().check(z.maxLength(200))),
    /** A receipt uploaded for this account (POST /v1/expensereport/receipts); null: none. */
    receiptId: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
  }),
);
/** POST /v1/expensereport/reports: a draft from the card's posted purchases. */
export const NewExpenseReportRequest = lazySchema(() =>
  z.object({
    accountEntityId: z.optional(z.number().check(z.int())),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    lines: z.array(lineInput).check(z.minLength(1), z.maxLength(200)),
  }),
);
export type NewExpenseReportRequest = z.infer<typeof NewExpenseReportRequest>;
/** PUT /v1/expensereport/reports/{reportId}: drafts only. */
export const UpdateExpenseReportRequest = lazySchema(() =>
  z.object({
    name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
    lines: z.optional(z.array(lineInput).check(z.minLength(1), z.maxLength(200))),
  }),
);
/**
 * POST /v1/expensereport/reports/{reportId}/{submit|approve|reject}. `expectedStatus`: the status the caller saw; a
 * report that has moved on since is refused (409) rather than taken a step further (a double click never approves twice).
 */
export const ExpenseReportActionRequest = lazySchema(() =>
  z.object({
    note: z.optional(z.string().check(z.maxLength(500))),
    expectedStatus: z.optional(ExpenseReportStatus),
  }),
);
/** POST /v1/expensereport/reports/approve: each report one step on; each refused one says why, the others go ahead. */
export const BulkApproveRequest = lazySchema(() =>
  z.object({
    reports: z
      .array(z.object({ reportId: z.number().check(z.int()), expectedStatus: ExpenseReportStatus }))
      .check(z.minLength(1), z.maxLength(100)),
    note: z.optional(z.string().check(z.maxLength(500))),
  }),
);
export const BulkApproveResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      approved: z.array(ExpenseReport),
      refused: z.array(z.object({ reportId: z.number(), status: z.number(), message: z.string() })),
    }),
  ),
);
export type BulkApproveResponse = z.infer<typeof BulkApproveResponse>;

/** The open purchases' query: whose account (none: the signed-in cardholder's own) and the report being edited. */
export const ExpenseTransactionsQuery = lazySchema(() =>
  z.object({
    accountEntityId: z.optional(z.coerce.number().check(z.int())),
    reportId: z.optional(z.coerce.number().check(z.int())),
  }),
);
/** A receipt's file name, and the account it is for (cardholders may leave it out). */
export const ReceiptUploadQuery = lazySchema(() =>
  z.object({ fileName: z.string(), accountEntityId: z.optional(z.coerce.number().check(z.int())) }),
);
/** `download=1`: as an attachment rather than inline. */
export const ReceiptFileQuery = lazySchema(() => z.object({ download: z.optional(z.literal('1')) }));

const SETTINGS = 'The product has admins configure expense reporting and names only the calls that read it.';
const REPORTS = 'The product has expense reports (filed, reviewed, approved, exported) and names only the calls that read their settings.';

export const expenseDefaultsCall = defineCall({
  id: 'expenseReports.defaults',
  method: 'GET',
  path: '/v1/expensereport/company/{id}/defaults',
  source: 'spec-7',
  access: 'session',
  summary: "The company's expense reporting settings.",
  answer: ExpenseReportDefaultsResponse,
});
export const updateExpenseDefaultsCall = defineCall({
  id: 'expenseReports.updateDefaults',
  method: 'PUT',
  path: '/v1/expensereport/company/{id}/defaults',
  source: 'portal',
  access: 'session',
  reason: SETTINGS,
  summary: "Changes the company's expense reporting settings.",
  body: UpdateExpenseReportDefaultsRequest,
  answer: ExpenseReportDefaultsResponse,
});
export const glAccountsCall = defineCall({
  id: 'expenseReports.glAccounts',
  method: 'GET',
  path: '/v1/expensereport/company/{id}/glaccounts',
  source: 'spec-7',
  access: 'session',
  summary: "The company's GL accounts, retired ones too.",
  answer: GlAccountsResponse,
});
export const addGlAccountCall = defineCall({
  id: 'expenseReports.addGlAccount',
  method: 'POST',
  path: '/v1/expensereport/company/{id}/glaccounts',
  source: 'portal',
  access: 'session',
  reason: SETTINGS,
  summary: 'Adds a GL account (409 when the code exists).',
  body: NewGlAccountRequest,
  answer: GlAccountResponse,
  status: 201,
});
export const updateGlAccountCall = defineCall({
  id: 'expenseReports.updateGlAccount',
  method: 'PUT',
  path: '/v1/expensereport/company/{id}/glaccounts/{glAccountId}',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: SETTINGS,
  summary: 'Renames, retires or restores a GL account.',
  body: UpdateGlAccountRequest,
  answer: GlAccountResponse,
});
export const companyExpenseReportsCall = defineCall({
  id: 'expenseReports.companyReports',
  method: 'GET',
  path: '/v1/expensereport/company/{id}/reports',
  source: 'portal',
  access: 'session',
  reason: REPORTS,
  summary: "One page of a company's expense reports (assigned accounts only for managers and accounting).",
  query: ExpenseReportsQuery,
  answer: ExpenseReportsResponse,
});
export const ownExpenseReportsCall = defineCall({
  id: 'expenseReports.ownReports',
  method: 'GET',
  path: '/v1/expensereport/reports',
  source: 'portal',
  access: 'session',
  reason: REPORTS,
  summary: "One page of the cardholder's own expense reports.",
  query: ExpenseReportsQuery,
  answer: ExpenseReportsResponse,
});
export const expenseTransactionsCall = defineCall({
  id: 'expenseReports.openPurchases',
  method: 'GET',
  path: '/v1/expensereport/transactions',
  source: 'portal',
  access: 'session',
  reason:
    'Expense reports are made of posted purchases; the specification names the feature but not the call that lists the purchases not on a report yet.',
  summary: "The account's posted purchases that are on no other expense report (with the edited report's own).",
  query: ExpenseTransactionsQuery,
  answer: ExpenseTransactionsResponse,
});
export const expenseReportCall = defineCall({
  id: 'expenseReports.report',
  method: 'GET',
  path: '/v1/expensereport/reports/{reportId}',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: REPORTS,
  summary: 'One expense report with its lines, receipts and history.',
  answer: ExpenseReportResponse,
});
export const newExpenseReportCall = defineCall({
  id: 'expenseReports.create',
  method: 'POST',
  path: '/v1/expensereport/reports',
  source: 'portal',
  access: 'session',
  reason: REPORTS,
  summary: 'Files a draft expense report from posted purchases.',
  body: NewExpenseReportRequest,
  answer: ExpenseReportResponse,
});
export const updateExpenseReportCall = defineCall({
  id: 'expenseReports.update',
  method: 'PUT',
  path: '/v1/expensereport/reports/{reportId}',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: REPORTS,
  summary: "Changes a draft's name or lines.",
  body: UpdateExpenseReportRequest,
  answer: ExpenseReportResponse,
});
export const deleteExpenseReportCall = defineCall({
  id: 'expenseReports.delete',
  method: 'DELETE',
  path: '/v1/expensereport/reports/{reportId}',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: REPORTS,
  summary: 'Deletes a draft.',
  answer: SuccessResponse,
});
export const submitExpenseReportCall = defineCall({
  id: 'expenseReports.submit',
  method: 'POST',
  path: '/v1/expensereport/reports/{reportId}/submit',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: REPORTS,
  summary: 'Submits a draft for review (409 when a line needs a receipt).',
  body: ExpenseReportActionRequest,
  answer: ExpenseReportResponse,
});
export const approveExpenseReportCall = defineCall({
  id: 'expenseReports.approve',
  method: 'POST',
  path: '/v1/expensereport/reports/{reportId}/approve',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: REPORTS,
  summary: 'Takes a report one review step on.',
  body: ExpenseReportActionRequest,
  answer: ExpenseReportResponse,
});
export const bulkApproveExpenseReportsCall = defineCall({
  id: 'expenseReports.bulkApprove',
  method: 'POST',
  path: '/v1/expensereport/reports/approve',
  source: 'portal',
  access: 'session',
  reason: REPORTS,
  summary: 'Takes each of these reports one review step on; refusals are listed with their reason.',
  body: BulkApproveRequest,
  answer: BulkApproveResponse,
});
export const rejectExpenseReportCall = defineCall({
  id: 'expenseReports.reject',
  method: 'POST',
  path: '/v1/expensereport/reports/{reportId}/reject',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: REPORTS,
  summary: 'Sends a report back to draft with a note the cardholder sees.',
  body: ExpenseReportActionRequest,
  answer: ExpenseReportResponse,
});
export const uploadReceiptCall = defineCall({
  id: 'expenseReports.uploadReceipt',
  method: 'POST',
  path: '/v1/expensereport/receipts',
  source: 'portal',
  access: 'session',
  reason: REPORTS,
  summary: 'Stores a receipt (JPEG, PNG, HEIC or PDF, at most 10 MB), the file as the body.',
  query: ReceiptUploadQuery,
  bodyType: 'application/octet-stream',
  answer: ReceiptResponse,
  status: 201,
});
export const receiptFileCall = defineCall({
  id: 'expenseReports.receiptFile',
  method: 'GET',
  path: '/v1/expensereport/receipts/{receiptId}',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: REPORTS,
  summary: "A receipt's file, with its checked content type.",
  query: ReceiptFileQuery,
  answer: RawBody,
  answerType: 'application/octet-stream',
});
export const deleteReceiptCall = defineCall({
  id: 'expenseReports.deleteReceipt',
  method: 'DELETE',
  path: '/v1/expensereport/receipts/{receiptId}',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  reason: REPORTS,
  summary: "Deletes a receipt (taken off its draft's line too).",
  answer: SuccessResponse,
});
