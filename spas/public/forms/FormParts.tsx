import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from '../../lib/react-deps.js';
import { Alert } from '../../ui/Alert.js';

/**
 * Small pieces the public account forms share: the step heading (focused when a step opens, so keyboard
 * and screen reader users land on it), a radio group with its error, and the form-level error.
 */

export function StepHeading({ step, of, title, focus = step > 1 }: { step: number; of: number; title: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [step, focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="step-heading">
      <span className="step-count" style={{ display: 'block', fontSize: '0.875rem', fontWeight: 600, color: 'var(--color-text-muted)' }}>
        Step {step} of {of}
        <span className="visually-hidden">:</span>
      </span>{' '}
      {title}
    </h2>
  );
}

/** A heading that takes focus when it appears (the last, confirmation step). */
export function FocusHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

export interface RadioOption {
  value: string;
  label: string;
}

export function RadioGroup({ legend, name, options, value, error, onChange }: {
  legend: string; name: string; options: RadioOption[]; value: string; error?: string | undefined; onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="field radio-group" style={{ border: 0, padding: 0, margin: '0 0 1rem', minWidth: 0 }} aria-describedby={error ? errorId : undefined}>
      <legend style={{ fontWeight: 600, padding: 0, marginBottom: '0.5rem' }}>{legend}</legend>
      {options.map((o) => (
        <Radio key={o.value} name={name} label={o.label} value={o.value} checked={value === o.value} invalid={!!error} onChange={() => onChange(o.value)} />
      ))}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

function Radio({ label, invalid, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: string; invalid: boolean }) {
  const id = useId();
  return (
    <div className="checkbox">
      <input {...rest} id={id} type="radio" aria-invalid={invalid || undefined} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function FormFailure({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Alert tone="error" id={id} title={title}>
      {children}
    </Alert>
  );
}
