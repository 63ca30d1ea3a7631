import { useMemo, useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import * as z from 'zod/mini';
import { FleetDriver, FleetPrompts, FleetVehicle } from '../../../../shared/contract/fleet.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { useFormReset } from '../../../ui/forms/useFormReset.js';
import { Checkbox, TextField } from '../../../ui/TextField.js';
import { fleetKeys, type FleetCodes } from '../api/fleetCodes.js';
import { saveFleetCodes } from '../api/saveFleetCodes.js';
import { fleetFormValues } from '../fleetWords.js';

export interface FleetCodesDialogProps {
  /** The card being edited, with its codes as loaded; null: closed. */
  card: { accountEntityId: number; name: string; codes: FleetCodes } | null;
  companyId: string;
  /** docs/requirements.md#spec-6-permissions: vehicle and driver codes by AM and delegate ("edit"); prompts by AM ("update"). */
  canEditCodes: boolean;
  canUpdatePrompts: boolean;
  onClose(): void;
  onDone(message: string): void;
}

/** The platform's own rules for the parts (shared/contract/fleet.ts), so the form and the platform agree. */
const schema = z.object({ vehicle: FleetVehicle, driver: FleetDriver, prompts: FleetPrompts });
const EMPTY = {
  vehicle: { code: '', description: '' },
  driver: { code: '', description: '' },
  prompts: { driverIdRequired: false, odometerRequired: false, fuelOnly: false },
};

/** Edit a fleet card's vehicle and driver codes and (for an Admin-Manager) what the pump asks. */
export function FleetCodesDialog({ card, companyId, canEditCodes, canUpdatePrompts, onClose, onDone }: FleetCodesDialogProps) {
  const queryClient = useQueryClient();
  const defaults = useMemo(() => (card ? fleetFormValues(card.codes) : EMPTY), [card]);
  const form = useZodForm(schema, defaults);
  const [failure, setFailure] = useState<string | null>(null);
  useFormReset(() => {
    form.reset(defaults);
    setFailure(null);
  }, [defaults]);
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (v) => {
    if (!card) return;
    setFailure(null);
    try {
      await saveFleetCodes(companyId, card.accountEntityId, {
        ...(canEditCodes ? { vehicle: v.vehicle, driver: v.driver } : {}),
        ...(canUpdatePrompts ? { prompts: v.prompts } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: fleetKeys.company(companyId) });
      onDone(`The fleet codes of ${card.name}’s card are saved.`);
    } catch (err) {
      setFailure(actionFailureText(err));
    }
  });

  return (
    <Dialog
      open={card !== null}
      title={card ? `Fleet codes: ${card.name}` : 'Fleet codes'}
      onCancel={() => !busy && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="fleet-codes-form" loading={busy}>
            Save codes
          </Button>
        </>
      }
    >
      <form id="fleet-codes-form" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset className="fleet-fieldset" disabled={!canEditCodes}>
          <legend>Vehicle</legend>
          <TextField
            label="Vehicle number"
            autoComplete="off"
            maxLength={12}
            hint="What the driver enters at the pump: letters, digits and dashes."
            error={fieldError(errors, 'vehicle.code')}
            {...form.register('vehicle.code')}
          />
          <TextField
            label="Vehicle description (optional)"
            autoComplete="off"
            maxLength={40}
            error={fieldError(errors, 'vehicle.description')}
            {...form.register('vehicle.description')}
          />
        </fieldset>
        <fieldset className="fleet-fieldset" disabled={!canEditCodes}>
          <legend>Driver</legend>
          <TextField
            label="Driver ID"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            hint="4 to 6 digits."
            error={fieldError(errors, 'driver.code')}
            {...form.register('driver.code')}
          />
          <TextField
            label="Driver name"
            autoComplete="off"
            maxLength={40}
            error={fieldError(errors, 'driver.description')}
            {...form.register('driver.description')}
          />
        </fieldset>
        <fieldset
          className="fleet-fieldset"
          disabled={!canUpdatePrompts}
          aria-describedby={canUpdatePrompts ? undefined : 'fleet-prompts-note'}
        >
          <legend>At the pump</legend>
          {!canUpdatePrompts ? (
            <p id="fleet-prompts-note" className="field-hint">
              Only an Admin-Manager changes what the pump asks.
            </p>
          ) : null}
          <Checkbox label="Ask for the driver ID" {...form.register('prompts.driverIdRequired')} />
          <Checkbox label="Ask for the odometer reading" {...form.register('prompts.odometerRequired')} />
          <Checkbox label="Fuel only" {...form.register('prompts.fuelOnly')} />
        </fieldset>
        {failure ? (
          <Alert tone="error" title="The codes weren’t saved">
            <p>{failure}</p>
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
