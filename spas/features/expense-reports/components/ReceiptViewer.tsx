import type { Receipt } from '../../../../shared/contract/expenseReports.js';
import { formatBytes, formatDateTime } from '../../../../shared/format/format.js';
import { RECEIPT_KINDS, type ReceiptKind } from '../../../../shared/format/fileType.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { receiptUrl } from '../api/receipts.js';

const kindOf = (r: Receipt): ReceiptKind =>
  (Object.entries(RECEIPT_KINDS).find(([, v]) => v.contentType === r.contentType)?.[0] ?? 'pdf') as ReceiptKind;
export const displayable = (r: Receipt): boolean => RECEIPT_KINDS[kindOf(r)].displayable;

/**
 * A receipt at full size: images in the dialog (the platform sends documents with a locked-down policy that keeps
 * them out of frames, so a PDF opens in its own tab); every kind can be opened in a tab or downloaded.
 */
export function ReceiptViewer({ receipt, what, onClose }: { receipt: Receipt | null; what: string; onClose: () => void }) {
  return (
    <Dialog
      open={receipt !== null}
      title={`Receipt for ${what}`}
      onCancel={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {receipt ? (
        <div className="er-viewer">
          {displayable(receipt) ? (
            <img src={receiptUrl(receipt.receiptId)} alt={`Receipt for ${what} (${receipt.fileName})`} className="er-viewer-image" />
          ) : receipt.contentType === 'application/pdf' ? (
            <p className="er-viewer-doc">This receipt is a PDF document: open it in a new tab to read or print it, or download it.</p>
          ) : (
            <p className="er-viewer-doc">This photo is in HEIC format, which most browsers can’t show: download it to see it.</p>
          )}
          <p className="field-hint">
            {receipt.fileName} · {RECEIPT_KINDS[kindOf(receipt)].label.replace(/^an? /, '')} · {formatBytes(receipt.size)} · uploaded by{' '}
            {receipt.uploadedBy} on {formatDateTime(receipt.uploadedDate)}
          </p>
          <p className="er-viewer-links">
            <a href={receiptUrl(receipt.receiptId)} target="_blank" rel="noopener">
              Open in a new tab<span className="visually-hidden"> (receipt for {what})</span>
            </a>
            <a href={receiptUrl(receipt.receiptId, true)} download={receipt.fileName}>
              Download<span className="visually-hidden"> the receipt for {what}</span>
            </a>
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
