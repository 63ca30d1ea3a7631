import { callUrl } from '../../../../shared/contract/platformCall.js';
import { PAYMENTS_CSV_HEADER, vendorPaymentsDownloadCall } from '../../../../shared/contract/virtualCards.js';
import { HttpError } from '../../../../shared/session/httpError.js';
import { http } from '../../../../shared/session/http.js';
import { paymentParams, type PaymentFilter } from './payments.js';

/**
 * GET /v1/virtualcard/company/{companyId}/payments/download?vendorId&status&sort: the platform's CSV of every payment that
 * matches the list's filters. An answer that is not that CSV is a failure, never a file.
 */
export async function downloadPayments(companyId: string, f: PaymentFilter): Promise<string> {
  const url = callUrl(vendorPaymentsDownloadCall, { companyId }, paymentParams(f).join('&'));
  const text = await http.get<unknown>(url, { headers: { Accept: 'text/csv' } });
  if (typeof text !== 'string' || !text.replace(/^\ufeff/, '').startsWith(PAYMENTS_CSV_HEADER)) {
    throw new HttpError(200, 'schema', text, `GET ${url} did not answer the payments CSV`);
  }
  return text;
}
