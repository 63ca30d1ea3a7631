import { formatDate, formatMoney } from '../../../shared/format/format.js';
import type { ReceiptRecord } from '../world/types.js';

/** PDF string literal: ASCII only, with its delimiters escaped. */
const pdfText = (s: string): string => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A seeded receipt's document: a one-page PDF of the purchase (merchant, date, amount), drawn on demand from the
 * record, so the seeded world stores no bytes. A real PDF: any viewer opens it, and it passes the upload's checks.
 */
export function receiptDocument(r: ReceiptRecord): Buffer {
  const g = r.generated ?? { merchantName: r.fileName, transactionDate: r.uploadedDate.slice(0, 10), amount: 0 };
  const lines = [
    g.merchantName.toUpperCase(),
    '',
    `Date:   ${formatDate(g.transactionDate)}`,
    `Total:  ${formatMoney(g.amount)}`,
    '',
    'Paid by card. Thank you!',
  ];
  const text = ['BT', '/F1 12 Tf', '16 TL', '24 390 Td', ...lines.map((l) => `(${pdfText(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
