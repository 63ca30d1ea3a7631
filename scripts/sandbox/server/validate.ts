import * as z from 'zod/mini';
import { HttpError } from './httpError.js';

z.config(z.locales.en());

/** Parses `value` with `schema`, or answers 400 with every problem spelled out. */
export function validate<T extends z.ZodMiniType>(schema: T, value: unknown, what = 'request'): z.infer<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const detail = z.prettifyError(result.error).replace(/\n\s*/g, ' ');
  throw new HttpError(400, `Invalid ${what}: ${detail}`);
}

/** URLSearchParams → plain object (last value wins; repeated keys are joined with commas). */
export function queryObject(query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of new Set(query.keys())) out[key] = query.getAll(key).join(',');
  return out;
}
