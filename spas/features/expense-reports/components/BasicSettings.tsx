import { useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { ExpenseReportDefaults, GlAccount } from '../../../../shared/contract/expenseReports.js';
import { Button } from '../../../ui/Button.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { useFormReset } from '../../../ui/forms/useFormReset.js';
import { TextField } from '../../../ui/TextField.js';
import { expenseKeys } from '../api/keys.js';
import { updateSettings } from '../api/settings.js';
import { saveFailure } from '../saveFailure.js';
import { BasicSchema } from '../configureSchemas.js';
import { useSaved, SaveOutcome } from './SaveOutcome.js';

export function BasicSettings({
  companyId,
  settings,
  accounts,
}: {
  companyId: number;
  settings: ExpenseReportDefaults;
  accounts: readonly GlAccount[];
}) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useSaved();
  const values = {
    defaultGlAccountId: settings.defaultGlAccountId === null ? '' : String(settings.defaultGlAccountId),
    reviewDays: String(settings.reviewDays),
    autoSubmitDayOfMonth: settings.autoSubmitDayOfMonth === null ? '' : String(settings.autoSubmitDayOfMonth),
    reportNamePattern: settings.reportNamePattern,
  };
  const form = useZodForm(BasicSchema, values);
  useFormReset(() => form.reset(values), [settings]);
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    setSaved(null);
    try {
      await updateSettings(companyId, {
        defaultGlAccountId: v.defaultGlAccountId ? Number(v.defaultGlAccountId) : null,
        reviewDays: Number(v.reviewDays),
        autoSubmitDayOfMonth: v.autoSubmitDayOfMonth ? Number(v.autoSubmitDayOfMonth) : null,
        reportNamePattern: v.reportNamePattern,
      });
      await client.invalidateQueries({ queryKey: expenseKeys.settings(companyId) });
      setSaved('The defaults were saved.');
    } catch (err) {
      setFailure(saveFailure(err));
    }
  });
  const active = accounts.filter((g) => g.active || g.glAccountId === settings.defaultGlAccountId);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="er-settings">
      <SelectField
        label="Default GL account"
        hint="Chosen for each purchase put on a new report."
        placeholder="No default"
        options={active.map((g) => ({ value: String(g.glAccountId), label: `${g.code} ${g.description}` }))}
        {...form.register('defaultGlAccountId')}
        error={fieldError(form.formState.errors, 'defaultGlAccountId')}
      />
      <TextField
        label="Days to review"
        hint="A step not taken within this many days shows as overdue."
        inputMode="numeric"
        {...form.register('reviewDays')}
        error={fieldError(form.formState.errors, 'reviewDays')}
      />
      <TextField
        label="Auto-submit day"
        hint="Day of the month (1–28) drafts are submitted by the platform; leave empty for never."
        inputMode="numeric"
        {...form.register('autoSubmitDayOfMonth')}
        error={fieldError(form.formState.errors, 'autoSubmitDayOfMonth')}
      />
      <TextField
        label="Report name pattern"
        hint="Suggested name of a new report: {firstName}, {lastName}, {month}, {year}."
        maxLength={80}
        {...form.register('reportNamePattern')}
        error={fieldError(form.formState.errors, 'reportNamePattern')}
      />
      <SaveOutcome failure={failure} saved={saved} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Save defaults
      </Button>
    </form>
  );
}
