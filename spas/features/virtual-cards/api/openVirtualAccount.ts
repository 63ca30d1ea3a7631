import type * as z from 'zod/mini';
import { newGhostCardCall, newVirtualSubaccountCall, type NewVirtualAccountRequest } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotencyKey.js';
import type { VirtualAccountKind } from './virtualAccounts.js';

export type NewVirtualAccount = z.infer<typeof NewVirtualAccountRequest>;

/**
 * POST /v1/virtualcard/company/{id}/subaccounts (a Virtual Sub) or …/ghostcards (a Ghost Sub), each with its card;
 * one `Idempotency-Key` per review step, so a repeat opens one account.
 */
export const openVirtualAccount = (companyId: string, kind: VirtualAccountKind, body: NewVirtualAccount, idempotencyKey: string) =>
  callPlatform(kind === 'subaccounts' ? newVirtualSubaccountCall : newGhostCardCall, {
    params: { companyId },
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  }).then((a) => a.data);
