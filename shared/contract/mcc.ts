import * as z from 'zod/mini';
import { SuccessResponse, dataEnvelope, dataList } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

const mccCode = lazySchema(() => z.string().check(z.regex(/^\d{4}$/)));
export const MccCodeRange = lazySchema(() => z.object({ startMccCode: mccCode, endMccCode: mccCode }));

/** MCC group (docs/requirements.md#spec-3-entities). System groups have category 'Standard' and companyId null. */
export const MccGroup = lazySchema(() =>
  z.object({
    mccGroupId: z.number(),
    name: z.string(),
    description: z.string(),
    provider: z.string(),
    category: z.enum(['Standard', 'Custom']),
    companyId: z.nullable(z.number()),
    mccCodeRanges: z.array(MccCodeRange),
  }),
);
export type MccGroup = z.infer<typeof MccGroup>;
/** GET /v1/mcc/groups?categories=Standard,Custom and GET /v1/mcc/company/{companyId}/groups */
export const MccGroupsResponse = lazySchema(() => dataList(MccGroup));
export type MccGroupsResponse = z.infer<typeof MccGroupsResponse>;
export const MccGroupResponse = lazySchema(() => dataEnvelope(MccGroup));
export type MccGroupResponse = z.infer<typeof MccGroupResponse>;

/** GET /v1/mcc/codes: ISO 18245 merchant category codes. */
export const MccCode = lazySchema(() => z.object({ mccCode, description: z.string() }));
export const MccCodesResponse = lazySchema(() => dataList(MccCode));
export type MccCodesResponse = z.infer<typeof MccCodesResponse>;

/** POST /v1/mcc/group and PUT /v1/mcc/group/{id}: a company's custom group. */
export const MccGroupRequest = lazySchema(() =>
  z.object({
    companyId: z.number().check(z.int()),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    description: z.string().check(z.trim(), z.maxLength(200)),
    provider: z.optional(z.string().check(z.maxLength(40))),
    category: z.optional(z.literal('Custom')),
    mccCodeRanges: z.array(MccCodeRange).check(z.minLength(1), z.maxLength(100)),
  }),
);
/** POST /v1/mcc/clonegroups: copies groups into the company as Custom groups. */
export const CloneGroupsRequest = lazySchema(() =>
  z.object({
    companyId: z.number().check(z.int()),
    mccGroupsIds: z.array(z.number().check(z.int())).check(z.minLength(1), z.maxLength(100)),
  }),
);

/**
 * The problems of a group's code ranges, one sentence each with the range's position (0-based), against the
 * platform's code list (`GET /v1/mcc/codes`): four-digit codes, start ≤ end, and at least one known merchant
 * category code in the range (a range that matches no merchant would silently do nothing). The platform refuses
 * a group with any of them (400); the group form says the same beside the range before anything is sent.
 */
export function mccRangeProblems(
  ranges: readonly { startMccCode: string; endMccCode: string }[],
  knownCodes: readonly string[],
): { index: number; field: 'startMccCode' | 'endMccCode'; message: string }[] {
  const problems: { index: number; field: 'startMccCode' | 'endMccCode'; message: string }[] = [];
  ranges.forEach(({ startMccCode: start, endMccCode: end }, index) => {
    const badStart = !/^\d{4}$/.test(start);
    const badEnd = !/^\d{4}$/.test(end);
    if (badStart) problems.push({ index, field: 'startMccCode', message: 'Enter a four-digit code, like 5812.' });
    if (badEnd) problems.push({ index, field: 'endMccCode', message: 'Enter a four-digit code, like 5814.' });
    if (badStart || badEnd) return;
    if (start > end)
      problems.push({ index, field: 'endMccCode', message: `The range ends before it starts: ${end} is lower than ${start}.` });
    else if (!knownCodes.some((c) => c >= start && c <= end)) {
      problems.push({
        index,
        field: 'startMccCode',
        message: start === end ? `${start} is not a merchant category code.` : `No merchant category code falls in ${start}–${end}.`,
      });
    }
  });
  return problems;
}

/** A 409 from `DELETE /v1/mcc/group/{id}`: the controls that still use the group (nothing was deleted). */
export const MccGroupInUseBody = lazySchema(() =>
  z.object({
    error: z.literal('Conflict'),
    message: z.string(),
    usedBy: z.array(
      z.object({
        controlId: z.number(),
        /** null: a company-wide control. */
        accountEntityId: z.nullable(z.number()),
        accountName: z.nullable(z.string()),
        name: z.string(),
      }),
    ),
  }),
);
export type MccGroupInUseBody = z.infer<typeof MccGroupInUseBody>;

/** The groups' query: the categories to list (`Standard`, `Custom`, a comma list; none: every group the caller may see). */
export const MccGroupsQuery = lazySchema(() => z.object({ categories: z.optional(z.string()) }));

export const mccGroupsCall = defineCall({
  id: 'mcc.groups',
  method: 'GET',
  path: '/v1/mcc/groups',
  source: 'spec-7',
  access: 'session',
  summary: 'The merchant category groups of these categories that the caller may see.',
  query: MccGroupsQuery,
  answer: MccGroupsResponse,
});
export const companyMccGroupsCall = defineCall({
  id: 'mcc.companyGroups',
  method: 'GET',
  path: '/v1/mcc/company/{id}/groups',
  source: 'spec-7',
  access: 'session',
  summary: "The company's own merchant category groups.",
  answer: MccGroupsResponse,
});
export const mccCodesCall = defineCall({
  id: 'mcc.codes',
  method: 'GET',
  path: '/v1/mcc/codes',
  source: 'spec-7',
  access: 'session',
  summary: 'Every merchant category code with its description.',
  answer: MccCodesResponse,
});
export const createMccGroupCall = defineCall({
  id: 'mcc.createGroup',
  method: 'POST',
  path: '/v1/mcc/group',
  source: 'spec-7',
  access: 'session',
  summary: 'Adds a custom merchant category group to a company.',
  body: MccGroupRequest,
  answer: MccGroupResponse,
});
export const updateMccGroupCall = defineCall({
  id: 'mcc.updateGroup',
  method: 'PUT',
  path: '/v1/mcc/group/{id}',
  source: 'spec-7',
  access: 'session',
  summary: 'Changes a custom merchant category group.',
  body: MccGroupRequest,
  answer: MccGroupResponse,
});
export const deleteMccGroupCall = defineCall({
  id: 'mcc.deleteGroup',
  method: 'DELETE',
  path: '/v1/mcc/group/{id}',
  source: 'spec-7',
  access: 'session',
  summary: 'Deletes a custom merchant category group no control uses (409 naming the controls that do).',
  answer: SuccessResponse,
});
export const cloneMccGroupsCall = defineCall({
  id: 'mcc.cloneGroups',
  method: 'POST',
  path: '/v1/mcc/clonegroups',
  source: 'spec-7',
  access: 'session',
  summary: 'Copies groups into the company as its custom groups.',
  body: CloneGroupsRequest,
  answer: MccGroupsResponse,
});
