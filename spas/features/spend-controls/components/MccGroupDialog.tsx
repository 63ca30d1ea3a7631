import { useMemo, useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import { useFieldArray, useWatch } from '../../../lib/form-deps.js';
import type { MccGroup } from '../../../../shared/contract/mcc.js';
import { classify, actionFailureText } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { useFormReset } from '../../../ui/forms/useFormReset.js';
import { TextField } from '../../../ui/TextField.js';
import { mccKeys } from '../api/keys.js';
import { saveMccGroup } from '../api/saveMccGroup.js';
import { codesInRange, mccGroupFormSchema, mccGroupFormValues, rangeText } from '../mccGroupForm.js';

export interface MccGroupDialogProps {
  /** null: closed; 'new': create; a group: edit it. */
  group: MccGroup | 'new' | null;
  companyId: number;
  codes: ReadonlyMap<string, string>;
  onClose(): void;
  onDone(message: string): void;
}

/**
 * Create or edit a custom merchant category group: name, description and code ranges, each range checked as the
 * platform checks it (four digits, start ≤ end, a known code in it) with the codes it covers shown as you type;
 * a name the company already uses is refused by the platform (409) and said beside the name.
 */
export function MccGroupDialog({ group, companyId, codes, onClose, onDone }: MccGroupDialogProps) {
  const queryClient = useQueryClient();
  const editing = group && group !== 'new' ? group : undefined;
  const known = useMemo(() => [...codes.keys()], [codes]);
  const schema = useMemo(() => mccGroupFormSchema(known), [known]);
  const form = useZodForm(schema, mccGroupFormValues(editing));
  const ranges = useFieldArray({ control: form.control, name: 'ranges' });
  const watched = useWatch({ control: form.control, name: 'ranges' });
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;

  useFormReset(() => {
    form.reset(mccGroupFormValues(editing));
    setFailure(null);
  }, [group]);

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const saved = await saveMccGroup(
        { companyId, name: v.name, description: v.description, mccCodeRanges: v.ranges },
        editing?.mccGroupId,
      );
      await queryClient.invalidateQueries({ queryKey: mccKeys.all });
      onDone(editing ? `“${saved.name}” is saved.` : `“${saved.name}” is created.`);
    } catch (err) {
      const f = classify(err);
      if (f.status === 409 && f.reason === 'NAME_TAKEN')
        form.setError('name', { message: `${f.platformMessage ?? 'That name is taken.'} Choose another name.` }, { shouldFocus: true });
      else setFailure(actionFailureText(err));
    }
  });
  const busy = form.formState.isSubmitting;
  const rangesError = fieldError(errors, 'ranges') ?? fieldError(errors, 'ranges.root');

  return (
    <Dialog
      open={group !== null}
      title={editing ? `Edit “${editing.name}”` : 'Create a merchant category group'}
      onCancel={() => !busy && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="mcc-group-form" loading={busy}>
            {editing ? 'Save group' : 'Create group'}
          </Button>
        </>
      }
    >
      <form id="mcc-group-form" noValidate onSubmit={(e) => void submit(e)} className="sc-group-form">
        <TextField label="Name" autoComplete="off" maxLength={60} error={fieldError(errors, 'name')} {...form.register('name')} />
        <TextField
          label="Description (optional)"
          autoComplete="off"
          maxLength={200}
          error={fieldError(errors, 'description')}
          {...form.register('description')}
        />
        <fieldset className="sc-ranges">
          <legend>Merchant category code ranges</legend>
          <p className="field-hint">Four-digit ISO 18245 codes. For one code, enter it as both the start and the end.</p>
          {ranges.fields.map((field, i) => {
            const r = watched?.[i] ?? { startMccCode: '', endMccCode: '' };
            const covered = codesInRange(codes, r.startMccCode.trim(), r.endMccCode.trim());
            return (
              <div className="sc-range" key={field.id} role="group" aria-label={`Range ${i + 1}`}>
                <TextField
                  label={`Range ${i + 1} start`}
                  inputMode="numeric"
                  maxLength={4}
                  autoComplete="off"
                  error={fieldError(errors, `ranges.${i}.startMccCode`)}
                  {...form.register(`ranges.${i}.startMccCode`)}
                />
                <TextField
                  label={`Range ${i + 1} end`}
                  inputMode="numeric"
                  maxLength={4}
                  autoComplete="off"
                  error={fieldError(errors, `ranges.${i}.endMccCode`)}
                  {...form.register(`ranges.${i}.endMccCode`)}
                />
                {ranges.fields.length > 1 ? (
                  <button type="button" className="btn btn-secondary btn-small" onClick={() => ranges.remove(i)}>
                    Remove range {i + 1}
                  </button>
                ) : null}
                {covered.length ? (
                  <p className="field-hint sc-range-codes">
                    {rangeText(r)}: {covered.length === 1 ? '1 code' : `${covered.length} codes`} —{' '}
                    {covered
                      .slice(0, 3)
                      .map(([c, d]) => `${c} ${d}`)
                      .join('; ')}
                    {covered.length > 3 ? `; and ${covered.length - 3} more` : ''}
                  </p>
                ) : null}
              </div>
            );
          })}
          {rangesError ? <p className="field-error">{rangesError}</p> : null}
          {ranges.fields.length < 100 ? (
            <Button variant="secondary" onClick={() => ranges.append({ startMccCode: '', endMccCode: '' })}>
              Add a range
            </Button>
          ) : null}
        </fieldset>
        {failure ? (
          <Alert tone="error" title="The group wasn’t saved">
            <p>{failure}</p>
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
