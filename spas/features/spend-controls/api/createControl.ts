import { ControlResponse, type Control } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';

export interface NewControl {
  companyId: number;
  /** null: company-wide. */
  accountEntityId: number | null;
  spendControlAlertTypeId: number;
  contactIds: number[];
  controlAttributes: Record<string, string | number | boolean>;
}

/** POST /v1/spendcontrols/company/control: one alert or control on an account, or company-wide. */
export const createControl = (body: NewControl): Promise<Control> =>
  http.post('/api/v1/spendcontrols/company/control', body, { schema: ControlResponse }).then((a) => a.data);
