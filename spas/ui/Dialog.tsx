import { useEffect, useId, useRef, type ReactNode } from '../lib/react-deps.js';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  /** Called when the user presses Escape; without it Escape does nothing (the dialog needs an answer). */
  onCancel?: () => void;
  /** aria-live for the title, e.g. for a countdown announced at sensible steps. */
  describedBy?: string;
}

/**
 * A real modal on the native <dialog>: showModal() moves focus in, makes the page behind inert and
 * traps Tab; Escape only closes it when `onCancel` is given.
 */
export function Dialog({ open, title, children, actions, onCancel, describedBy }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onCancel?.();
      }}
    >
      <div className="dialog-header">
        <h2 id={titleId}>{title}</h2>
      </div>
      <div className="dialog-body">{children}</div>
      {actions ? <div className="dialog-actions">{actions}</div> : null}
    </dialog>
  );
}
