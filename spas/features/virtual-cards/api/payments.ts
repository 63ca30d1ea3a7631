import { vendorPaymentsCall, type PaymentSortField, type VendorPayment } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { vcKeys } from './base.js';

const enc = encodeURIComponent;

export interface PaymentFilter {
  vendorId: string | null;
  status: VendorPayment['status'] | null;
  sort: { field: PaymentSortField; desc: boolean };
}

/** The query string of the list and of its download: the same filters and order. */
export const paymentParams = (f: PaymentFilter): string[] =>
  [
    f.vendorId ? `vendorId=${enc(f.vendorId)}` : '',
    f.status ? `status=${enc(f.status)}` : '',
    `sort=${enc(`${f.sort.field},${f.sort.desc ? 'DESC' : 'ASC'}`)}`,
  ].filter(Boolean);

/** GET /v1/virtualcard/company/{id}/payments?vendorId&status&sort&page&size: one page of the company's vendor payments. */
export const paymentsQuery = (companyId: string, f: PaymentFilter, page: number, size: number) => ({
  queryKey: vcKeys.payments(companyId, { ...f, page, size }),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(vendorPaymentsCall, {
      params: { companyId },
      query: [...paymentParams(f), `page=${page}`, `size=${size}`].join('&'),
      signal,
    }),
});
