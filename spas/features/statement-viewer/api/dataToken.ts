import { dataTokenCall } from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /user/datatoken: the token a statement document needs (bound to the session; asked once per page). */
export const dataTokenQuery = () => ({
  queryKey: ['dataToken'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<string> => callPlatform(dataTokenCall, { signal }).then((a) => a.data.token),
  staleTime: Infinity,
});
