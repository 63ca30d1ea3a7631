import * as z from 'zod/mini';
import { useEffect, useId, useMemo, useState } from '../../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../../lib/data-deps.js';
import { useFieldArray } from '../../../lib/form-deps.js';
import type { Transaction } from '../../../../shared/contract/cards.js';
import type { ExpenseReport, Receipt } from '../../../../shared/contract/expenseReports.js';
import { formatDate, formatMoney } from '../../../../shared/format/format.js';
import { classify } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { DataState } from '../../../ui/DataSection.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { TextField } from '../../../ui/TextField.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { glAccountsQuery } from '../api/glAccounts.js';
import { expenseKeys } from '../api/keys.js';
import { purchasesQuery } from '../../../api/expensePurchases.js';
import { createReport, updateReport } from '../api/saveReport.js';
import { settingsQuery } from '../api/settings.js';
import { suggestedName } from '../reportName.js';
import { ReceiptField } from './ReceiptField.js';
import { ReceiptViewer } from './ReceiptViewer.js';

const EditorSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Give the report a name.'), z.maxLength(80, 'Keep the name to 80 characters.')),
  lines: z
    .array(
      z.object({
        transactionId: z.string(),
        glAccountId: z.string().check(z.minLength(1, 'Choose a GL account for this purchase.')),
        memo: z.string().check(z.trim(), z.maxLength(200, 'Keep the memo to 200 characters.')),
        receiptId: z.nullable(z.string()),
      }),
    )
    .check(z.minLength(1, 'Choose at least one purchase for the report.'), z.maxLength(200, 'A report holds up to 200 purchases.')),
});

const purchaseColumns: TableColumn<Transaction>[] = [
  dateColumn('date', 'Date', (t) => t.transactionDate),
  { id: 'merchant', header: 'Merchant', text: (t) => t.merchantName },
  { id: 'category', header: 'Category', text: (t) => t.mccDescription },
  moneyColumn('amount', 'Amount', (t) => t.amount),
];

export const purchaseText = (t: { merchantName: string; transactionDate: string; amount: number }): string =>
  `${t.merchantName} on ${formatDate(t.transactionDate)}, ${formatMoney(t.amount)}`;

export type EditorTarget =
  | { kind: 'new'; companyId: number; account: number | null; person: { firstName: string; lastName: string } | null }
  | { kind: 'edit'; companyId: number; report: ExpenseReport };

/**
 * A draft's form: its name, the purchases on it (chosen from the card's posted purchases that are on no
 * other report), and per purchase a GL account (the company's active ones, the default first chosen), a memo and a
 * receipt. Nothing is sent while the form has a problem; the platform's refusal is shown in its words.
 */
