import * as z from 'zod/mini';
import { useId, useState } from '../../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../../lib/data-deps.js';
import type { ExpenseReportDefaults, GlAccount } from '../../../../shared/contract/expenseReports.js';
import { formatMoney } from '../../../../shared/format/format.js';
import { classify } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { DataSection, DataState } from '../../../ui/DataSection.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { useFormReset } from '../../../ui/forms/useFormReset.js';
import { Checkbox, TextField } from '../../../ui/TextField.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import type { TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { glAccountsQuery } from '../api/glAccounts.js';
import { expenseKeys } from '../api/keys.js';
import { addGlAccount, updateGlAccount } from '../api/saveGlAccount.js';
import { settingsQuery, updateSettings } from '../api/settings.js';
import { ReviewersTable } from './ReviewersTable.js';

/** The words for a refused change: the platform's reason, or "try again" when it couldn't be reached. */
function saveFailure(err: unknown): string {
  const f = classify(err);
  if (f.kind === 'unavailable' || f.kind === 'other' || !f.platformMessage)
    return "We couldn't save that just now. Nothing was changed — please try again in a few minutes.";
  return f.platformMessage;
}

const whole = (min: number, max: number, what: string) =>
  z.string().check(
    z.trim(),
    z.regex(/^\d{1,3}$/, `${what}: a whole number from ${min} to ${max}.`),
    z.refine((v) => Number(v) >= min && Number(v) <= max, `${what}: a whole number from ${min} to ${max}.`),
  );

const BasicSchema = z.object({
  defaultGlAccountId: z.string(),
  reviewDays: whole(1, 60, 'Days to review'),
  autoSubmitDayOfMonth: z.union([z.literal(''), whole(1, 28, 'Auto-submit day')]),
  reportNamePattern: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give a name pattern, like {lastName} {month} {year}.'),
      z.maxLength(80, 'Keep the pattern to 80 characters.'),
    ),
});

const AdvancedSchema = z
  .object({
    managerApproval: z.boolean(),
    accountingApproval: z.boolean(),
    receiptsRequired: z.boolean(),
    receiptRequiredOver: z.string().check(z.trim()),
  })
  .check(
    z.refine((v) => v.managerApproval || v.accountingApproval, {
      message: 'Keep at least one approval step: reports need a reviewer before they are complete.',
      path: ['managerApproval'],
    }),
    z.refine((v) => !v.receiptsRequired || /^\d{1,6}(\.\d{1,2})?$/.test(v.receiptRequiredOver.replace(/[$,]/g, '')), {
      message: 'Type the amount in dollars, like 75 or 75.00.',
      path: ['receiptRequiredOver'],
    }),
  );

/**
 * Configure (docs/requirements.md#spec-6-permissions: AM, accounting, manager and their no-reporting variants): the defaults of new reports and the
 * company's GL accounts; the advanced part (AM only): the approval steps in use, the receipt rule, and who reviews
 * each cardholder.
 */
export function ConfigurePanel({ companyId, userid, advanced }: { companyId: number; userid: number; advanced: boolean }) {
  const settings = useQuery(settingsQuery(companyId));
  const gl = useQuery(glAccountsQuery(companyId));
  return (
    <>
      <DataSection
        title="Defaults for new reports"
        state={settings}
        what="the expense reporting settings"
        retry={() => void settings.refetch()}
      >
        {(s) => (
          <DataState state={gl} what="the company's GL accounts" retry={() => void gl.refetch()}>
            {(accounts) => <BasicSettings companyId={companyId} settings={s} accounts={accounts} />}
          </DataState>
        )}
      </DataSection>
      {advanced ? (
        <>
          <DataSection
            title="Approval steps and receipts"
            state={settings}
            what="the expense reporting settings"
            retry={() => void settings.refetch()}
          >
            {(s) => <AdvancedSettings companyId={companyId} settings={s} />}
          </DataSection>
          <ReviewersTable companyId={companyId} userid={userid} />
        </>
      ) : null}
      <DataSection title="GL accounts" state={gl} what="the company's GL accounts" retry={() => void gl.refetch()}>
        {(list) => <GlAccounts companyId={companyId} accounts={list} defaultId={settings.data?.defaultGlAccountId ?? null} />}
      </DataSection>
    </>
  );
}

function useSaved(): [string | null, (m: string | null) => void] {
  const [saved, setSaved] = useState<string | null>(null);
  return [saved, setSaved];
}

/** What became of a save: the refusal in words, or what was saved. */
function SaveOutcome({ failure, saved }: { failure: string | null; saved: string | null }) {
  return (
    <>
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {saved ? <p role="status">{saved}</p> : null}
    </>
  );
}

