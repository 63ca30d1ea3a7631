import type * as z from 'zod/mini';
import { standardSchemaResolver, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from '../../lib/form-deps.js';

/**
 * A form checked by a zod/mini schema (React Hook Form, through the Standard Schema resolver): errors are shown
 * beside their fields after the first submit and follow every change after that; the first invalid field takes
 * the focus; `handleSubmit` hands over the parsed (output) values only when they are valid, so nothing is sent
 * from a form with a problem.
 */
export function useZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
