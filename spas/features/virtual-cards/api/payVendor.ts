import * as z from 'zod/mini';
import { NewVendorPaymentRequest, VendorPaymentResponse, type VendorPayment } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotencyKey.js';
import { vcBase } from './base.js';

export type NewVendorPayment = z.infer<typeof NewVendorPaymentRequest>;

/**
 * POST /v1/virtualcard/company/{id}/payments: issues the single-purpose virtual card that pays the vendor. The
 * `Idempotency-Key` is made once per review step: a double click, a retry or a replayed request issues one card.
 * The email to the vendor is a step of its own (emailPayment), so `sendEmail` is false.
 */
export const payVendor = (companyId: string, body: NewVendorPayment, idempotencyKey: string): Promise<VendorPayment> =>
  http
    .post(`${vcBase(companyId)}/payments`, { ...body, sendEmail: false }, { schema: VendorPaymentResponse, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
    .then((a) => a.data);
