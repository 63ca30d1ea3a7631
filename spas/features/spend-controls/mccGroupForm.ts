import * as z from 'zod/mini';
import { mccRangeProblems, type MccGroup } from '../../../shared/contract/mcc.js';

export interface MccGroupFormValues {
  name: string;
  description: string;
  ranges: { startMccCode: string; endMccCode: string }[];
}

/**
 * The custom group form's rules: a name (up to 60 characters), a description (up to 200), and 1 to 100 ranges each
 * passing the platform's own range rule (`mccRangeProblems` against `GET /v1/mcc/codes`), with the message beside
 * the field it is about. A duplicate name is the platform's to refuse (409), said beside the name.
 */
export function mccGroupFormSchema(knownCodes: readonly string[]) {
  return z
    .object({
      name: z.string().check(z.trim(), z.minLength(1, 'Enter a name for the group.'), z.maxLength(60, 'Use 60 characters or fewer.')),
      description: z.string().check(z.trim(), z.maxLength(200, 'Use 200 characters or fewer.')),
      ranges: z
        .array(z.object({ startMccCode: z.string().check(z.trim()), endMccCode: z.string().check(z.trim()) }))
        .check(z.minLength(1, 'Add at least one range of codes.'), z.maxLength(100, 'A group holds at most 100 ranges.')),
    })
    .check(
      z.superRefine((v, ctx) => {
        for (const p of mccRangeProblems(v.ranges, knownCodes)) {
          ctx.addIssue({ code: 'custom', message: p.message, path: ['ranges', p.index, p.field], input: v.ranges[p.index] });
        }
      }),
    );
}

export const mccGroupFormValues = (g?: MccGroup): MccGroupFormValues =>
  g
    ? { name: g.name, description: g.description, ranges: g.mccCodeRanges.map((r) => ({ ...r })) }
    : { name: '', description: '', ranges: [{ startMccCode: '', endMccCode: '' }] };

/** The known codes a range covers, in order. */
export function codesInRange(codes: ReadonlyMap<string, string>, start: string, end: string): [string, string][] {
  if (!/^\d{4}$/.test(start) || !/^\d{4}$/.test(end) || start > end) return [];
  return [...codes].filter(([c]) => c >= start && c <= end).sort(([a], [b]) => (a < b ? -1 : 1));
}

/** "5811–5814" or "7995". */
export const rangeText = (r: { startMccCode: string; endMccCode: string }): string =>
  r.startMccCode === r.endMccCode ? r.startMccCode : `${r.startMccCode}–${r.endMccCode}`;
