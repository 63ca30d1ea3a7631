import * as z from 'zod/mini';

/**
 * The platform's failure shapes (spec §8). A CSSFAULT answer carries a `fault` object; any answer with
 * a fault field is a failure whatever its status, and its data is nulled by the client.
 */
export const Fault = z.object({
  faultCode: z.string(),
  faultString: z.string(),
  detail: z.optional(z.string()),
});
export type Fault = z.infer<typeof Fault>;

/** Error body of a platform answer with a non-2xx status. `fault` is present for CSSFAULT errors. */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  status: z.optional(z.number()),
  fault: z.optional(Fault),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{ data: T }` envelope used by brand and token answers. */
export const dataEnvelope = <T extends z.ZodMiniType>(data: T) => z.object({ data });

export const hasFault = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'fault' in body && (body as { fault: unknown }).fault != null;
