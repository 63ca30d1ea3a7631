import * as z from 'zod/mini';
import { inlineProblem } from './inlineText.js';

/**
 * The building blocks of a client's content files: text (inline marks, inlineText.ts), paragraphs and lists, and
 * sections under a heading. Every object is strict, so a misspelt field is reported rather than ignored.
 */

const checked = (max: number) =>
  z.string().check(
    z.minLength(1, 'must not be empty'),
    z.maxLength(max, `must be at most ${max} characters`),
    z.superRefine((s, ctx) => {
      const problem = inlineProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: s });
    }),
  );

/** A sentence or paragraph of inline text. */
export const Text = checked(4000);
/** A heading, a label, a name: short inline text. */
export const ShortText = checked(200);

const list = <T extends z.ZodMiniType>(item: T, max: number) => z.array(item).check(z.maxLength(max, `must have at most ${max} entries`));
const some = <T extends z.ZodMiniType>(item: T, max: number) => list(item, max).check(z.minLength(1, 'must have at least one entry'));

/** A paragraph (a string) or a bulleted list (`{ "list": [...] }`). */
export const Block = z.union([Text, z.strictObject({ list: some(Text, 50) })]);
export type Block = z.infer<typeof Block>;
export const Blocks = some(Block, 50);

/** A heading with its paragraphs and lists. */
export const Section = z.strictObject({ heading: ShortText, body: Blocks });
export type Section = z.infer<typeof Section>;
export const Sections = some(Section, 50);

/** A whole document: an introduction and its sections. */
export const Document = z.strictObject({ intro: z.optional(Blocks), sections: Sections });
export type Document = z.infer<typeof Document>;

/** `"sample": true` marks the shared defaults: pages that show them say they are sample text to be replaced. */
export const sampleFlag = { sample: z.optional(z.boolean()) };

export { list, some };
