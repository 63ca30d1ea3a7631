import { AlertTypesResponse, type AlertType } from '../../shared/contract/spendControls.js';
import { callUrls } from '../../shared/session/callUrls.js';
import { factKeys } from '../../shared/session/facts/factQueries.js';
import { http } from '../../shared/session/http.js';

/**
 * GET /v1/spendcontrols/alerttypes[?accountTypes]: the alert and control types offered for a card's account type
 * (Alerts and Controls), or every type (null: the admin's alerts and controls, which narrow them to the company's
 * account type themselves so the call needs no answer first; the platform still refuses a type that does not fit).
 */
export const alertTypesQuery = (accountType: 'CONSUMER' | 'COMMERCIAL' | null) => ({
  queryKey: factKeys.alertTypes(accountType ?? 'all'),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<AlertType[]> =>
    http.get(callUrls.alertTypes(accountType), { schema: AlertTypesResponse, signal }).then((a) => a.data),
  staleTime: 10 * 60_000,
});