export function ReportEditor({
  target,
  onSaved,
  onCancel,
}: {
  target: EditorTarget;
  onSaved: (r: ExpenseReport) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const editing = target.kind === 'edit' ? target.report : null;
  const account = target.kind === 'edit' ? target.report.accountEntityId : target.account;
  const settings = useQuery(settingsQuery(target.companyId));
  const gl = useQuery(glAccountsQuery(target.companyId));
  const purchases = useQuery(purchasesQuery(account, editing?.reportId ?? null));
  const [receipts, setReceipts] = useState<Record<string, Receipt>>(() =>
    Object.fromEntries((editing?.lines ?? []).flatMap((l) => (l.receipt ? [[l.transactionId, l.receipt]] : []))),
  );
  const [viewing, setViewing] = useState<{ receipt: Receipt; what: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const form = useZodForm(EditorSchema, {
    name: editing?.name ?? '',
    lines: (editing?.lines ?? []).map((l) => ({
      transactionId: l.transactionId,
      glAccountId: l.glAccountId === null ? '' : String(l.glAccountId),
      memo: l.memo,
      receiptId: l.receipt?.receiptId ?? null,
    })),
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const table = useTableState({ prefix: 'p', sortable: purchaseColumns.map((c) => c.id), defaultSort: { id: 'date', desc: true } });

  // A new report's suggested name, from the company's pattern, once the settings are known (never over what was typed).
  const person = target.kind === 'new' ? target.person : null;
  useEffect(() => {
    if (target.kind !== 'new' || !settings.data || form.getValues('name')) return;
    form.setValue('name', suggestedName(settings.data.reportNamePattern, person ?? { firstName: '', lastName: '' }, new Date()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- suggested once, when the settings arrive: never again over what the user cleared or typed
  }, [settings.data]);

  const byId = useMemo(() => new Map((purchases.data ?? []).map((t) => [t.transactionId, t])), [purchases.data]);
  const active = (gl.data ?? []).filter((g) => g.active);
  const defaultGl =
    settings.data?.defaultGlAccountId != null && active.some((g) => g.glAccountId === settings.data!.defaultGlAccountId)
      ? String(settings.data.defaultGlAccountId)
      : '';
  const selected = new Set(lines.fields.map((f) => f.transactionId));

  const choose = (next: Set<string>) => {
    const current = form.getValues('lines');
    const removed = current.map((l, i) => (next.has(l.transactionId) ? -1 : i)).filter((i) => i >= 0);
    if (removed.length) lines.remove(removed);
    const have = new Set(current.map((l) => l.transactionId));
    const added = [...next]
      .filter((id) => !have.has(id))
      .sort((a, b) => (byId.get(a)?.transactionDate ?? '').localeCompare(byId.get(b)?.transactionDate ?? ''));
    if (added.length)
      lines.append(
        added.map((transactionId) => ({
          transactionId,
          glAccountId: defaultGl,
          memo: '',
          receiptId: receipts[transactionId]?.receiptId ?? null,
        })),
      );
    if (form.formState.isSubmitted) void form.trigger('lines');
  };

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = {
      name: values.name,
      lines: values.lines.map((l) => ({
        transactionId: l.transactionId,
        glAccountId: Number(l.glAccountId),
        memo: l.memo,
        receiptId: l.receiptId,
      })),
    };
    try {
      const saved = editing
        ? await updateReport(editing.reportId, body)
        : await createReport({ ...body, ...(account !== null ? { accountEntityId: account } : {}) });
      await client.invalidateQueries({ queryKey: expenseKeys.all });
      onSaved(saved);
    } catch (err) {
      const f = classify(err);
      setFailure(
        f.kind === 'invalid' || f.kind === 'denied'
          ? `The report wasn't saved: ${f.platformMessage ?? 'the platform refused it.'}`
          : "We couldn't save the report just now. Nothing was changed — please try again in a few minutes.",
      );
    }
  });

  const linesError = fieldError(form.formState.errors, 'lines') ?? fieldError(form.formState.errors, 'lines.root');
  return (
    <form noValidate onSubmit={(e) => void save(e)} aria-describedby={failure ? failureId : undefined} className="er-editor">
      {failure ? (
        <Alert tone="error" id={failureId} title="Not saved">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TextField label="Report name" maxLength={80} {...form.register('name')} error={fieldError(form.formState.errors, 'name')} />

      <section className="panel" aria-labelledby="er-purchases-h">
        <h2 id="er-purchases-h">Purchases</h2>
        <p className="field-hint">Posted purchases on the card that are not on another report. Select the ones this report is for.</p>
        <DataTable
          caption="Purchases to choose from"
          columns={purchaseColumns}
          rows={purchases.data ?? []}
          rowKey={(t) => t.transactionId}
          table={table}
          what="purchases"
          search={{ label: 'Search purchases', hint: 'By merchant, category, amount (like $12.50) or date (MM/DD/YYYY).' }}
          loaded={purchases}
          retry={() => void purchases.refetch()}
          emptyText="There are no purchases left to put on a report: every posted purchase is on one already."
          selection={{ selected, onChange: choose, label: (id) => `Select ${byId.get(id) ? purchaseText(byId.get(id)!) : id}` }}
        />
      </section>

      <section className="panel" aria-labelledby="er-lines-h">
        <h2 id="er-lines-h">
          On this report{' '}
          <span className="field-hint">
            ({lines.fields.length === 1 ? '1 purchase' : `${lines.fields.length} purchases`},{' '}
            {formatMoney(lines.fields.reduce((n, f) => n + (byId.get(f.transactionId)?.amount ?? 0), 0))})
          </span>
        </h2>
        {linesError ? (
          <p className="field-error" role="alert">
            {linesError}
          </p>
        ) : null}
        <DataState state={gl} what="the company's GL accounts" retry={() => void gl.refetch()}>
          {(accounts) =>
            lines.fields.length === 0 ? (
              <p>No purchases chosen yet.</p>
            ) : (
              <ol className="er-lines">
                {lines.fields.map((field, i) => {
                  const t = byId.get(field.transactionId) ?? editing?.lines.find((l) => l.transactionId === field.transactionId);
                  const what = t ? purchaseText(t) : field.transactionId;
                  const current = editing?.lines.find((l) => l.transactionId === field.transactionId)?.glAccountId ?? null;
                  const options = accounts.filter((g) => g.active || g.glAccountId === current);
                  const over = settings.data?.receiptRequiredOver ?? null;
                  return (
                    <li key={field.id} className="er-line">
                      <fieldset>
                        <legend>{what}</legend>
                        <div className="er-line-fields">
                          <SelectField
                            label="GL account"
                            placeholder="Choose a GL account"
                            options={options.map((g) => ({
                              value: String(g.glAccountId),
                              label: `${g.code} ${g.description}${g.active ? '' : ' (retired)'}`,
                            }))}
                            {...form.register(`lines.${i}.glAccountId`)}
                            error={fieldError(form.formState.errors, `lines.${i}.glAccountId`)}
                          />
                          <TextField
                            label="Memo"
                            maxLength={200}
                            {...form.register(`lines.${i}.memo`)}
                            error={fieldError(form.formState.errors, `lines.${i}.memo`)}
                          />
                        </div>
                        <ReceiptField
                          receipt={receipts[field.transactionId] ?? null}
                          account={account}
                          what={what}
                          requiredOver={t && over !== null && t.amount > over ? over : null}
                          onView={(receipt) => setViewing({ receipt, what })}
                          onChange={(r) => {
                            setReceipts((all) => {
                              const next = { ...all };
                              if (r) next[field.transactionId] = r;
                              else delete next[field.transactionId];
                              return next;
                            });
                            form.setValue(`lines.${i}.receiptId`, r?.receiptId ?? null);
                          }}
                        />
                        <Button
                          variant="link"
                          aria-label={`Take off the report: ${what}`}
                          onClick={() => choose(new Set([...selected].filter((id) => id !== field.transactionId)))}
                        >
                          Take off the report
                        </Button>
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
            )
          }
        </DataState>
      </section>

      <div className="er-actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save draft
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
      </div>
      <ReceiptViewer receipt={viewing?.receipt ?? null} what={viewing?.what ?? ''} onClose={() => setViewing(null)} />
    </form>
  );
}
