import type { FormEvent, ReactNode } from '../../../lib/react-deps.js';
import { Alert, SuccessNote } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';

/** One panel of the profile: its heading, a form with its fields, the outcome (saved, or the platform's reason) and Save. */
export function FormSection({
  id,
  title,
  intro,
  onSubmit,
  busy,
  saved,
  failure,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  saved: string | null;
  failure: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro}
      <form noValidate onSubmit={onSubmit}>
        {children}
        {failure ? (
          <Alert tone="error" title="Nothing was changed">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <SuccessNote text={saved} />
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
