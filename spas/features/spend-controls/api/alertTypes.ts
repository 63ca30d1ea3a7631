import { AlertTypesResponse, type AlertType } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';

/**
 * GET /v1/spendcontrols/alerttypes?accountTypes: the alert and control types offered for the company's accounts
 * (every type when the company's pay option is not known; the platform still refuses a type that does not fit).
 */
export const alertTypesQuery = (accountType: 'CONSUMER' | 'COMMERCIAL' | null) => ({
  queryKey: ['alertTypes', accountType ?? 'all'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<AlertType[]> =>
    http.get(`/api/v1/spendcontrols/alerttypes${accountType ? `?accountTypes=${accountType}` : ''}`, { schema: AlertTypesResponse, signal }).then((a) => a.data),
  staleTime: 10 * 60_000,
});
