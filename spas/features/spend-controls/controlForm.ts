import * as z from 'zod/mini';
import type { AlertType, Control } from '../../../shared/contract/spendControls.js';
import { formatMoney } from '../../../shared/format/format.js';
import { parseDollars } from '../../ui/forms/money.js';
import { typesFractionOfCent, wholeCentsMessage } from '../../../shared/contract/common.js';

/** The platform's largest amount for an alert or control. */
export const MAX_CONTROL_AMOUNT = 1_000_000;

/** What the alert/control form holds, as typed. */
export interface ControlFormValues {
  typeId: string;
  amount: string;
  mccGroupId: string;
  contactIds: string[];
}

const issue = (
  ctx: { addIssue: (i: { code: 'custom'; message: string; path: string[]; input: unknown }) => void },
  path: string,
  message: string,
  input: unknown,
) => ctx.addIssue({ code: 'custom', message, path: [path], input });

/**
 * The form's rules for the chosen type: an amount in dollars when the type takes one (more than $0, at most
 * $1,000,000.00), a merchant category group when it takes one, and someone to tell when it is an alert.
 */
export function controlFormSchema(types: readonly AlertType[]) {
  return z.object({ typeId: z.string(), amount: z.string(), mccGroupId: z.string(), contactIds: z.array(z.string()) }).check(
    z.superRefine((v, ctx) => {
      const t = types.find((x) => String(x.spendControlAlertTypeId) === v.typeId);
      if (!t) return issue(ctx, 'typeId', 'Choose an alert or control.', v.typeId);
      if (t.attributes.includes('amount')) {
        const n = v.amount.trim() ? parseDollars(v.amount) : null;
        if (!v.amount.trim()) issue(ctx, 'amount', 'Enter the amount.', v.amount);
        else if (typesFractionOfCent(v.amount)) issue(ctx, 'amount', wholeCentsMessage('amount'), v.amount);
        else if (n === null) issue(ctx, 'amount', 'Enter the amount in dollars, like 2,500.00.', v.amount);
        else if (n <= 0) issue(ctx, 'amount', 'The amount must be more than $0.00.', v.amount);
        else if (n > MAX_CONTROL_AMOUNT)
          issue(ctx, 'amount', `The amount can’t be more than ${formatMoney(MAX_CONTROL_AMOUNT)}.`, v.amount);
      }
      if (t.attributes.includes('mccGroupId') && !v.mccGroupId)
        issue(ctx, 'mccGroupId', 'Choose the merchant category group to block.', v.mccGroupId);
      if (t.kind === 'ALERT' && v.contactIds.length === 0) issue(ctx, 'contactIds', 'Choose at least one contact to alert.', v.contactIds);
    }),
  );
}

/** The request's type, attributes and contacts from valid form values. */
export function controlBody(v: ControlFormValues, type: Pick<AlertType, 'spendControlAlertTypeId' | 'attributes'>) {
  const controlAttributes: Record<string, number> = {};
  if (type.attributes.includes('amount')) controlAttributes.amount = parseDollars(v.amount) ?? 0;
  if (type.attributes.includes('mccGroupId')) controlAttributes.mccGroupId = Number(v.mccGroupId);
  return { spendControlAlertTypeId: type.spendControlAlertTypeId, controlAttributes, contactIds: v.contactIds.map(Number) };
}

/** The form's starting values: a control's settings, or empty for a new one. */
export function controlFormValues(c?: Pick<Control, 'spendControlAlertTypeId' | 'controlAttributes' | 'contactIds'>): ControlFormValues {
  if (!c) return { typeId: '', amount: '', mccGroupId: '', contactIds: [] };
  const amount = c.controlAttributes.amount;
  const group = c.controlAttributes.mccGroupId;
  return {
    typeId: String(c.spendControlAlertTypeId),
    amount: amount === undefined ? '' : Number(amount).toFixed(2),
    mccGroupId: group === undefined ? '' : String(group),
    contactIds: c.contactIds.map(String),
  };
}
