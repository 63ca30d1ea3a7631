import { mccCodesCall } from '../../../../shared/contract/mcc.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /v1/mcc/codes: the ISO 18245 merchant category codes with their descriptions (a code → description map). */
export const mccCodesQuery = () => ({
  queryKey: ['mccCodes'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ReadonlyMap<string, string>> =>
    callPlatform(mccCodesCall, { signal }).then((a) => new Map(a.data.map((c) => [c.mccCode, c.description]))),
  staleTime: 60 * 60_000,
});
