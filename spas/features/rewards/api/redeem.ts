import {
  REWARDS_CARD_HEADER,
  redeemDirectDepositCall,
  redeemGiveBackCall,
  redeemStatementCreditCall,
  type RedeemResponse,
} from '../../../../shared/contract/rewards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotencyKey.js';

export type RedemptionRequest =
  | { type: 'STATEMENT_CREDIT'; amount: number }
  | { type: 'GIVEBACK'; amount: number }
  | { type: 'DIRECT_DEPOSIT'; amount: number; routing: string; bankAccountNumber: string };

const CALLS = {
  STATEMENT_CREDIT: redeemStatementCreditCall,
  DIRECT_DEPOSIT: redeemDirectDepositCall,
  GIVEBACK: redeemGiveBackCall,
} as const;

/**
 * POST /v1/rewards/redeem/{statementcredit | directdeposit | givebackrewards} for the card in the `cardNumber`
 * header, with the Idempotency-Key made for this review: a repeat answers the first redemption, never a second.
 */
export function redeem(cardRef: string, request: RedemptionRequest, idempotencyKey: string): Promise<RedeemResponse['data']> {
  const { type, ...body } = request;
  return callPlatform(CALLS[type], { body, headers: { [REWARDS_CARD_HEADER]: cardRef, [IDEMPOTENCY_HEADER]: idempotencyKey } }).then(
    (a) => a.data,
  );
}
