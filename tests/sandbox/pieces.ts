import type { AccountDetail } from '../../shared/contract/accounts.js';
import type { Client } from './client.js';

/**
 * For the combined calls' tests (issue 21): a call's own answer as a combined call carries it — its data (`whole`: the
 * answer as it is, for a page), or its refusal's body.
 */
export const pieceOf = (answer: { status: number; body: { data?: unknown } }, whole = false) =>
  answer.status === 200 ? { data: whole ? answer.body : answer.body.data } : { error: answer.body };

/** The accounts of the admins' company 1102, with the processor's figures. */
export const companyAccounts = async (c: Client): Promise<AccountDetail[]> =>
  (await c.get('/api/v1/accounts/company/1102?size=50&useProcessorData=true')).body.content as AccountDetail[];
