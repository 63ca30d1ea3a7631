import { useId, type ReactNode } from '../../lib/react-deps.js';

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The control's aria-describedby: its hint and its error. */
  describedBy: string | undefined;
}

/** The ids that tie a control to its label, hint and error. */
export function useFieldIds(hint: string | undefined, error: string | null | undefined): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** One field of a form: its label, an optional hint, the control, and the error beside it (every field of the kit). */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  children,
}: {
  ids: FieldIds;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      {hint ? (
        <span id={ids.hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {children}
      {error ? (
        <span id={ids.errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
