import { useEffect, useRef, type FormEvent, type ReactNode, type Ref } from '../../lib/react-deps.js';
import { Alert } from '../Alert.js';
import { AppLink } from '../AppLink.js';
import { Button } from '../Button.js';
import { RadioField, type RadioFieldOption } from './RadioField.js';

/**
 * Small pieces the public account forms share: the step heading (focused when a step opens, so keyboard
 * and screen reader users land on it), a caller-held radio group (RadioField), the form-level error, the frame of
 * a step's form and the last, confirmation step.
 */

const STEP_COUNT_STYLE = { display: 'block', fontSize: '0.875rem', fontWeight: 600, color: 'var(--color-text-muted)' } as const;

export function StepHeading({ step, of, title, focus = step > 1 }: { step: number; of: number; title: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [step, focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="step-heading">
      <span className="step-count" style={STEP_COUNT_STYLE}>
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

export type { RadioFieldOption as RadioOption } from './RadioField.js';

/** A radio group whose value the caller holds (the public account forms): the form kit's RadioField. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  options: RadioFieldOption[];
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return <RadioField legend={legend} options={options} controlled={{ name, value, onChange }} error={error} />;
}

export function FormFailure({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Alert tone="error" id={id} title={title}>
      {children}
    </Alert>
  );
}

export interface StepFormProps {
  step: number;
  of: number;
  title: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  /** The id of the form-level error, which describes the form while it is shown. */
  errorId: string;
  failure: { title: string; body: string } | null;
  /** Shown in the form-level error after its text (links that help). */
  failureLinks?: ReactNode;
  /** Between the heading and the notice. */
  intro?: ReactNode;
  /** Why the user is back at this step; the heading then takes focus. */
  notice?: string | undefined;
  submitLabel: string;
  busy: boolean;
  /** Announced while busy. */
  busyLabel?: string;
  /** After the submit button (another way out of the step). */
  after?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** One step of a public account flow: heading, intro, notice, form-level error, fields, submit button, busy status. */
export function StepForm(p: StepFormProps) {
  return (
    <form ref={p.formRef} method="post" noValidate onSubmit={p.onSubmit} aria-describedby={p.failure ? p.errorId : undefined}>
      <StepHeading step={p.step} of={p.of} title={p.title} focus={p.notice ? true : undefined} />
      {p.intro}
      {p.notice ? (
        <Alert tone="info">
          <p>{p.notice}</p>
        </Alert>
      ) : null}
      {p.failure ? (
        <FormFailure id={p.errorId} title={p.failure.title}>
          <p>{p.failure.body}</p>
          {p.failureLinks}
        </FormFailure>
      ) : null}
      {p.children}
      <Button type="submit" loading={p.busy} block>
        {p.submitLabel}
      </Button>
      {p.busy && p.busyLabel ? (
        <span className="visually-hidden" role="status">
          {p.busyLabel}
        </span>
      ) : null}
      {p.after}
    </form>
  );
}

/**
 * The last step of a public account flow: its heading (focused), a success message, and what to do next
 * (by default a Log In button).
 */
export function DoneStep({
  step,
  of,
  title,
  alertTitle,
  children,
  next,
}: {
  step: number;
  of: number;
  title: string;
  alertTitle: string;
  children: ReactNode;
  next?: ReactNode;
}) {
  return (
    <div>
      <FocusHeading>
        <span style={STEP_COUNT_STYLE}>{`Step ${step} of ${of}`}</span>
        {` ${title}`}
      </FocusHeading>
      <Alert tone="success" title={alertTitle}>
        <p>{children}</p>
      </Alert>
      {next ?? (
        <p>
          <AppLink className="btn btn-primary btn-block" href="/login">
            Log In
          </AppLink>
        </p>
      )}
    </div>
  );
}
