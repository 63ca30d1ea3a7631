import { GlAccountResponse, type GlAccount } from '../../../../shared/contract/expenseReports.js';
import { http } from '../../../../shared/session/http.js';
import { enc } from './keys.js';

/** POST /v1/expensereport/company/{id}/glaccounts: a new, active GL account. */
export const addGlAccount = (companyId: number, input: { code: string; description: string }): Promise<GlAccount> =>
  http.post(`/api/v1/expensereport/company/${enc(String(companyId))}/glaccounts`, input, { schema: GlAccountResponse }).then((a) => a.data);

/** PUT /v1/expensereport/company/{id}/glaccounts/{glAccountId}: retire (`active: false`), restore or rename. */
export const updateGlAccount = (companyId: number, glAccountId: number, change: { active?: boolean; description?: string }): Promise<GlAccount> =>
  http.put(`/api/v1/expensereport/company/${enc(String(companyId))}/glaccounts/${enc(String(glAccountId))}`, change, { schema: GlAccountResponse }).then((a) => a.data);
