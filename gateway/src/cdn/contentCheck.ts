import * as z from 'zod/mini';
import { en } from 'zod/locales';
import {
  CONTENT_PIECES,
  MAX_CONTENT_BYTES,
  isContentPiece,
  type ContentPiece,
  type RewardsContent,
} from '../../../shared/content/contentPieces.js';

/**
 * Checks a client's content file (`{client}/content/{piece}.json`) against its piece's schema, for the gateway when it
 * loads the client asset area and for `npm run content:check`. Every problem is named by its field, in words an
 * editor of the file can act on.
 */

// Zod's English messages ("expected string, received number") for the problems an editor reads.
z.config(en());

export type ContentVerdict = { ok: true; piece: ContentPiece; value: unknown } | { ok: false; problems: string[] };

type Issue = z.core.$ZodIssue;

const fieldOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((out, p) => (typeof p === 'number' ? `${out}[${p}]` : out ? `${out}.${String(p)}` : String(p)), '') ||
  '(the whole file)';

/** One line per problem: `field: message`. A union's problems are those of the form the value was closest to. */
function describe(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): string[] {
  return issues.flatMap((issue): string[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length) {
      const near = issue.errors.filter((branch) => !branch.every((i) => i.code === 'invalid_type' && i.path.length === 0));
      if (near.length === 1) return describe(near[0]!, path);
      const expected = issue.errors.flatMap((branch) =>
        branch.filter((i) => i.code === 'invalid_type' && i.path.length === 0).map((i) => (i as { expected: string }).expected),
      );
      return [`${fieldOf(path)}: expected ${expected.length ? [...new Set(expected)].join(' or ') : 'another form'}`];
    }
    return [`${fieldOf(path)}: ${issue.message}`];
  });
}

/** `name` is the file's name in `content/` (`faqs.json`). */
export function checkContentFile(name: string, body: Buffer): ContentVerdict {
  const piece = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
  if (!isContentPiece(piece))
    return {
      ok: false,
      problems: [
        `not a content file: the files are ${Object.keys(CONTENT_PIECES)
          .map((p) => `${p}.json`)
          .join(', ')}`,
      ],
    };
  if (body.length > MAX_CONTENT_BYTES)
    return { ok: false, problems: [`the file is ${body.length} bytes, more than the ${MAX_CONTENT_BYTES} allowed`] };
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (err) {
    return { ok: false, problems: [`not valid JSON: ${(err as Error).message}`] };
  }
  const parsed = CONTENT_PIECES[piece].safeParse(json);
  return parsed.success ? { ok: true, piece, value: parsed.data } : { ok: false, problems: describe(parsed.error.issues) };
}

/**
 * What a client is served as its rewards.json: the default file's programs with the client's own over them, so the
 * page finds a program for whichever variant the platform names (a sample one where the client has none).
 */
export function composeRewards(defaults: RewardsContent | null, own: RewardsContent): RewardsContent {
  return { programs: { ...(defaults?.programs ?? {}), ...own.programs } };
}