function BasicSettings({
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

function AdvancedSettings({ companyId, settings }: { companyId: number; settings: ExpenseReportDefaults }) {
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

const NewGlSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, 'Give a code of up to 20 letters, digits, dots or dashes, like 6950.')),
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'Describe what the account is for.'), z.maxLength(80, 'Keep the description to 80 characters.')),
});

function GlAccounts({ companyId, accounts, defaultId }: { companyId: number; accounts: readonly GlAccount[]; defaultId: number | null }) {
  const id = useId();
  const client = useQueryClient();
  const table = useTableState({ prefix: 'gl', sortable: ['code', 'description', 'status'], defaultSort: { id: 'code', desc: false } });
  const [retiring, setRetiring] = useState<GlAccount | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(NewGlSchema, { code: '', description: '' });
  const refresh = () => client.invalidateQueries({ queryKey: expenseKeys.glAccounts(companyId) });
  const restore = async (g: GlAccount) => {
    setMessage(null);
    try {
      await updateGlAccount(companyId, g.glAccountId, { active: true });
      await refresh();
      setMessage({ tone: 'success', text: `GL account ${g.code} was restored.` });
    } catch (err) {
      setMessage({ tone: 'error', text: saveFailure(err) });
    }
  };
  const add = form.handleSubmit(async (v) => {
    setFailure(null);
    setMessage(null);
    try {
      const g = await addGlAccount(companyId, v);
      await refresh();
      form.reset({ code: '', description: '' });
      setMessage({ tone: 'success', text: `GL account ${g.code} ${g.description} was added.` });
    } catch (err) {
      setFailure(saveFailure(err));
    }
  });
  const columns: TableColumn<GlAccount>[] = [
    { id: 'code', header: 'Code', text: (g) => g.code },
    { id: 'description', header: 'Description', text: (g) => g.description },
    { id: 'status', header: 'Status', text: (g) => (g.active ? (g.glAccountId === defaultId ? 'Active (default)' : 'Active') : 'Retired') },
    {
      id: 'action',
      header: 'Change',
      sortable: false,
      searchable: false,
      csv: false,
      text: () => '',
      cell: (g) =>
        g.active ? (
          <Button
            variant="link"
            onClick={() => setRetiring(g)}
            disabled={g.glAccountId === defaultId}
            aria-describedby={g.glAccountId === defaultId ? `${id}-default` : undefined}
          >
            Retire<span className="visually-hidden"> GL account {g.code}</span>
          </Button>
        ) : (
          <Button variant="link" onClick={() => void restore(g)}>
            Restore<span className="visually-hidden"> GL account {g.code}</span>
          </Button>
        ),
    },
  ];
  return (
    <>
      <p id={`${id}-default`} className="field-hint">
        Retired accounts stay on the reports that use them but can’t be chosen for new purchases. The default account can’t be retired:
        choose another default first.
      </p>
      {message ? (
        <Alert tone={message.tone}>
          <p>{message.text}</p>
        </Alert>
      ) : null}
      <DataTable
        caption="GL accounts"
        captionHidden
        columns={columns}
        rows={accounts}
        rowKey={(g) => String(g.glAccountId)}
        table={table}
        what="GL accounts"
        search={{ label: 'Search GL accounts' }}
        emptyText="The company has no GL accounts yet."
        exportCsv={{ filename: 'gl-accounts.csv' }}
      />
      <form noValidate onSubmit={(e) => void add(e)} className="er-gl-add" aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>Add a GL account</h3>
        <div className="er-filter-row">
          <TextField label="Code" maxLength={20} {...form.register('code')} error={fieldError(form.formState.errors, 'code')} />
          <TextField
            label="Description"
            maxLength={80}
            {...form.register('description')}
            error={fieldError(form.formState.errors, 'description')}
          />
        </div>
        {failure ? (
          <Alert tone="error">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <Button type="submit" loading={form.formState.isSubmitting}>
          Add GL account
        </Button>
      </form>
      <ConfirmDialog
        open={retiring !== null}
        title={`Retire GL account ${retiring?.code ?? ''}?`}
        confirmLabel="Retire GL account"
        danger
        failureText={saveFailure}
        onCancel={() => setRetiring(null)}
        onConfirm={async () => {
          const g = retiring!;
          await updateGlAccount(companyId, g.glAccountId, { active: false });
          setRetiring(null);
          await refresh();
          setMessage({ tone: 'success', text: `GL account ${g.code} was retired. Restore it here any time.` });
        }}
      >
        <p>
          “{retiring?.code} {retiring?.description}” can no longer be chosen for new purchases. Reports that already use it keep it.
        </p>
      </ConfirmDialog>
    </>
  );
}
