import { MccGroupsResponse, type MccGroup } from '../../shared/contract/mcc.js';
import { callUrls } from '../../shared/session/callUrls.js';
import { factKeys } from '../../shared/session/facts/factQueries.js';
import { http } from '../../shared/session/http.js';

/**
 * GET /v1/mcc/groups?categories=Standard: the platform's standard merchant category groups, which a card's control
 * (Alerts and Controls) or a company's (the admin's alerts and controls, Merchant Category Groups) can name.
 */
export const standardMccGroupsQuery = () => ({
  queryKey: factKeys.standardMccGroups,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<MccGroup[]> =>
    http.get(callUrls.standardMccGroups(), { schema: MccGroupsResponse, signal }).then((a) => a.data),
  staleTime: 10 * 60_000,
});
