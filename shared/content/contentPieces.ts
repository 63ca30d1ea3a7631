import * as z from 'zod/mini';
import { REWARDS_VARIANTS, type RewardsVariant } from '../brand/rewardsVariants.js';
import { Blocks, Document, Section, Sections, ShortText, Text, list, sampleFlag, some } from './contentBlocks.js';

/**
 * A client's own words, one file per piece in its asset area: `static/cdn/{client}/content/{piece}.json`, with
 * `static/cdn/default/content/{piece}.json` (sample text) for a piece the client lacks or got wrong. The gateway
 * checks every file with these schemas when it loads the area; the pages parse what they fetch with them again.
 */

/** The account's terms, rates and fees: /info/terms and a cardholder's Services › Terms and Conditions. */
export const TermsContent = z.strictObject({ ...sampleFlag, intro: z.optional(Blocks), sections: Sections });
export type TermsContent = z.infer<typeof TermsContent>;

/** /faqs (and the signed-in areas' FAQs): questions in groups. */
export const FaqsContent = z.strictObject({
  ...sampleFlag,
  intro: z.optional(Text),
  groups: some(z.strictObject({ heading: ShortText, items: some(z.strictObject({ question: ShortText, answer: Blocks }), 50) }), 20),
});
export type FaqsContent = z.infer<typeof FaqsContent>;

/** /privacy (the summary) and /privacy-policy-viewer (the full policy). */
export const PrivacyContent = z.strictObject({ ...sampleFlag, summary: Sections, policy: Document });
export type PrivacyContent = z.infer<typeof PrivacyContent>;

/** /security. */
export const SecurityContent = z.strictObject({ ...sampleFlag, sections: Sections });
export type SecurityContent = z.infer<typeof SecurityContent>;

const PhoneNumber = z.string().check(z.regex(/^\+?[0-9][0-9 ().-]{6,24}$/, 'must be a phone number such as 800-555-0100'));

/**
 * Contact Us beyond what the platform answers (its phone, email and addresses come first): more numbers with their
 * hours, opening hours, addresses of other kinds and notes.
 */
export const ContactContent = z.strictObject({
  ...sampleFlag,
  intro: z.optional(Blocks),
  phones: list(z.strictObject({ label: ShortText, number: PhoneNumber, hours: z.optional(ShortText) }), 20),
  hours: z.optional(Text),
  addresses: z.optional(list(z.strictObject({ heading: ShortText, lines: some(ShortText, 8) }), 10)),
  notes: z.optional(Blocks),
});
export type ContactContent = z.infer<typeof ContactContent>;

export const REDEMPTION_KINDS = ['STATEMENT_CREDIT', 'DIRECT_DEPOSIT', 'GIVEBACK'] as const;

/** One rewards program as the client describes it (the platform's `rewarddescription` wins where it answers). */
export const RewardsProgramContent = z.strictObject({
  ...sampleFlag,
  name: ShortText,
  summary: Text,
  earning: some(z.strictObject({ rate: ShortText, on: ShortText }), 20),
  earningNotes: z.optional(list(Text, 20)),
  /** How points are redeemed; `kind` ties an option to the platform's redemption of that kind (its label on Rewards). */
  redemption: some(z.strictObject({ kind: z.optional(z.enum(REDEMPTION_KINDS)), option: ShortText, detail: Text }), 20),
  expiry: Text,
  specialTerms: z.optional(list(Section, 20)),
  /** The program's terms and conditions (/aboutRewards/rewardsTerms, /info/terms/rewards). */
  terms: Sections,
});
export type RewardsProgramContent = z.infer<typeof RewardsProgramContent>;

/**
 * The client's programs by rewards variant (pnfp, grizzlies, communitycard, bhg, bhgmore, default). The gateway serves
 * each client the default file's programs overlaid with its own, so the variant the platform names always has one.
 */
export const RewardsContent = z.strictObject({
  programs: z
    .partialRecord(z.enum(REWARDS_VARIANTS), RewardsProgramContent)
    .check(z.refine((p) => Object.keys(p).length > 0, 'must name at least one program, e.g. "default"')),
});
export type RewardsContent = z.infer<typeof RewardsContent>;

/** Apply Now and the documents around an application (/applynow, /preterms, /postterms, /terms-of-service). */
export const ApplyContent = z.strictObject({
  ...sampleFlag,
  applyNow: Document,
  preTerms: Document,
  postTerms: Document,
  termsOfService: Document,
});
export type ApplyContent = z.infer<typeof ApplyContent>;

export const CONTENT_PIECES = {
  terms: TermsContent,
  faqs: FaqsContent,
  privacy: PrivacyContent,
  security: SecurityContent,
  contact: ContactContent,
  rewards: RewardsContent,
  apply: ApplyContent,
} as const;
export type ContentPiece = keyof typeof CONTENT_PIECES;
export type ContentOf<P extends ContentPiece> = z.infer<(typeof CONTENT_PIECES)[P]>;

export const isContentPiece = (name: string): name is ContentPiece => Object.hasOwn(CONTENT_PIECES, name);

/** The path of a piece inside a client's folder (`content/faqs.json`). */
export const contentFile = (piece: ContentPiece): string => `content/${piece}.json`;

/** Largest content file the gateway reads (a piece is a few KiB; this is far above any real one). */
export const MAX_CONTENT_BYTES = 256 * 1024;

/** The client's program for the variant the platform names; its default variant's when it has none for that one. */
export const programFor = (rewards: RewardsContent, variant: RewardsVariant): RewardsProgramContent | null =>
  rewards.programs[variant] ?? rewards.programs.default ?? Object.values(rewards.programs)[0] ?? null;
