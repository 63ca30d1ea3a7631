import * as z from 'zod/mini';

/**
 * A form schema's cross-field check (`.check(checkFields((v, say) => …))`): `say(field, message)` puts the message
 * beside that field, where the form kit shows it. For rules that need several fields or the platform's limits.
 */
export function checkFields<T extends Record<string, unknown>>(
  check: (values: T, say: (field: keyof T & string, message: string) => void) => void,
) {
  return z.superRefine<T>((values, ctx) => {
    check(values, (field, message) => ctx.issues.push({ code: 'custom', path: [field], message, input: values[field] }));
  });
}
