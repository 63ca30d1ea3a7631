import { useId, useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { GlAccount } from '../../../../shared/contract/expenseReports.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { TextField } from '../../../ui/TextField.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import type { TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { expenseKeys } from '../api/keys.js';
import { addGlAccount, updateGlAccount } from '../api/saveGlAccount.js';
import { saveFailure } from '../saveFailure.js';
import { NewGlSchema } from '../configureSchemas.js';

export function GlAccounts({
  companyId,
  accounts,
  defaultId,
}: {
  companyId: number;
  accounts: readonly GlAccount[];
  defaultId: number | null;
}) {
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
