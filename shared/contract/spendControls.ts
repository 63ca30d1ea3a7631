import * as z from 'zod/mini';
import { SuccessResponse, dataEnvelope, dataList, isWholeCents, WHOLE_CENTS } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

export const AlertTypeKind = lazySchema(() => z.enum(['ALERT', 'CONTROL']));
export const AlertType = lazySchema(() =>
  z.object({
    spendControlAlertTypeId: z.number(),
    name: z.string(),
    description: z.string(),
    kind: AlertTypeKind,
    accountTypes: z.array(z.enum(['CONSUMER', 'COMMERCIAL'])),
    /** Names of the controlAttributes this type takes (e.g. amount, mccGroupId). */
    attributes: z.array(z.string()),
  }),
);
export type AlertType = z.infer<typeof AlertType>;
/** GET /v1/spendcontrols/alerttypes?accountTypes=CONSUMER,COMMERCIAL */
export const AlertTypesResponse = lazySchema(() => dataList(AlertType));
export type AlertTypesResponse = z.infer<typeof AlertTypesResponse>;

export const ControlAttributes = lazySchema(() => z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])));

/** Alert/control (docs/requirements.md#spec-3-entities). `accountEntityId` null: a company-wide control. */
export const Control = lazySchema(() =>
  z.object({
    controlId: z.number(),
    spendControlAlertTypeId: z.number(),
    name: z.string(),
    kind: AlertTypeKind,
    accountEntityId: z.nullable(z.number()),
    companyId: z.nullable(z.number()),
    encryptedCardNumber: z.nullable(z.string()),
    contactIds: z.array(z.number()),
    controlAttributes: ControlAttributes,
    status: z.enum(['On', 'Off']),
    createdDate: z.string(),
  }),
);
export type Control = z.infer<typeof Control>;

export const Contact = lazySchema(() =>
  z.object({
    contactId: z.number(),
    name: z.string(),
    type: z.enum(['EMAIL', 'SMS']),
    value: z.string(),
  }),
);
export type Contact = z.infer<typeof Contact>;

/** GET /v1/spendcontrols/control/consumer/{accountEntityId} */
export const ConsumerControlsResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      accountEntityId: z.number(),
      controls: z.array(Control),
      contacts: z.array(Contact),
    }),
  ),
);
export type ConsumerControlsResponse = z.infer<typeof ConsumerControlsResponse>;

const contactIds = lazySchema(() => z.array(z.number().check(z.int())).check(z.maxLength(10)));
/** POST /v1/spendcontrols/consumer/control */
export const ConsumerControlRequest = lazySchema(() =>
  z.object({
    accountEntityId: z.number().check(z.int()),
    spendControlAlertTypeId: z.number().check(z.int()),
    contactIds,
    controlAttributes: z.optional(ControlAttributes),
    encryptedCardNumber: z.optional(z.nullable(z.string())),
  }),
);
/** POST /v1/spendcontrols/company/control */
export const CompanyControlRequest = lazySchema(() =>
  z.object({
    companyId: z.number().check(z.int()),
    accountEntityId: z.optional(z.nullable(z.number().check(z.int()))),
    spendControlAlertTypeId: z.number().check(z.int()),
    contactIds,
    controlAttributes: z.optional(ControlAttributes),
    encryptedCardNumber: z.optional(z.nullable(z.string())),
  }),
);
/** POST /v1/spendcontrols/company/control/bulk: all or nothing; 409 when any account already has that type. */
export const BulkCompanyControlRequest = lazySchema(() =>
  z.object({
    companyId: z.number().check(z.int()),
    spendControlAlertTypeId: z.number().check(z.int()),
    contactIds,
    controlAttributes: z.optional(ControlAttributes),
    accountEntityIds: z.array(z.number().check(z.int())).check(z.minLength(1), z.maxLength(1000)),
  }),
);
/** PUT /v1/spendcontrols/control/{controlId} */
export const UpdateControlRequest = lazySchema(() =>
  z.object({
    contactIds: z.optional(contactIds),
    controlAttributes: z.optional(ControlAttributes),
    status: z.optional(z.enum(['On', 'Off'])),
  }),
);
export const ControlResponse = lazySchema(() => dataEnvelope(Control));
export type ControlResponse = z.infer<typeof ControlResponse>;
export const ControlsResponse = lazySchema(() => dataList(Control));
export type ControlsResponse = z.infer<typeof ControlsResponse>;

