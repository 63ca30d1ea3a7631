import { updateControlCall, type Control } from '../../../../shared/contract/spendControls.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** PUT /v1/spendcontrols/control/{id}: new settings, contacts, or On/Off (pause and resume). */
export const updateControl = (
  controlId: number,
  body: { contactIds?: number[]; controlAttributes?: Record<string, string | number | boolean>; status?: 'On' | 'Off' },
): Promise<Control> => callPlatform(updateControlCall, { params: { id: controlId }, body }).then((a) => a.data);
