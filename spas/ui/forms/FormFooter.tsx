import { Alert } from '../Alert.js';
import { Button } from '../Button.js';

export interface FormFooterProps {
  /** Why the last try did not work, in words (shown above the buttons, announced). */
  failure: string | null;
  failureTitle?: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** Without it the primary button submits the form it is in. */
  onSubmit?: () => void;
  /** `dialog`: the actions row of a dialog; `inline`: a row under a form in a panel. */
  layout?: 'dialog' | 'inline';
  submitDisabled?: boolean;
}

/** The end of a form: its failure, Cancel, and the primary action (busy while it runs; Cancel waits for it). */
export function FormFooter({
  failure,
  failureTitle,
  submitLabel,
  busy,
  onCancel,
  onSubmit,
  layout = 'dialog',
  submitDisabled,
}: FormFooterProps) {
  return (
    <>
      {failure ? (
        <Alert tone="error" {...(failureTitle ? { title: failureTitle } : {})}>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <div className={layout === 'dialog' ? 'dialog-actions' : 'actions-row'}>
        {layout === 'inline' ? <PrimaryButton {...{ submitLabel, busy, onSubmit, submitDisabled }} /> : null}
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {layout === 'dialog' ? <PrimaryButton {...{ submitLabel, busy, onSubmit, submitDisabled }} /> : null}
      </div>
    </>
  );
}

function PrimaryButton({
  submitLabel,
  busy,
  onSubmit,
  submitDisabled,
}: Pick<FormFooterProps, 'submitLabel' | 'busy' | 'onSubmit' | 'submitDisabled'>) {
  return onSubmit ? (
    <Button onClick={onSubmit} loading={busy} disabled={submitDisabled}>
      {submitLabel}
    </Button>
  ) : (
    <Button type="submit" loading={busy} disabled={submitDisabled}>
      {submitLabel}
    </Button>
  );
}
