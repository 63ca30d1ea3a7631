import { useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { ExpenseReportDefaults } from '../../../../shared/contract/expenseReports.js';
import { formatMoney } from '../../../../shared/format/format.js';
import { Button } from '../../../ui/Button.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { useFormReset } from '../../../ui/forms/useFormReset.js';
import { Checkbox, TextField } from '../../../ui/TextField.js';
import { expenseKeys } from '../api/keys.js';
import { updateSettings } from '../api/settings.js';
import { saveFailure } from '../saveFailure.js';
import { AdvancedSchema } from '../configureSchemas.js';
import { useSaved, SaveOutcome } from './SaveOutcome.js';

export function AdvancedSettings({ companyId, settings }: { companyId: number; settings: ExpenseReportDefaults }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useSaved();
  const values = {
    managerApproval: settings.managerApproval,
    accountingApproval: settings.accountingApproval,
    receiptsRequired: settings.receiptRequiredOver !== null,
    receiptRequiredOver: settings.receiptRequiredOver === null ? '' : String(settings.receiptRequiredOver),
  };
  const form = useZodForm(AdvancedSchema, values);
  useFormReset(() => form.reset(values), [settings]);
  const required = form.watch('receiptsRequired');
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    setSaved(null);
    try {
      const next = await updateSettings(companyId, {
        managerApproval: v.managerApproval,
        accountingApproval: v.accountingApproval,
        receiptRequiredOver: v.receiptsRequired ? Number(v.receiptRequiredOver.replace(/[$,]/g, '')) : null,
      });
      await client.invalidateQueries({ queryKey: expenseKeys.settings(companyId) });
      setSaved(
        `Saved. Reports now go through ${[next.managerApproval ? 'manager approval' : '', next.accountingApproval ? 'accounting approval' : ''].filter(Boolean).join(' and ')}; ` +
          (next.receiptRequiredOver === null
            ? 'receipts are never required.'
            : `receipts are required over ${formatMoney(next.receiptRequiredOver)}.`),
      );
    } catch (err) {
      setFailure(saveFailure(err));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="er-settings">
      <fieldset
        className="er-fieldset"
        aria-describedby={fieldError(form.formState.errors, 'managerApproval') ? 'er-steps-error' : undefined}
      >
        <legend>Approval steps in use</legend>
        <p className="field-hint">A step not in use is taken by the platform itself, shown as SYSTEM in a report’s history.</p>
        <Checkbox label="Manager approval (submitted → manager approved)" {...form.register('managerApproval')} />
        <Checkbox
          label="Accounting approval and completion (manager approved → accounting approved → complete)"
          {...form.register('accountingApproval')}
        />
        {fieldError(form.formState.errors, 'managerApproval') ? (
          <span id="er-steps-error" className="field-error">
            {fieldError(form.formState.errors, 'managerApproval')}
          </span>
        ) : null}
      </fieldset>
      <Checkbox label="Require a receipt for purchases over an amount" {...form.register('receiptsRequired')} />
      {required ? (
        <TextField
          label="Receipts required over ($)"
          inputMode="decimal"
          {...form.register('receiptRequiredOver')}
          error={fieldError(form.formState.errors, 'receiptRequiredOver')}
        />
      ) : null}
      <SaveOutcome failure={failure} saved={saved} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Save approval steps and receipts
      </Button>
    </form>
  );
}
