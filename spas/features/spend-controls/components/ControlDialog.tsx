import { useMemo, useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { MccGroup } from '../../../../shared/contract/mcc.js';
import type { AlertType, Contact, Control } from '../../../../shared/contract/spendControls.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { SummaryList } from '../../../ui/DataSection.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { useFormReset } from '../../../ui/forms/useFormReset.js';
import { createControl } from '../api/createControl.js';
import { spendKeys } from '../api/keys.js';
import { updateControl } from '../api/updateControl.js';
import { controlBody, controlFormSchema, controlFormValues, type ControlFormValues } from '../controlForm.js';
import { kindLabel, settingsRows } from '../controlWords.js';
import { ControlFields } from './ControlFields.js';
import { StepButtons, StepDialog } from './StepDialog.js';

/** Where a new alert or control goes: one account, or the whole company. */
export interface ControlTarget {
  companyId: number;
  accountEntityId: number | null;
  /** "Jane Doe’s account" or "every account of the company". */
  label: string;
}

export type ControlDialogMode = { kind: 'add'; target: ControlTarget } | { kind: 'change'; control: Control; target: ControlTarget };

export interface ControlDialogProps {
  mode: ControlDialogMode | null;
  /** The types offered (for adding: those the target does not have yet). */
  types: readonly AlertType[];
  contacts: readonly Contact[];
  groups: readonly MccGroup[];
  onClose(): void;
  /** After the platform saved it: what to tell the user. */
  onDone(message: string): void;
}

/**
 * Add or change one alert or control, in two steps: the settings (checked before anything is sent), then a review
 * that says exactly what will be set up and for whom; the platform's refusal, if any, is shown on the review.
 */
export function ControlDialog({ mode, types, contacts, groups, onClose, onDone }: ControlDialogProps) {
  const queryClient = useQueryClient();
  const changing = mode?.kind === 'change' ? mode.control : undefined;
  const allTypes = useMemo(() => types, [types]);
  const schema = useMemo(
    () =>
      controlFormSchema(
        changing
          ? allTypes.filter((t) => t.spendControlAlertTypeId === changing.spendControlAlertTypeId).concat(fallbackType(changing, allTypes))
          : allTypes,
      ),
    [allTypes, changing],
  );
  const form = useZodForm(schema, controlFormValues(changing));
  const [review, setReview] = useState<ControlFormValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useFormReset(() => {
    form.reset(controlFormValues(changing));
    setReview(null);
    setFailure(null);
  }, [mode]);

  if (!mode)
    return (
      <StepDialog open={false} title="" step="" heading="" actions={null} onCancel={onClose}>
        {null}
      </StepDialog>
    );
  const type = changing
    ? (types.find((t) => t.spendControlAlertTypeId === changing.spendControlAlertTypeId) ?? fallbackType(changing, types)[0]!)
    : types.find((t) => String(t.spendControlAlertTypeId) === review?.typeId);
  const groupName = (id: number) => groups.find((g) => g.mccGroupId === id)?.name;
  const close = () => {
    if (!busy) onClose();
  };
  const title = changing ? `Change ${changing.name}` : `Add an alert or control`;

  const confirm = async () => {
    if (!review || !type || busy) return;
    setBusy(true);
    setFailure(null);
    const body = controlBody(review, type);
    try {
      if (changing) await updateControl(changing.controlId, { controlAttributes: body.controlAttributes, contactIds: body.contactIds });
      else await createControl({ companyId: mode.target.companyId, accountEntityId: mode.target.accountEntityId, ...body });
      await queryClient.invalidateQueries({ queryKey: spendKeys.all });
      onDone(changing ? `${type.name} on ${mode.target.label} is changed.` : `${type.name} is set up on ${mode.target.label}.`);
    } catch (err) {
      setFailure(actionFailureText(err));
    } finally {
      setBusy(false);
    }
  };

  if (review && type) {
    const body = controlBody(review, type);
    return (
      <StepDialog
        open
        title={title}
        step="review"
        heading="Review"
        onCancel={close}
        actions={
          <StepButtons
            back="Back"
            onBack={() => setReview(null)}
            next={changing ? 'Save changes' : `Add ${kindLabel(type.kind).toLowerCase()}`}
            onNext={() => void confirm()}
            busy={busy}
          />
        }
      >
        <p>{changing ? 'These settings will replace the current ones:' : 'This will be set up:'}</p>
        <SummaryList rows={[['For', mode.target.label], ...settingsRows(type, body, groupName, contacts)]} />
        {failure ? (
          <Alert tone="error" title="Nothing was changed">
            <p>{failure}</p>
          </Alert>
        ) : null}
      </StepDialog>
    );
  }

  return (
    <StepDialog
      open
      title={title}
      step="edit"
      heading={changing ? `Settings for ${mode.target.label}` : `For ${mode.target.label}`}
      onCancel={close}
      actions={<StepButtons back="Cancel" onBack={close} next="Review" form="control-form" />}
    >
      <form id="control-form" noValidate onSubmit={form.handleSubmit((v) => setReview(v))}>
        {types.length || changing ? (
          <ControlFields form={form} types={types} fixedType={changing ? type : undefined} contacts={contacts} groups={groups} />
        ) : (
          <p>Every alert and control offered is already set up here.</p>
        )}
      </form>
    </StepDialog>
  );
}

/** A control whose type the platform no longer lists still gets a form of its own attributes. */
function fallbackType(c: Control, types: readonly AlertType[]): AlertType[] {
  if (types.some((t) => t.spendControlAlertTypeId === c.spendControlAlertTypeId)) return [];
  return [
    {
      spendControlAlertTypeId: c.spendControlAlertTypeId,
      name: c.name,
      description: '',
      kind: c.kind,
      accountTypes: [],
      attributes: Object.keys(c.controlAttributes),
    },
  ];
}
