import { bulkCompanyControlsCall, type Control } from '../../../../shared/contract/spendControls.js';
import { callPlatform } from '../../../../shared/session/http.js';

export interface BulkControl {
  companyId: number;
  spendControlAlertTypeId: number;
  contactIds: number[];
  controlAttributes: Record<string, string | number | boolean>;
  accountEntityIds: number[];
}

/**
 * POST /v1/spendcontrols/company/control/bulk: one alert or control on many accounts, all or nothing (docs/requirements.md#spec-5-validation: a 409
 * is a conflict; its body, `BulkConflictBody`, lists the accounts that already have the type).
 */
export const bulkControls = (body: BulkControl): Promise<Control[]> => callPlatform(bulkCompanyControlsCall, { body }).then((a) => a.data);
