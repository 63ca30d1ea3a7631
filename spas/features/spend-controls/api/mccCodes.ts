import { MccCodesResponse } from '../../../../shared/contract/mcc.js';
import { http } from '../../../../shared/session/http.js';

/** GET /v1/mcc/codes: the ISO 18245 merchant category codes with their descriptions (a code → description map). */
export const mccCodesQuery = () => ({
  queryKey: ['mccCodes'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ReadonlyMap<string, string>> =>
    http.get('/api/v1/mcc/codes', { schema: MccCodesResponse, signal }).then((a) => new Map(a.data.map((c) => [c.mccCode, c.description]))),
  staleTime: 60 * 60_000,
});
