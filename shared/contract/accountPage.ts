import * as z from 'zod/mini';
import { AccountDetail, ReplacementAvailability, SubaccountAddress, SubaccountExtras, SubaccountProfile } from './accounts.js';
import { CardAccountSummary } from './cards.js';
import { answerPiece, dataEnvelope } from './common.js';
import { lazySchema } from './lazySchema.js';

/**
 * GET /v1/accounts/search/native/detail?accountEntityId&useProcessorData (designed in the sandbox, issue 21): a company
 * account's page in one round. The account (as `/v1/accounts/search/native?accountEntityId`; its refusal, or no such
 * account, fails the call), with the calls that need its answer answered beside it, each `{data}` or the `{error}`
 * body that call on its own would answer: its profile, addresses and extras (udfs, credit limit), which need its
 * accountId, and its card's account summary and replacement availability, which need its card (a 404 piece when it
 * has none yet).
 */
export const AccountPageQuery = lazySchema(() => z.object({
  accountEntityId: z.coerce.number().check(z.int()),
  useProcessorData: z.optional(z.enum(['true', 'false'])),
}));
export const AccountPageResponse = lazySchema(() => dataEnvelope(z.object({
  account: AccountDetail,
  profile: answerPiece(SubaccountProfile),
  addresses: answerPiece(z.array(SubaccountAddress)),
  extras: answerPiece(SubaccountExtras),
  cardSummary: answerPiece(CardAccountSummary),
  replacement: answerPiece(z.array(ReplacementAvailability)),
})));
export type AccountPageResponse = z.infer<typeof AccountPageResponse>;
