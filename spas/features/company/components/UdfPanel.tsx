import { useState } from '../../../lib/react-deps.js';
import type { SubaccountExtras } from '../../../../shared/contract/accounts.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Button } from '../../../ui/Button.js';
import { SummaryList } from '../../../ui/DataSection.js';
import { FormFooter } from '../../../ui/forms/FormFooter.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { TextField } from '../../../ui/TextField.js';
import { udfSchema } from '../accountForms.js';
import { saveUdfs } from '../api/account.js';

const shown = (v: string) => v || 'Not set';

/** User-defined fields 1–3 (docs/requirements.md#spec-3-entities extras): shown to every account reader, edited by AM and T1. */
export function UdfPanel({ extras, canEdit, onSaved }: { extras: SubaccountExtras; canEdit: boolean; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(udfSchema, { udf1: extras.udf1, udf2: extras.udf2, udf3: extras.udf3 });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await saveUdfs(extras.accountId, extras.accountEntityId, v);
      setEditing(false);
      setDone(true);
      onSaved();
    } catch (err) {
      setFailure(actionFailureText(err));
    }
  });
  return (
    <section className="panel" aria-labelledby="udf-heading">
      <h2 id="udf-heading">User-defined fields</h2>
      {editing ? (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <TextField label="User-defined field 1" {...form.register('udf1')} error={fieldError(form.formState.errors, 'udf1')} />
          <TextField label="User-defined field 2" {...form.register('udf2')} error={fieldError(form.formState.errors, 'udf2')} />
          <TextField label="User-defined field 3" {...form.register('udf3')} error={fieldError(form.formState.errors, 'udf3')} />
          <FormFooter
            failure={failure}
            failureTitle="The fields were not saved"
            submitLabel="Save fields"
            busy={form.formState.isSubmitting}
            onCancel={() => setEditing(false)}
            layout="inline"
          />
        </form>
      ) : (
        <>
          <SummaryList
            rows={[
              ['Field 1', shown(extras.udf1)],
              ['Field 2', shown(extras.udf2)],
              ['Field 3', shown(extras.udf3)],
            ]}
          />
          {done ? <p role="status">The user-defined fields were saved.</p> : null}
          {canEdit ? (
            <Button
              variant="secondary"
              onClick={() => {
                form.reset({ udf1: extras.udf1, udf2: extras.udf2, udf3: extras.udf3 });
                setDone(false);
                setEditing(true);
              }}
            >
              Edit fields
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
