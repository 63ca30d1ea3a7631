import { addGlAccountCall, updateGlAccountCall, type GlAccount } from '../../../../shared/contract/expenseReports.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** POST /v1/expensereport/company/{id}/glaccounts: a new, active GL account. */
export const addGlAccount = (companyId: number, input: { code: string; description: string }): Promise<GlAccount> =>
  callPlatform(addGlAccountCall, { params: { id: companyId }, body: input }).then((a) => a.data);

/** PUT /v1/expensereport/company/{id}/glaccounts/{glAccountId}: retire (`active: false`), restore or rename. */
export const updateGlAccount = (
  companyId: number,
  glAccountId: number,
  change: { active?: boolean; description?: string },
): Promise<GlAccount> => callPlatform(updateGlAccountCall, { params: { id: companyId, glAccountId }, body: change }).then((a) => a.data);
