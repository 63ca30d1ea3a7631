import * as z from 'zod/mini';
import { BrandData } from './contract/brand.js';
import { Timeouts, User } from './contract/authentication.js';

/**
 * What the gateway embeds in every HTML shell (`<script id="bootstrap" type="application/json">`), so an
 * area SPA paints its first screen without a round trip. The gateway escapes `<` as `\u003c`.
 */
export const HostKind = z.enum(['bare', 'welcome', 'applynow', 'client', 'apex']);
export type HostKind = z.infer<typeof HostKind>;

export const Bootstrap = z.object({
  hostKind: HostKind,
  /** The client brand of a client host; null on bare, welcome, applynow and apex hosts. */
  brand: z.nullable(BrandData),
  page: z.object({
    /** Page id from the route table (`notFound` for the not-found page). */
    page: z.string(),
    area: z.enum(['public', 'cardholder', 'pa', 'holdingCompany', 'viewer']),
    layout: z.enum(['full', 'headerOnly', 'none', 'sidebar']),
    title: z.string(),
    /** HTTP status the shell was served with (404 for not found). */
    status: z.number(),
  }),
  session: z.object({
    loggedIn: z.boolean(),
    user: z.nullable(User),
    xsrfToken: z.nullable(z.string()),
    timeouts: Timeouts,
  }),
  /** 'Back to Banno' target when the redirect origin is on the configured allowlist. */
  backToBanno: z.nullable(z.string()),
  /** Platform reporting URL, when known. */
  reportingUrl: z.nullable(z.string()),
  /**
   * The login page only: the signed-in homes' own files (gateway `homeFiles`), which the page has the browser fetch
   * into its cache once the user starts signing in.
   */
  warm: z.optional(z.array(z.string().check(z.startsWith('/assets/')))),
});
export type Bootstrap = z.infer<typeof Bootstrap>;

export const BOOTSTRAP_ELEMENT_ID = 'bootstrap';

/** Serialises for embedding inside a <script> element: no `<`, no line separators can end it early. */
export const serialiseBootstrap = (value: Bootstrap): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
