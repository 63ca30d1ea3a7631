/**
 * The adapter for React Hook Form with the zod/mini schemas through the Standard Schema resolver (zod 4 schemas,
 * mini included, implement Standard Schema), used by the form kit (spas/ui/forms).
 */
export { useForm, useFieldArray, useWatch, Controller, FormProvider, useFormContext, get as getPath } from 'react-hook-form';
export type {
  FieldValues,
  FieldPath,
  FieldErrors as HookFieldErrors,
  UseFormReturn,
  UseFormRegisterReturn,
  SubmitHandler,
  Path,
  DefaultValues,
} from 'react-hook-form';
export { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
