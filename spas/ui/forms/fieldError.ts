import { getPath } from '../../lib/form-deps.js';

/**
 * The message of a field's error (nested paths like `lines.2.memo` too), for a field's `error` prop:
 * `error={fieldError(form.formState.errors, 'amount')}`.
 */
export function fieldError(errors: object, name: string): string | undefined {
  const e = getPath(errors, name) as { message?: unknown } | undefined;
  return typeof e?.message === 'string' && e.message ? e.message : undefined;
}
