import { ControlsResponse, type Control } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';

export interface BulkControl {
  companyId: number;
  spendControlAlertTypeId: number;
  contactIds: number[];
  controlAttributes: Record<string, string | number | boolean>;
  accountEntityIds: number[];
}

/**
 * POST /v1/spendcontrols/company/control/bulk: one alert or control on many accounts, all or nothing (spec §5: a 409
 * is a conflict; its body, `BulkConflictBody`, lists the accounts that already have the type).
 */
export const bulkControls = (body: BulkControl): Promise<Control[]> =>
  http.post('/api/v1/spendcontrols/company/control/bulk', body, { schema: ControlsResponse }).then((a) => a.data);
