import { SuccessResponse } from '../../../../shared/contract/common.js';
import { ReceiptResponse, type Receipt } from '../../../../shared/contract/expenseReports.js';
import { http } from '../../../../shared/session/http.js';
import { uploadFile, type UploadProgress } from '../../../lib/upload.js';
import { enc } from './keys.js';

const BASE = '/api/v1/expensereport/receipts';

/** Where a receipt's file is (the platform answers it only to the account's cardholder and its reviewers). */
export const receiptUrl = (receiptId: string, download = false): string => `${BASE}/${enc(receiptId)}${download ? '?download=1' : ''}`;

/** POST /v1/expensereport/receipts?fileName&accountEntityId: the file as the body, with progress. */
export function uploadReceipt(file: File, account: number | null, onProgress: (p: UploadProgress) => void, signal: AbortSignal): Promise<Receipt> {
  const q = new URLSearchParams({ fileName: file.name });
  if (account !== null) q.set('accountEntityId', String(account));
  return uploadFile(`${BASE}?${q}`, file, { schema: ReceiptResponse, onProgress, signal }).then((a) => a.data);
}

/** DELETE /v1/expensereport/receipts/{id} (taken off its draft's line too). */
export const deleteReceipt = (receiptId: string): Promise<unknown> => http.delete(`${BASE}/${enc(receiptId)}`, { schema: SuccessResponse });
