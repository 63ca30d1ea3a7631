import * as z from 'zod/mini';
import { dataEnvelope, dataList } from './common.js';

const mccCode = z.string().check(z.regex(/^\d{4}$/));
export const MccCodeRange = z.object({ startMccCode: mccCode, endMccCode: mccCode });

/** MCC group (spec §3). System groups have category 'Standard' and companyId null. */
export const MccGroup = z.object({
  mccGroupId: z.number(),
  name: z.string(),
  description: z.string(),
  provider: z.string(),
  category: z.enum(['Standard', 'Custom']),
  companyId: z.nullable(z.number()),
  mccCodeRanges: z.array(MccCodeRange),
});
export type MccGroup = z.infer<typeof MccGroup>;
/** GET /v1/mcc/groups?categories=Standard,Custom and GET /v1/mcc/company/{companyId}/groups */
export const MccGroupsResponse = dataList(MccGroup);
export type MccGroupsResponse = z.infer<typeof MccGroupsResponse>;
export const MccGroupResponse = dataEnvelope(MccGroup);
export type MccGroupResponse = z.infer<typeof MccGroupResponse>;

/** GET /v1/mcc/codes: ISO 18245 merchant category codes. */
export const MccCode = z.object({ mccCode, description: z.string() });
export const MccCodesResponse = dataList(MccCode);
export type MccCodesResponse = z.infer<typeof MccCodesResponse>;

/** POST /v1/mcc/group and PUT /v1/mcc/group/{id}: a company's custom group. */
export const MccGroupRequest = z.object({
  companyId: z.number().check(z.int()),
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  description: z.string().check(z.maxLength(200)),
  provider: z.optional(z.string().check(z.maxLength(40))),
  category: z.optional(z.literal('Custom')),
  mccCodeRanges: z.array(MccCodeRange).check(z.minLength(1), z.maxLength(100)),
});
/** POST /v1/mcc/clonegroups: copies groups into the company as Custom groups. */
export const CloneGroupsRequest = z.object({
  companyId: z.number().check(z.int()),
  mccGroupsIds: z.array(z.number().check(z.int())).check(z.minLength(1), z.maxLength(100)),
});
