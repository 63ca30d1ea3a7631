import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as X from '../../../shared/contract/expenseReports.js';
import { RECEIPT_KINDS, RECEIPT_MAX_BYTES, SNIFF_BYTES, checkReceiptContent, checkReceiptSize } from '../../../shared/format/fileType.js';
import type { SandboxApp } from '../app.js';
import { RULES, demand } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { toReceipt as receiptDto } from '../dto/expenseReports.js';
import { discardBody } from '../server/body.js';
import { HttpError, badRequest, conflict, notFound } from '../server/httpError.js';
import { RawReply, Reply } from '../server/reply.js';
import { serve, type RouteDef } from '../server/router.js';
import { demandExpenseReader, expenseAccountFor } from '../services/expenseAccess.js';
import { receiptDocument } from '../services/receiptDocument.js';
import type { ReceiptWriter } from '../services/receiptFiles.js';
import type { ReceiptRecord, UserRecord } from '../world/types.js';

/** A refused upload's remaining bytes are read and dropped up to this much, then the connection is closed. */
const DRAIN_LIMIT = 2 * RECEIPT_MAX_BYTES;

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_OR_QUOTE = /[\u0000-\u001f\u007f"]/g;

/** A file name as shown and sent back: no folders, no control characters, at most 120 characters. */
function cleanFileName(raw: string | null): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(CONTROL_OR_QUOTE, '').trim().slice(-120);
  if (!clean) throw badRequest('Name the file (fileName) of the receipt.');
  return clean;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
const disposition = (kind: 'inline' | 'attachment', name: string): string =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Receipts (sandbox-designed, docs/requirements.md#spec-6-permissions "Upload and manage receipts"): real files, checked by their content, kept in
 * the data directory, served back only to the account's cardholder and the admins who reach the account.
 */
export function expenseReceiptRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;

  const toReceipt = (r: ReceiptRecord): X.Receipt => receiptDto(w(), r);
  /** A receipt the user may read: 404 when unknown (or another brand's), 403 when not theirs to see. */
  const readable = (user: UserRecord, id: string | undefined): ReceiptRecord => {
    const r = id ? w().receipts.get(id) : undefined;
    if (!r || r.brand !== user.brand) throw notFound('No such receipt.');
    const e = w().entities.get(r.accountEntityId);
    if (!e) throw notFound('No such receipt.');
    demandExpenseReader(w(), user, e);
    return r;
  };
  /** The report and line holding a receipt, if any. */
  const holderOf = (r: ReceiptRecord) => {
    for (const report of w().expenseReports.by('entity', r.accountEntityId)) {
      const line = report.lines.findIndex((l) => l.receiptId === r.receiptId);
      if (line >= 0) return { report, line };
    }
    return null;
  };

  /** Streams the body into the store, checking the first bytes and the running size; refuses in words. */
  async function receive(
    req: IncomingMessage,
    fileName: string,
    writer: ReceiptWriter,
  ): Promise<{ size: number; kind: keyof typeof RECEIPT_KINDS }> {
    let size = 0;
    let head: Buffer | null = Buffer.alloc(0);
    let kind: keyof typeof RECEIPT_KINDS | null = null;
    const decide = () => {
      const check = checkReceiptContent(fileName, head!);
      if (!check.ok) throw new HttpError(check.status, check.message);
      kind = check.kind;
      head = null;
    };
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      const tooBig = checkReceiptSize(fileName, size);
      if (!tooBig.ok) throw new HttpError(tooBig.status, tooBig.message);
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SNIFF_BYTES) decide();
      }
      await writer.write(chunk);
    }
    const empty = checkReceiptSize(fileName, size);
    if (!empty.ok) throw new HttpError(empty.status, empty.message);
    if (head) decide();
    return { size, kind: kind! };
  }

  return [
    serve(X.uploadReceiptCall, {
      body: 'stream',
      handle: async ({ req, session, query }) => {
        let writer: ReceiptWriter | null = null;
        try {
          const user = app.userOf(session);
          const id = query.get('accountEntityId');
          const entity = expenseAccountFor(w(), user, id === null ? undefined : Number(id));
          const fileName = cleanFileName(query.get('fileName'));
          const declared = Number(req.headers['content-length'] ?? NaN);
          if (Number.isFinite(declared)) {
            const check = checkReceiptSize(fileName, declared);
            if (!check.ok) throw new HttpError(check.status, check.message);
          }
          const receiptId = randomUUID();
          writer = app.receiptFiles.open(receiptId);
          const { size, kind } = await receive(req, fileName, writer);
          await writer.commit();
          writer = null;
          const record = w().receipts.put({
            receiptId,
            brand: entity.brand,
            companyId: entity.companyId,
            accountEntityId: entity.accountEntityId,
            uploadedBy: user.userid,
            fileName,
            contentType: RECEIPT_KINDS[kind].contentType,
            size,
            uploadedDate: new Date(app.now()).toISOString(),
            generated: null,
          });
          return new Reply(201, { data: toReceipt(record) } satisfies X.ReceiptResponse);
        } catch (err) {
          await writer?.discard();
          if (!req.complete) discardBody(req, DRAIN_LIMIT);
          throw err;
        }
      },
    }),
    serve(X.receiptFileCall, {
      handle: async ({ session, params, query }) => {
        const r = readable(app.userOf(session), params.receiptId);
        const bytes = r.generated ? receiptDocument(r) : await app.receiptFiles.read(r.receiptId);
        if (!bytes) throw notFound('The file of this receipt is missing.');
        return new RawReply(200, r.contentType, bytes, {
          'content-disposition': disposition(query.get('download') === '1' ? 'attachment' : 'inline', r.fileName),
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-origin',
        });
      },
    }),
    serve(X.deleteReceiptCall, {
      handle: async ({ session, params }) => {
        const user = app.userOf(session);
        demand(user, RULES.expenseManage, 'receipts');
        const r = readable(user, params.receiptId);
        const held = holderOf(r);
        if (held && held.report.status !== 'draft') {
          throw conflict(
            `This receipt is on report ${held.report.reportId}, which is ${held.report.status}: it can only be removed while the report is a draft.`,
          );
        }
        if (held) {
          const lines = held.report.lines.map((l, i) => (i === held.line ? { ...l, receiptId: null } : l));
          w().expenseReports.put({ ...held.report, lines });
        }
        w().receipts.remove(r.receiptId);
        if (!r.generated) await app.receiptFiles.remove(r.receiptId);
        return { success: true, message: held ? `Receipt removed from report ${held.report.reportId}.` : 'Receipt removed.' };
      },
    }),
  ];
}