/** GET /v1/spendcontrols/control/company/{companyId}/dashboard */
export const ControlDashboardResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      companyId: z.number(),
      totalAlerts: z.number(),
      totalControls: z.number(),
      accountsWithControls: z.number(),
      byType: z.array(z.object({ spendControlAlertTypeId: z.number(), name: z.string(), kind: AlertTypeKind, count: z.number() })),
    }),
  ),
);
export type ControlDashboardResponse = z.infer<typeof ControlDashboardResponse>;

/** GET /v1/spendcontrols/control/{spendControlAlertTypeId}/company/{companyId}/summary */
export const ControlSummaryResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      spendControlAlertTypeId: z.number(),
      name: z.string(),
      kind: AlertTypeKind,
      count: z.number(),
      controls: z.array(Control),
    }),
  ),
);
export type ControlSummaryResponse = z.infer<typeof ControlSummaryResponse>;

/** GET /v1/spendcontrols/contacts/company/{companyId} */
export const ContactsResponse = lazySchema(() => dataList(Contact));
export type ContactsResponse = z.infer<typeof ContactsResponse>;

export const NotificationEntry = lazySchema(() =>
  z.object({
    notificationId: z.string(),
    spendControlAlertTypeId: z.number(),
    name: z.string(),
    sentDate: z.string(),
    channel: z.enum(['EMAIL', 'SMS']),
    sentTo: z.string(),
    detail: z.string(),
    transactionId: z.nullable(z.string()),
  }),
);
export const EnrollmentEntry = lazySchema(() =>
  z.object({
    controlId: z.number(),
    spendControlAlertTypeId: z.number(),
    name: z.string(),
    status: z.enum(['enrolled', 'not enrolled']),
    date: z.string(),
  }),
);
/**
 * GET /v1/spendcontrols/history/consumer/{accountEntityId} (sandbox-designed, for the cardholder's
 * "enrollment and notification history" page): alerts enrolled, and the notifications they sent, newest first.
 */
export const ControlHistoryResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      accountEntityId: z.number(),
      enrollments: z.array(EnrollmentEntry),
      notifications: z.array(NotificationEntry),
    }),
  ),
);
export type ControlHistoryResponse = z.infer<typeof ControlHistoryResponse>;

/**
 * Which alert types a company's accounts take (`alerttypes?accountTypes=`): consolidated-pay companies are
 * commercial programs, individual-pay ones consumer. The platform checks the same when a control is set up.
 */
export const controlAccountType = (payOptionType: 'CONSOLIDATED' | 'INDIVIDUAL'): 'COMMERCIAL' | 'CONSUMER' =>
  payOptionType === 'INDIVIDUAL' ? 'CONSUMER' : 'COMMERCIAL';

/** A 409 from `company/control/bulk`: the accounts that already have the type; nothing was created. */
export const BulkConflictBody = lazySchema(() =>
  z.object({
    error: z.literal('Conflict'),
    message: z.string(),
    conflicts: z.array(z.number()),
    /** Why each account refused: its existing control of that type. */
    existing: z.optional(
      z.array(
        z.object({
          accountEntityId: z.number(),
          controlId: z.number(),
          status: z.enum(['On', 'Off']),
          controlAttributes: ControlAttributes,
        }),
      ),
    ),
    detail: z.optional(z.string()),
  }),
);
export type BulkConflictBody = z.infer<typeof BulkConflictBody>;

