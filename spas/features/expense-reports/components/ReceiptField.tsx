import { useEffect, useId, useRef, useState } from '../../../lib/react-deps.js';
import type { Receipt } from '../../../../shared/contract/expenseReports.js';
import { formatBytes, formatMoney } from '../../../../shared/format/format.js';
import { RECEIPT_ACCEPT, SNIFF_BYTES, checkReceiptContent, checkReceiptSize } from '../../../../shared/format/fileType.js';
import { classify } from '../../../lib/failure.js';
import { Button } from '../../../ui/Button.js';
import { deleteReceipt, uploadReceipt } from '../api/receipts.js';
import { ReceiptThumb } from './ReceiptThumb.js';

type State = { kind: 'idle' } | { kind: 'uploading'; name: string; sent: number; total: number } | { kind: 'failed'; message: string };

/** Why an upload failed, in words: the platform's own reason for a refusal (too large, not a receipt file), else try again. */
function uploadFailure(err: unknown, name: string): string {
  const f = classify(err);
  if (f.kind === 'unavailable' || f.kind === 'other' || !f.platformMessage)
    return `We couldn't upload “${name}” just now. Nothing was saved — please try again in a few minutes.`;
  return f.platformMessage;
}

export interface ReceiptFieldProps {
  receipt: Receipt | null;
  onChange(receipt: Receipt | null): void;
  /** The account the receipt is for (null: the signed-in cardholder's own). */
  account: number | null;
  /** The purchase, in words ("CORNER CAFE on 03/02/2026, $13.80"). */
  what: string;
  /** Over the company's receipt limit: a receipt is needed before the report can be submitted. */
  requiredOver: number | null;
  onView(r: Receipt): void;
}

/**
 * A line's receipt: choose a photo or PDF (checked here by size and content before a byte is sent, and again by the
 * platform), watch it upload, see its thumbnail, view it, replace or remove it.
 */
export function ReceiptField({ receipt, onChange, account, what, requiredOver, onView }: ReceiptFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [removing, setRemoving] = useState(false);
  useEffect(() => () => upload.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const size = checkReceiptSize(file.name, file.size);
    if (!size.ok) return setState({ kind: 'failed', message: size.message });
    const content = checkReceiptContent(file.name, new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
    if (!content.ok) return setState({ kind: 'failed', message: content.message });
    const controller = new AbortController();
    upload.current = controller;
    setState({ kind: 'uploading', name: file.name, sent: 0, total: file.size });
    try {
      const previous = receipt;
      const stored = await uploadReceipt(
        file,
        account,
        (p) => setState({ kind: 'uploading', name: file.name, sent: p.sent, total: p.total }),
        controller.signal,
      );
      setState({ kind: 'idle' });
      onChange(stored);
      // The replaced file is of no use any more (the platform refuses it when it is on a submitted report: then it stays).
      if (previous) void deleteReceipt(previous.receiptId).catch(() => undefined);
    } catch (err) {
      if (controller.signal.aborted) setState({ kind: 'idle' });
      else setState({ kind: 'failed', message: uploadFailure(err, file.name) });
    } finally {
      upload.current = null;
    }
  };

  const remove = async () => {
    if (!receipt) return;
    setRemoving(true);
    try {
      await deleteReceipt(receipt.receiptId);
      onChange(null);
      setState({ kind: 'idle' });
    } catch (err) {
      setState({ kind: 'failed', message: uploadFailure(err, receipt.fileName) });
    } finally {
      setRemoving(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const percent = state.kind === 'uploading' && state.total > 0 ? Math.min(100, Math.round((state.sent / state.total) * 100)) : 0;
  return (
    <div className="er-receipt">
      {receipt ? (
        <div className="er-receipt-done">
          <ReceiptThumb receipt={receipt} what={what} onOpen={onView} />
          <span className="er-receipt-name">
            {receipt.fileName} <span className="field-hint">({formatBytes(receipt.size)})</span>
          </span>
        </div>
      ) : null}
      {state.kind === 'uploading' ? (
        <div className="er-progress" role="status">
          <label htmlFor={`${id}-progress`}>Uploading {state.name}</label>
          <progress id={`${id}-progress`} max={100} value={percent}>
            {percent}%
          </progress>
          <span>{percent}%</span>
          <Button variant="secondary" onClick={() => upload.current?.abort()}>
            Cancel upload<span className="visually-hidden"> of the receipt for {what}</span>
          </Button>
        </div>
      ) : (
        <div className="er-receipt-actions">
          <label htmlFor={`${id}-file`} className="er-file-label">
            {receipt ? 'Replace receipt' : 'Add receipt'}
            <span className="visually-hidden"> for {what}</span>
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={RECEIPT_ACCEPT}
            className="er-file-input"
            aria-describedby={[hintId, state.kind === 'failed' ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={state.kind === 'failed' || undefined}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {receipt ? (
            <Button variant="link" onClick={() => void remove()} loading={removing}>
              Remove receipt<span className="visually-hidden"> for {what}</span>
            </Button>
          ) : null}
        </div>
      )}
      <span id={hintId} className="field-hint">
        {requiredOver !== null && !receipt ? `Required: purchases over ${formatMoney(requiredOver)} need a receipt. ` : ''}A photo (JPEG,
        PNG, HEIC) or a PDF, up to 10 MB.
      </span>
      {state.kind === 'failed' ? (
        <span id={errorId} className="field-error" role="alert">
          {state.message}
        </span>
      ) : null}
    </div>
  );
}
