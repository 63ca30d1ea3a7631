import { ConsumerControlsResponse } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';
import { spendKeys } from './keys.js';

/** GET /v1/spendcontrols/control/consumer/{accountEntityId}: the account's own alerts and controls. */
export const accountControlsQuery = (accountEntityId: string) => ({
  queryKey: [...spendKeys.account(accountEntityId), 'list'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(`/api/v1/spendcontrols/control/consumer/${encodeURIComponent(accountEntityId)}`, { schema: ConsumerControlsResponse, signal }).then((a) => a.data),
});
