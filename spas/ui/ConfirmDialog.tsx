import { useState, type ReactNode } from '../lib/react-deps.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in plain words (and whether it can be undone). */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action (delete, close, lock): the confirm button says so visually too. */
  danger?: boolean;
  /** Runs the action; the dialog stays open with the failure's words if it throws. */
  onConfirm: () => Promise<unknown> | unknown;
  onCancel: () => void;
  /** The words for a failure (default: the error's message). */
  failureText?: (err: unknown) => string;
}

/**
 * The confirm step before anything destructive or anything that moves money: says what will happen, runs the
 * action once (a second click while it runs does nothing), and keeps the dialog open with the exact reason when
 * the platform refuses.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
  onCancel,
  failureText,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onCancel();
  };
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (err) {
      setFailure(failureText ? failureText(err) : err instanceof Error ? err.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button className={danger ? 'btn-danger' : undefined} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
    </Dialog>
  );
}
