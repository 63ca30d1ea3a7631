import { DataTokenResponse } from '../../../../shared/contract/user.js';
import { http } from '../../../../shared/session/http.js';

/** GET /user/datatoken: the token a statement document needs (bound to the session; asked once per page). */
export const dataTokenQuery = () => ({
  queryKey: ['dataToken'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<string> => http.get('/api/user/datatoken', { schema: DataTokenResponse, signal }).then((a) => a.data.token),
  staleTime: Infinity,
});
