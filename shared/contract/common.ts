import * as z from 'zod/mini';
import { formatMoney } from '../format/format.js';
import { lazySchema } from './lazySchema.js';

/**
 * The platform's failure shapes (docs/requirements.md#spec-8-errors). A CSSFAULT answer carries a `fault` object; any answer with
 * a fault field is a failure whatever its status, and its data is nulled by the client.
 */
export const Fault = lazySchema(() =>
  z.object({
    faultCode: z.string(),
    faultString: z.string(),
    detail: z.optional(z.string()),
  }),
);
export type Fault = z.infer<typeof Fault>;

/** Error body of a platform answer with a non-2xx status. `fault` is present for CSSFAULT errors. */
export const ErrorBody = lazySchema(() =>
  z.object({
    error: z.string(),
    message: z.string(),
    status: z.optional(z.number()),
    fault: z.optional(Fault),
  }),
);
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{ data: T }` envelope used by brand and token answers. */
export const dataEnvelope = <T extends z.ZodMiniType>(data: T) => z.object({ data });

export const hasFault = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'fault' in body && (body as { fault: unknown }).fault != null;

/**
 * Pagination envelope of every paged list (docs/requirements.md#spec-7-calls leaves it unshown; designed Spring-style):
 * `page` is zero-based, `size` the page size, `totalElements` over all pages.
 */
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number(),
    size: z.number(),
    totalElements: z.number(),
    totalPages: z.number(),
  });
export type Page<T> = { content: T[]; page: number; size: number; totalElements: number; totalPages: number };

/** `{ data: T[] }` for unpaged lists. */
export const dataList = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item) });

/** Plain acknowledgement of a state-changing call. */
export const SuccessResponse = lazySchema(() => z.object({ success: z.boolean(), message: z.optional(z.string()) }));
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** The body of an answer that is not JSON (a document, a file, CSV), as the client reads it: text. */
export const RawBody = lazySchema(() => z.string());

/** Calendar date as `YYYY-MM-DD`; timestamps are ISO-8601 with offset. Amounts are US dollars as numbers. */
export const IsoDate = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
export const Timestamp = lazySchema(() => z.string());
export const Money = lazySchema(() => z.number());

/**
 * Money is US dollars in whole cents everywhere: an amount with a fraction of a cent is refused (never rounded),
 * by the platform's calls and by the portal's forms alike, with the same words.
 */
export const WHOLE_CENTS = 'must be in whole cents (no fractions of a cent)';

/** Whether a dollar amount is a whole number of cents (within what a binary double can say of one). */
export const isWholeCents = (dollars: number): boolean =>
  Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** Whether typed dollars (`1,250.005`, `$0.014`) carry digits past the cents: the form says so beside the field. */
export const typesFractionOfCent = (text: string): boolean =>
  /^\s*\$?[\d,]*\.\d{3,}\s*$/.test(text) && !isWholeCents(Number(text.replace(/[\s$,]/g, '')));

/** What a form says beside a field whose typed amount has a fraction of a cent ("amount", "credit limit"). */
export const wholeCentsMessage = (what: string): string => `The ${what} must be in whole cents (no fractions of a cent).`;

/** A dollar amount a call takes: whole cents, from `min` to `max`. */
export const dollarsFromTo = (min: number, max: number) =>
  z
    .number()
    .check(
      z.minimum(min, `must be at least ${formatMoney(min)}`),
      z.maximum(max, `must be ${formatMoney(max)} or less`),
      z.refine(isWholeCents, WHOLE_CENTS),
    );

/** Postal address as the platform's account calls spell it (docs/requirements.md#spec-3-entities card replacement info). */
/** An email address as the platform accepts it (something@domain.tld, no spaces). */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** A phone number as the platform accepts it: 7–20 digits, spaces and `( ) + . -`. */
export const PHONE_PATTERN = /^[0-9 ()+.-]{7,20}$/;

export const Address = lazySchema(() =>
  z.object({
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
);
export type Address = z.infer<typeof Address>;

/** Postal address as replacement availability and brand calls spell it (docs/requirements.md#spec-3-entities). */
export const LineAddress = lazySchema(() =>
  z.object({
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    zip5: z.string(),
  }),
);
export type LineAddress = z.infer<typeof LineAddress>;

/** Paging query of list calls: `page` zero-based (docs/requirements.md#spec-9-constants: page = offset / size), `size` 1–500. */
export const PageQuery = lazySchema(() =>
  z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
  }),
);

/** The encrypted card reference carried by every `cardNumber` parameter (never a full card number). */
export const CardRef = lazySchema(() => z.string().check(z.minLength(16), z.maxLength(200)));