const flag = lazySchema(() => z.optional(z.enum(['true', 'false'])));
/**
 * GET /v1/spendcontrols/control/consumer/{accountEntityId}/evaluate (sandbox-designed, the "test transaction"):
 * a purchase at a merchant category for an amount, optionally outside the United States or card-not-present.
 */
export const ControlEvaluationQuery = lazySchema(() =>
  z.object({
    merchantCategoryCode: z.string().check(z.regex(/^\d{4}$/, 'must be a four-digit merchant category code')),
    amount: z.coerce
      .number()
      .check(
        z.positive('must be more than zero'),
        z.maximum(1_000_000, 'must be $1,000,000.00 or less'),
        z.refine(isWholeCents, WHOLE_CENTS),
      ),
    international: flag,
    cardNotPresent: flag,
  }),
);

/** What one rule said about the test transaction. */
export const ControlCheck = lazySchema(() =>
  z.object({
    /** null for the card's own state (a closed or locked card declines whatever the controls say). */
    controlId: z.nullable(z.number()),
    spendControlAlertTypeId: z.nullable(z.number()),
    name: z.string(),
    kind: z.enum(['CARD', 'ALERT', 'CONTROL']),
    /** Where the rule is set: the card itself, this account, or company-wide (every account of the company). */
    scope: z.enum(['CARD', 'ACCOUNT', 'COMPANY']),
    /** PAUSED: the control is Off, so it was not applied. */
    outcome: z.enum(['PASS', 'DECLINE', 'ALERT', 'PAUSED']),
    /** The rule's verdict in words ("$250.00 is over the $200.00 per-transaction limit"). */
    reason: z.string(),
  }),
);
export type ControlCheck = z.infer<typeof ControlCheck>;

export const ControlEvaluationResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      accountEntityId: z.number(),
      merchantCategoryCode: z.string(),
      mccDescription: z.string(),
      amount: z.number(),
      international: z.boolean(),
      cardNotPresent: z.boolean(),
      /** Purchases already made today, which the daily limit counts. */
      spentToday: z.number(),
      decision: z.enum(['APPROVE', 'DECLINE']),
      /** The first rule that declines, in the order the platform applies them; null when approved. */
      decidedBy: z.nullable(ControlCheck),
      /** Every rule applied, in order: the card, then controls (account before company-wide), then alerts. */
      checks: z.array(ControlCheck),
    }),
  ),
);
export type ControlEvaluationResponse = z.infer<typeof ControlEvaluationResponse>;

/** The alert types' query: the account types to offer them for (a comma list; none: every type). */
export const AlertTypesQuery = lazySchema(() => z.object({ accountTypes: z.optional(z.string()) }));

