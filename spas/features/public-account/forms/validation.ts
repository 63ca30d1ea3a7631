import * as z from 'zod/mini';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Parses form values with a zod/mini schema and keeps one message per field (the first the schema
 * reports, so 'Enter your card number' wins over 'That card number isn't valid'). Object-level checks
 * name their field with `path`.
 */
export function checkForm<T>(schema: z.ZodMiniType<T>, values: unknown): Checked<T> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Focuses the first field with an error (in document order) inside `form`. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
}
