import { MccGroupsResponse, type MccGroup } from '../../../../shared/contract/mcc.js';
import { http } from '../../../../shared/session/http.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { mccKeys } from './keys.js';

/** GET /v1/mcc/company/{id}/groups: the company's custom groups. */
export const companyGroupsQuery = (companyId: string) => ({
  queryKey: [...mccKeys.all, 'company', companyId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<MccGroup[]> =>
    http.get(callUrls.companyMccGroups(companyId), { schema: MccGroupsResponse, signal }).then((a) => a.data),
});
