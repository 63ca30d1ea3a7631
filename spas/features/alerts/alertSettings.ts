import * as z from 'zod/mini';
import type { AlertType, Contact, Control } from '../../../shared/contract/spendControls.js';
import { formatMoney } from '../../../shared/format/format.js';

/** What the enrol/change form holds: the type's thresholds (as typed) and where alerts go. */
export interface SettingsValues {
  amount: string;
  mccGroupId: string;
  email: boolean;
  sms: boolean;
}

const MONEY = /^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;
export const parseAmount = (typed: string): number => Number(typed.replace(/[$,\s]/g, ''));

/**
 * The form's schema for one alert or control type: an amount when the type takes one (dollars, more than zero, at
 * most $1,000,000), a merchant category group when it takes one, and at least one place an alert goes.
 */
export function settingsSchema(type: Pick<AlertType, 'attributes' | 'kind'>) {
  const needs = (a: string) => type.attributes.includes(a);
  return z
    .object({
      amount: needs('amount')
        ? z.string().check(
            z.trim(),
            z.minLength(1, 'Enter an amount.'),
            z.regex(MONEY, 'Enter an amount in dollars, like 250 or 250.00.'),
            z.refine((v) => parseAmount(v) > 0, 'Enter an amount more than $0.00.'),
            z.refine((v) => parseAmount(v) <= 1_000_000, 'Enter an amount of $1,000,000.00 or less.'),
          )
        : z.string(),
      mccGroupId: needs('mccGroupId') ? z.string().check(z.minLength(1, 'Choose a merchant category group.')) : z.string(),
      email: z.boolean(),
      sms: z.boolean(),
    })
    .check(
      z.refine((v) => v.email || v.sms, {
        message: type.kind === 'ALERT' ? 'Choose email, text or both.' : 'Choose where we tell you about declines: email, text or both.',
        path: ['email'],
      }),
    );
}

/** The request's attributes and contacts from the form (contacts: the card's own email and text contacts). */
export function toRequest(
  type: Pick<AlertType, 'attributes'>,
  v: SettingsValues,
  contacts: readonly Contact[],
): { controlAttributes: Record<string, string | number>; contactIds: number[] } {
  const controlAttributes: Record<string, string | number> = {};
  if (type.attributes.includes('amount')) controlAttributes.amount = parseAmount(v.amount);
  if (type.attributes.includes('mccGroupId')) controlAttributes.mccGroupId = Number(v.mccGroupId);
  const contactIds = contacts.filter((c) => (c.type === 'EMAIL' ? v.email : v.sms)).map((c) => c.contactId);
  return { controlAttributes, contactIds };
}

/** The form's starting values: the control's settings, or email only for a new enrolment. */
export function initialValues(control: Control | undefined, contacts: readonly Contact[]): SettingsValues {
  if (!control) return { amount: '', mccGroupId: '', email: true, sms: false };
  const types = new Set(contacts.filter((c) => control.contactIds.includes(c.contactId)).map((c) => c.type));
  const amount = control.controlAttributes.amount;
  return {
    amount: amount === undefined ? '' : Number(amount).toFixed(2),
    mccGroupId: control.controlAttributes.mccGroupId === undefined ? '' : String(control.controlAttributes.mccGroupId),
    email: types.has('EMAIL'),
    sms: types.has('SMS'),
  };
}

/** A control's settings in words: "over $250.00 · by email, text". */
export function describeSettings(control: Control, contacts: readonly Contact[], groupName: (id: number) => string | undefined): string {
  const parts: string[] = [];
  const amount = control.controlAttributes.amount;
  if (amount !== undefined) parts.push(`${formatMoney(Number(amount))}`);
  const group = control.controlAttributes.mccGroupId;
  if (group !== undefined) parts.push(groupName(Number(group)) ?? `group ${String(group)}`);
  const ways = contacts.filter((c) => control.contactIds.includes(c.contactId)).map((c) => (c.type === 'EMAIL' ? 'email' : 'text'));
  if (ways.length) parts.push(`by ${[...new Set(ways)].join(' and ')}`);
  return parts.join(' · ');
}
