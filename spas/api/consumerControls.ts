import { consumerControlsCall, type ConsumerControlsResponse as Consumer } from '../../shared/contract/spendControls.js';
import { factKeys } from '../../shared/session/facts/factQueries.js';
import { callPlatform } from '../../shared/session/http.js';

/** The card's alerts and controls (and their history) are cached under its account entity; a change invalidates `of(id)`. */
export const consumerKeys = {
  all: ['consumerControls'] as const,
  of: factKeys.consumerControls,
  history: (id: number) => [...factKeys.consumerControls(id), 'history'] as const,
};

/** GET /v1/spendcontrols/control/consumer/{accountEntityId}: the card's alerts and controls and its own contacts. */
export const consumerControlsQuery = (accountEntityId: number) => ({
  queryKey: consumerKeys.of(accountEntityId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Consumer['data']> =>
    callPlatform(consumerControlsCall, { params: { id: accountEntityId }, signal }).then((a) => a.data),
});
