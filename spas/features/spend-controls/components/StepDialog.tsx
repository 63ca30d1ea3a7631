import { useEffect, useRef, type ReactNode } from '../../../lib/react-deps.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';

/**
 * A dialog whose body changes step (form → review → done): the step's heading takes the focus when the step
 * changes, so keyboard and screen reader users hear where they are.
 */
export function StepDialog({
  open,
  title,
  step,
  heading,
  children,
  actions,
  onCancel,
}: {
  open: boolean;
  title: string;
  /** Changes when the step does. */
  step: string;
  heading: string;
  children: ReactNode;
  actions: ReactNode;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (!open) {
      first.current = true;
      return;
    }
    // The dialog moves focus in by itself when it opens; later steps move it to their heading.
    if (first.current) first.current = false;
    else ref.current?.focus();
  }, [open, step]);
  return (
    <Dialog open={open} title={title} onCancel={onCancel} actions={actions}>
      <h3 ref={ref} tabIndex={-1} className="sc-step-heading">
        {heading}
      </h3>
      {children}
    </Dialog>
  );
}

/** A step's two buttons: the way back (Cancel, Back) and the way on (a form's submit, or an action that may be busy). */
export function StepButtons({
  back,
  onBack,
  next,
  onNext,
  form,
  busy = false,
}: {
  back: string;
  onBack: () => void;
  next: ReactNode;
  onNext?: () => void;
  form?: string;
  busy?: boolean;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onBack} disabled={busy}>
        {back}
      </Button>
      <Button type={form ? 'submit' : 'button'} form={form} onClick={onNext} loading={busy}>
        {next}
      </Button>
    </>
  );
}