export const alertTypesCall = defineCall({
  id: 'spendControls.alertTypes',
  method: 'GET',
  path: '/v1/spendcontrols/alerttypes',
  source: 'spec-7',
  access: 'session',
  summary: 'The alert and control types offered for these account types, or every type.',
  query: AlertTypesQuery,
  answer: AlertTypesResponse,
});
export const consumerControlsCall = defineCall({
  id: 'spendControls.consumerControls',
  method: 'GET',
  path: '/v1/spendcontrols/control/consumer/{id}',
  source: 'spec-7',
  access: 'session',
  summary: "An account's alerts and controls, with its own contacts.",
  answer: ConsumerControlsResponse,
});
export const evaluateControlsCall = defineCall({
  id: 'spendControls.evaluate',
  method: 'GET',
  path: '/v1/spendcontrols/control/consumer/{id}/evaluate',
  source: 'portal',
  access: 'session',
  reason: "The product's test transaction shows what the account's controls would do with a purchase, and names no call for it.",
  summary: "What the account's controls would do with a purchase: the checks in order and the decision (nothing is charged).",
  query: ControlEvaluationQuery,
  answer: ControlEvaluationResponse,
});
export const controlHistoryCall = defineCall({
  id: 'spendControls.history',
  method: 'GET',
  path: '/v1/spendcontrols/history/consumer/{id}',
  source: 'portal',
  access: 'session',
  reason: 'The product shows the alert history of an account and names no call for it.',
  summary: "An account's alert and control enrollments and the notifications its alerts sent.",
  answer: ControlHistoryResponse,
});
export const createConsumerControlCall = defineCall({
  id: 'spendControls.createConsumerControl',
  method: 'POST',
  path: '/v1/spendcontrols/consumer/control',
  source: 'spec-7',
  access: 'session',
  summary: 'Adds an alert or control to an account (409 when the account has that type).',
  body: ConsumerControlRequest,
  answer: ControlResponse,
});
export const createCompanyControlCall = defineCall({
  id: 'spendControls.createCompanyControl',
  method: 'POST',
  path: '/v1/spendcontrols/company/control',
  source: 'spec-7',
  access: 'session',
  summary: "Adds an alert or control to a company's account, or company-wide.",
  body: CompanyControlRequest,
  answer: ControlResponse,
});
export const bulkCompanyControlsCall = defineCall({
  id: 'spendControls.bulkCompanyControls',
  method: 'POST',
  path: '/v1/spendcontrols/company/control/bulk',
  source: 'spec-7',
  access: 'session',
  summary: 'Adds one alert or control to many accounts, all or nothing (409 lists the accounts that have it).',
  body: BulkCompanyControlRequest,
  answer: ControlsResponse,
});
export const updateControlCall = defineCall({
  id: 'spendControls.updateControl',
  method: 'PUT',
  path: '/v1/spendcontrols/control/{id}',
  source: 'spec-7',
  access: 'session',
  summary: "Changes an alert's or control's settings, contacts or status.",
  body: UpdateControlRequest,
  answer: ControlResponse,
});
export const deleteControlCall = defineCall({
  id: 'spendControls.deleteControl',
  method: 'DELETE',
  path: '/v1/spendcontrols/control/{id}',
  source: 'spec-7',
  access: 'session',
  summary: 'Removes an alert or control.',
  answer: SuccessResponse,
});
export const deleteCompanyAlertCall = defineCall({
  id: 'spendControls.deleteCompanyAlert',
  method: 'DELETE',
  path: '/v1/spendcontrols/alert/{id}/company/{companyId}',
  source: 'spec-7',
  access: 'session',
  summary: "Removes one of a company's alerts.",
  answer: SuccessResponse,
});
export const controlDashboardCall = defineCall({
  id: 'spendControls.companyDashboard',
  method: 'GET',
  path: '/v1/spendcontrols/control/company/{companyId}/dashboard',
  source: 'spec-7',
  access: 'session',
  summary: "A company's alerts and controls in figures: totals, the accounts that have any, and the count of each type.",
  answer: ControlDashboardResponse,
});
export const controlSummaryCall = defineCall({
  id: 'spendControls.typeSummary',
  method: 'GET',
  path: '/v1/spendcontrols/control/{typeId}/company/{companyId}/summary',
  source: 'spec-7',
  access: 'session',
  summary: 'One alert or control type across a company: how many there are, and each of them.',
  answer: ControlSummaryResponse,
});
export const companyControlsCall = defineCall({
  id: 'spendControls.companyControls',
  method: 'GET',
  path: '/v1/spendcontrols/control/company/{id}',
  source: 'spec-7',
  access: 'session',
  summary: 'Every alert and control of the company, company-wide and per account.',
  answer: ControlsResponse,
});
export const companyContactsCall = defineCall({
  id: 'spendControls.companyContacts',
  method: 'GET',
  path: '/v1/spendcontrols/contacts/company/{id}',
  source: 'spec-7',
  access: 'session',
  summary: "The company's alert contacts.",
  answer: ContactsResponse,
});
