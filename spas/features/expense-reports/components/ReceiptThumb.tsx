import type { Receipt } from '../../../../shared/contract/expenseReports.js';
import { receiptUrl } from '../api/receipts.js';
import { displayable } from './ReceiptViewer.js';

/**
 * A receipt's thumbnail as a button that opens the viewer: the image itself scaled down (loaded lazily), or a
 * document or photo icon for PDFs and HEIC photos.
 */
export function ReceiptThumb({ receipt, what, onOpen }: { receipt: Receipt; what: string; onOpen: (r: Receipt) => void }) {
  const image = displayable(receipt);
  return (
    <button
      type="button"
      className="er-thumb"
      onClick={() => onOpen(receipt)}
      aria-label={`View the receipt for ${what} (${receipt.fileName})`}
    >
      {image ? (
        <img src={receiptUrl(receipt.receiptId)} alt="" loading="lazy" width={48} height={64} />
      ) : (
        <span className="er-thumb-icon" aria-hidden="true">
          {receipt.contentType === 'application/pdf' ? 'PDF' : 'HEIC'}
        </span>
      )}
    </button>
  );
}
