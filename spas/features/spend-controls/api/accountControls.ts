import { consumerControlsCall } from '../../../../shared/contract/spendControls.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { spendKeys } from './keys.js';

/** GET /v1/spendcontrols/control/consumer/{accountEntityId}: the account's own alerts and controls. */
export const accountControlsQuery = (accountEntityId: string) => ({
  queryKey: [...spendKeys.account(accountEntityId), 'list'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(consumerControlsCall, { params: { id: accountEntityId }, signal }).then((a) => a.data),
});
