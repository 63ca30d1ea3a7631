import type { ExpenseHistoryEntry, ExpenseReport, Receipt } from '../../../shared/contract/expenseReports.js';
import { receiptDocument } from '../services/receiptDocument.js';
import type { ExpenseReportRecord, ReceiptRecord } from '../world/types.js';
import type { World } from '../world/world.js';
import { displayName } from './users.js';

export function toReceipt(world: World, r: ReceiptRecord): Receipt {
  return {
    receiptId: r.receiptId,
    accountEntityId: r.accountEntityId,
    fileName: r.fileName,
    contentType: r.contentType,
    size: r.generated ? receiptDocument(r).length : r.size,
    uploadedDate: r.uploadedDate,
    uploadedBy: displayName(world, r.uploadedBy),
  };
}

/** What each history step was, read from the statuses: a return to draft after the first step is a rejection. */
function actionOf(status: ExpenseReportRecord['status'], index: number): ExpenseHistoryEntry['action'] {
  if (status === 'draft') return index === 0 ? 'created' : 'rejected';
  if (status === 'submitted') return 'submitted';
  return status === 'complete' ? 'completed' : 'approved';
}

export function toReport(world: World, r: ExpenseReportRecord): ExpenseReport {
  const e = world.entities.get(r.accountEntityId);
  const card = e ? world.cardOf(e) : undefined;
  const receipt = (id: string | null | undefined) => {
    const found = id ? world.receipts.get(id) : undefined;
    return found ? toReceipt(world, found) : null;
  };
  return {
    reportId: r.reportId,
    companyId: r.companyId,
    accountEntityId: r.accountEntityId,
    ownerName: e ? `${e.firstName} ${e.lastName}` : '',
    cardNumberLast4: card?.last4 ?? null,
    name: r.name,
    status: r.status,
    total: Math.round(r.lines.reduce((n, l) => n + l.amount, 0) * 100) / 100,
    lines: r.lines.map((l) => ({
      transactionId: l.transactionId,
      transactionDate: l.transactionDate,
      merchantName: l.merchantName,
      merchantCategoryCode: l.merchantCategoryCode,
      amount: l.amount,
      glAccountId: l.glAccountId,
      memo: l.memo,
      receipt: receipt(l.receiptId),
    })),
    createdDate: r.createdDate,
    submittedDate: r.submittedDate,
    history: r.history.map((h, i) => ({
      action: actionOf(h.status, i),
      status: h.status,
      by: displayName(world, h.by),
      at: h.at,
      note: h.note,
    })),
  };
}
