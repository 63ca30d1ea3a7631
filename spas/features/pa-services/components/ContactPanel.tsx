import * as z from 'zod/mini';
import { useState } from '../../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../../lib/data-deps.js';
import { bankManager } from '../../../../shared/permissions/policies/adminTools.js';
import { actionFailureText } from '../../../lib/failure.js';
import { usePermission } from '../../../lib/usePermission.js';
import { Button } from '../../../ui/Button.js';
import { DataSection, SummaryList } from '../../../ui/DataSection.js';
import { FormFooter } from '../../../ui/forms/FormFooter.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { TextField } from '../../../ui/TextField.js';
import { EMAIL_PATTERN } from '../../../../shared/contract/common.js';
import { companyExKey, companyExQuery } from '../../../api/companyEx.js';
import { saveBankManager } from '../api/services.js';

const bankManagerForm = z.object({
  bankManagerName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter the bank manager’s name.'), z.maxLength(80, 'The name can be at most 80 characters.')),
  bankManagerEmail: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the bank manager’s email address.'),
      z.maxLength(120, 'The email address can be at most 120 characters.'),
      z.regex(EMAIL_PATTERN, 'Enter a valid email address, like name@bank.com.'),
    ),
});

/** The company's contact and its bank manager (docs/requirements.md#spec-6-permissions: view AM, view only; the bank manager edited by AM). */
export function ContactPanel({ companyId }: { companyId: string }) {
  const ex = useQuery(companyExQuery(companyId));
  const canEdit = usePermission(bankManager.edit).can;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(bankManagerForm, { bankManagerName: '', bankManagerEmail: '' });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await saveBankManager(companyId, v);
      await queryClient.invalidateQueries({ queryKey: companyExKey(companyId) });
      setEditing(false);
      setSaved(true);
    } catch (err) {
      setFailure(actionFailureText(err));
    }
  });
  return (
    <DataSection
      title="Company contact and bank manager"
      state={ex}
      what="the company’s contact and bank manager"
      retry={() => void ex.refetch()}
    >
      {(c) => (
        <>
          <SummaryList
            rows={[
              ['Company contact', c.contactName || 'None on file'],
              ['Contact email', c.contactEmail || 'None on file'],
              ['Contact phone', c.contactPhone || 'None on file'],
              ['Bank manager', c.bankManagerName || 'None on file'],
              ['Bank manager email', c.bankManagerEmail || 'None on file'],
            ]}
          />
          {saved && !editing ? <p role="status">The bank manager was saved.</p> : null}
          {canEdit && !editing ? (
            <Button
              variant="secondary"
              onClick={() => {
                form.reset({ bankManagerName: c.bankManagerName, bankManagerEmail: c.bankManagerEmail });
                setSaved(false);
                setFailure(null);
                setEditing(true);
              }}
            >
              Change bank manager
            </Button>
          ) : null}
          {editing ? (
            <form noValidate onSubmit={(e) => void submit(e)}>
              <TextField
                label="Bank manager’s name"
                {...form.register('bankManagerName')}
                error={fieldError(form.formState.errors, 'bankManagerName')}
              />
              <TextField
                label="Bank manager’s email"
                type="email"
                {...form.register('bankManagerEmail')}
                error={fieldError(form.formState.errors, 'bankManagerEmail')}
              />
              <FormFooter
                failure={failure}
                failureTitle="The bank manager was not saved"
                submitLabel="Save bank manager"
                busy={form.formState.isSubmitting}
                onCancel={() => setEditing(false)}
                layout="inline"
              />
            </form>
          ) : null}
        </>
      )}
    </DataSection>
  );
}
