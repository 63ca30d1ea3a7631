import type * as z from 'zod/mini';
import { newVendorPaymentCall, type NewVendorPaymentRequest, type VendorPayment } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotencyKey.js';

export type NewVendorPayment = z.infer<typeof NewVendorPaymentRequest>;

/**
 * POST /v1/virtualcard/company/{id}/payments: issues the single-purpose virtual card that pays the vendor. The
 * `Idempotency-Key` is made once per review step: a double click, a retry or a replayed request issues one card.
 * The email to the vendor is a step of its own (emailPayment), so `sendEmail` is false.
 */
export const payVendor = (companyId: string, body: NewVendorPayment, idempotencyKey: string): Promise<VendorPayment> =>
  callPlatform(newVendorPaymentCall, {
    params: { companyId },
    body: { ...body, sendEmail: false },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  }).then((a) => a.data);
