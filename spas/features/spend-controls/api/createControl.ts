import { createCompanyControlCall, type Control } from '../../../../shared/contract/spendControls.js';
import { callPlatform } from '../../../../shared/session/http.js';

export interface NewControl {
  companyId: number;
  /** null: company-wide. */
  accountEntityId: number | null;
  spendControlAlertTypeId: number;
  contactIds: number[];
  controlAttributes: Record<string, string | number | boolean>;
}

/** POST /v1/spendcontrols/company/control: one alert or control on an account, or company-wide. */
export const createControl = (body: NewControl): Promise<Control> => callPlatform(createCompanyControlCall, { body }).then((a) => a.data);
