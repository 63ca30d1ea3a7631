import { callUrl } from '../../../../shared/contract/platformCall.js';
import { deleteReceiptCall, receiptFileCall, uploadReceiptCall, type Receipt } from '../../../../shared/contract/expenseReports.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { uploadFile, type UploadProgress } from '../../../lib/upload.js';

/** Where a receipt's file is (the platform answers it only to the account's cardholder and its reviewers). */
export const receiptUrl = (receiptId: string, download = false): string =>
  callUrl(receiptFileCall, { receiptId }, download ? 'download=1' : undefined);

/** POST /v1/expensereport/receipts?fileName&accountEntityId: the file as the body, with progress. */
export function uploadReceipt(
  file: File,
  account: number | null,
  onProgress: (p: UploadProgress) => void,
  signal: AbortSignal,
): Promise<Receipt> {
  const url = callUrl(uploadReceiptCall, {}, { fileName: file.name, accountEntityId: account });
  return uploadFile(url, file, { schema: uploadReceiptCall.answer, onProgress, signal }).then((a) => a.data);
}

/** DELETE /v1/expensereport/receipts/{id} (taken off its draft's line too). */
export const deleteReceipt = (receiptId: string): Promise<unknown> => callPlatform(deleteReceiptCall, { params: { receiptId } });
