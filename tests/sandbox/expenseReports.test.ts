import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseReport, ExpenseReportDefaults, GlAccount, Receipt } from '../../shared/contract/expenseReports.js';
import type { Transaction } from '../../shared/contract/cards.js';
import { ManagedUsersResponse, type ManagedUser } from '../../shared/contract/user.js';
import { RECEIPT_MAX_BYTES } from '../../shared/format/fileType.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * Expense reporting on the sandbox: the expense demo cardholder, receipts as real files (checked by their
 * content, size-limited, kept in the data directory, shown only to the owner and the reviewers), the approval steps
 * and their settings, GL accounts, bulk approval and the company list's filters.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const PNG = readFileSync(new URL('../fixtures/receipt.png', import.meta.url));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200, 7),
  Buffer.from([0xff, 0xd9]),
]);
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
  Buffer.alloc(100, 1),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

const companyOf = async (c: Client): Promise<number> => (await c.get('/api/authentication/check')).body.userData.userCompanyId;
const accountOf = async (c: Client): Promise<number> =>
  (await c.get('/api/v1/cards/cardholder/dashboard')).body.data.accountEntitySummary.accountEntityId;
const upload = (c: Client, name: string, bytes: Uint8Array, query = '') =>
  c.upload(`/api/v1/expensereport/receipts?fileName=${encodeURIComponent(name)}${query}`, bytes);
/** The accounts assigned to an admin (their expense report accounts). */
async function assignedTo(admin: Client): Promise<Set<number>> {
  const me = (await admin.get('/api/authentication/check')).body.userData.userid;
  return new Set(
    ((await admin.get(`/api/v1/expensereport/${me}/accounts`)).body.data as Array<{ accountEntityId: number }>).map(
      (a) => a.accountEntityId,
    ),
  );
}
/** A Sub account with a card in pa_admin's company that is not assigned to `admin`. */
async function unassignedAccount(pa: Client, admin: Client): Promise<number> {
  const assigned = await assignedTo(admin);
  const accounts = (await pa.get(`/api/v1/accounts/company/${await companyOf(pa)}?size=500`)).body.content as Array<{
    accountEntityId: number;
    accountEntityType: string;
    cardNumber: string | null;
    status: string;
  }>;
  return accounts.find((a) => a.accountEntityType === 'Sub' && a.cardNumber && a.status === 'OPEN' && !assigned.has(a.accountEntityId))!
    .accountEntityId;
}
const available = async (c: Client, query = ''): Promise<Transaction[]> =>
  (await c.get(`/api/v1/expensereport/transactions${query}`)).body.data;
/** A fresh draft of `n` of the account's available purchases (the largest first when `large`). */
async function draft(
  c: Client,
  n: number,
  extra: Record<string, unknown> = {},
  pick: (txs: Transaction[]) => Transaction[] = (t) => t.filter((x) => x.amount > 0 && x.amount <= 75),
): Promise<ExpenseReport> {
  const txs = pick(await available(c)).slice(0, n);
  expect(txs.length).toBe(n);
  const a = await c.post('/api/v1/expensereport/reports', {
    name: 'Test report',
    lines: txs.map((t) => ({ transactionId: t.transactionId })),
    ...extra,
  });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  return a.body.data;
}

describe('er_cardholder, the expense demo cardholder', () => {
  it('is a registered Sub cardholder of pa_admin’s company on every brand, assigned to pa_manager and pa_accounting, with purchases on no report', async () => {
    for (const brand of ['demo', 'pnfp', 'grizzlies', 'communitycard', 'bhg', 'bhgmore']) {
      const er = await f.as('er_cardholder', brand);
      const dash = (await er.get('/api/v1/cards/cardholder/dashboard')).body.data;
      expect(dash.accountEntitySummary).toMatchObject({ accountEntityType: 'Sub', firstName: 'Erin' });
      expect(dash.expenseReportingEnabled).toBe(true);
      expect(await companyOf(er)).toBe(await companyOf(await f.as('pa_admin', brand)));
      const id = await accountOf(er);
      for (const admin of ['pa_manager', 'pa_accounting']) {
        const c = await f.as(admin, brand);
        const me = (await c.get('/api/authentication/check')).body.userData.userid;
        const accounts = (await c.get(`/api/v1/expensereport/${me}/accounts`)).body.data as Array<{ accountEntityId: number }>;
        expect(
          accounts.map((a) => a.accountEntityId),
          `${brand} ${admin}`,
        ).toContain(id);
      }
      expect((await er.get('/api/v1/expensereport/reports')).body.totalElements).toBe(0);
      const txs = await available(er);
      expect(txs.length).toBeGreaterThan(10);
      expect(txs.every((t) => t.status === 'POSTED' && (t.type === 'PURCHASE' || t.type === 'CREDIT'))).toBe(true);
    }
  });

  it('virtualsub and a cardholder of a company without expense reporting are refused with the reason', async () => {
    const vs = await f.as('virtualsub');
    const a = await vs.get('/api/v1/expensereport/reports');
    expect(a.status).toBe(403);
    expect(a.body.message).toBe('Expense reporting is not available on a virtual card account.');
    expect((await upload(vs, 'x.png', PNG)).status).toBe(403);
    const casey = await f.as('cardholder');
    expect((await casey.get('/api/v1/expensereport/reports')).body.message).toBe('Expense reporting is not enabled for your company.');
  });
});

describe('receipts', () => {
  it('stores an image by its content, gives the same bytes back to the owner and the reviewers, and no one else', async () => {
    const er = await f.as('er_cardholder');
    const a = await upload(er, 'lunch.png', PNG);
    expect(a.status).toBe(201);
    const r = a.body.data as Receipt;
    expect(r).toMatchObject({
      fileName: 'lunch.png',
      contentType: 'image/png',
      size: PNG.length,
      uploadedBy: 'Erin Expense',
      accountEntityId: await accountOf(er),
    });
    const mine = await er.download(`/api/v1/expensereport/receipts/${r.receiptId}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-disposition')).toBe(`inline; filename="lunch.png"; filename*=UTF-8''lunch.png`);
    expect(mine.bytes.equals(PNG)).toBe(true);
    expect((await er.download(`/api/v1/expensereport/receipts/${r.receiptId}?download=1`)).headers.get('content-disposition')).toMatch(
      /^attachment;/,
    );
    for (const reviewer of ['pa_manager', 'pa_accounting', 'pa_admin', 'pa_tier1']) {
      expect((await (await f.as(reviewer)).download(`/api/v1/expensereport/receipts/${r.receiptId}`)).bytes.equals(PNG), reviewer).toBe(
        true,
      );
    }
    // Another cardholder of the same company, an admin whose role has nothing to do with expenses, another brand.
    const pa = await f.as('pa_admin');
    const someone = (await pa.get(`/api/v1/expensereport/company/${await companyOf(pa)}/reports`)).body.content[0] as ExpenseReport;
    const owner = (await pa.get(`/api/v1/accounts/search/native?accountEntityId=${someone.accountEntityId}`)).body.data[0].userid;
    const other = f.client();
    await other.login((await pa.get(`/api/v1/users/${owner}`)).body.data.username);
    const refused = await other.download(`/api/v1/expensereport/receipts/${r.receiptId}`);
    expect(refused.status).toBe(403);
    expect(refused.bytes.includes(PNG.subarray(0, 16))).toBe(false);
    expect((await (await f.as('pa_payments')).download(`/api/v1/expensereport/receipts/${r.receiptId}`)).status).toBe(403);
    expect((await (await f.as('cardholder')).download(`/api/v1/expensereport/receipts/${r.receiptId}`)).status).toBe(403);
    expect((await (await f.as('pa_admin', 'pnfp')).download(`/api/v1/expensereport/receipts/${r.receiptId}`)).status).toBe(404);
    expect((await er.download('/api/v1/expensereport/receipts/no-such-receipt')).status).toBe(404);
  });

  it('a manager sees receipts of the accounts assigned to them only', async () => {
    const pa = await f.as('pa_admin');
    const manager = await f.as('pa_manager');
    const stranger = await unassignedAccount(pa, manager);
    const outside = (await pa.upload(`/api/v1/expensereport/receipts?fileName=o.png&accountEntityId=${stranger}`, PNG)).body
      .data as Receipt;
    expect((await manager.download(`/api/v1/expensereport/receipts/${outside.receiptId}`)).status).toBe(403);
    const reports = (await manager.get(`/api/v1/expensereport/company/${await companyOf(pa)}/reports?size=100`)).body
      .content as ExpenseReport[];
    const inside = reports.flatMap((r) => r.lines).find((l) => l.receipt)!.receipt!;
    const seeded = await manager.download(`/api/v1/expensereport/receipts/${inside.receiptId}`);
    expect(seeded.status).toBe(200);
    expect(seeded.headers.get('content-type')).toBe('application/pdf');
    expect(seeded.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(seeded.bytes.length).toBe(inside.size);
  });

  it('checks the content, not the name: JPEG, HEIC and PDF pass; a file that is not what its name says is refused in words', async () => {
    const er = await f.as('er_cardholder');
    expect((await upload(er, 'dinner.JPG', JPEG)).body.data.contentType).toBe('image/jpeg');
    expect((await upload(er, 'IMG_0042.HEIC', HEIC)).body.data.contentType).toBe('image/heic');
    expect((await upload(er, 'invoice.pdf', PDF)).body.data.contentType).toBe('application/pdf');
    expect((await upload(er, 'scan', PDF)).body.data.contentType).toBe('application/pdf');

    const pdfAsPng = await upload(er, 'receipt.png', PDF);
    expect(pdfAsPng.status).toBe(415);
    expect(pdfAsPng.body.message).toBe(
      '“receipt.png” is a PDF document, but its name says otherwise. Rename it to end in .pdf and try again.',
    );
    const program = await upload(er, 'receipt.jpg', EXE);
    expect(program.status).toBe(415);
    expect(program.body.message).toBe(
      '“receipt.jpg” is not a JPEG, PNG or HEIC image, or a PDF though its name says it is a JPEG image. Choose a photo or a PDF of the receipt.',
    );
    expect((await upload(er, 'notes.txt', Buffer.from('Lunch with the client, $42'))).status).toBe(415);
    expect((await upload(er, 'photo.txt', PNG)).status).toBe(415);
    const empty = await upload(er, 'empty.png', new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/is empty/);
    expect((await upload(er, '', PNG)).status).toBe(400);
    // Folders in the name are dropped.
    expect((await upload(er, '../../etc/passwd.png', PNG)).body.data.fileName).toBe('passwd.png');
  });

  it('answers 413 in words over 10 MB, whether the size was declared or only counted as the bytes came', async () => {
    const er = await f.as('er_cardholder');
    const big = Buffer.concat([PNG, Buffer.alloc(RECEIPT_MAX_BYTES + 1 - PNG.length)]);
    const declared = await upload(er, 'huge.png', big);
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe(
      '“huge.png” is larger than the 10 MB limit for a receipt. Choose a smaller file, or take the photo at a lower resolution.',
    );
    // Chunked (no Content-Length): refused as soon as the running count passes the limit.
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(PNG);
        controller.enqueue(chunk);
        sent += chunk.length;
        if (sent > 2 * RECEIPT_MAX_BYTES) controller.close();
      },
    });
    const cookie = [...er.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${f.sandbox.url}/api/v1/expensereport/receipts?fileName=stream.png`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { cookie, 'x-xsrf-token': er.xsrf!, 'content-type': 'image/png', 'x-portal-brand': er.tenant! },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/larger than the 10 MB limit/);
    expect(sent).toBeLessThanOrEqual(2 * RECEIPT_MAX_BYTES + chunk.length);
    // Nothing half-written stays behind.
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(join(f.dataDir, 'receipts')).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('keeps the files across a restart and drops them with a reset of the world', async () => {
    const er = await f.as('er_cardholder', 'bhg');
    const r = (await upload(er, 'kept.png', PNG)).body.data as Receipt;
    const file = join(f.dataDir, 'receipts', r.receiptId);
    expect(readFileSync(file).equals(PNG)).toBe(true);
    await f.restart();
    const again = await f.as('er_cardholder', 'bhg');
    expect((await again.download(`/api/v1/expensereport/receipts/${r.receiptId}`)).bytes.equals(PNG)).toBe(true);
    expect((await f.client().post('/__sandbox/reset', {})).status).toBe(200);
    f.forget();
    expect(existsSync(file)).toBe(false);
    expect((await (await f.as('er_cardholder', 'bhg')).download(`/api/v1/expensereport/receipts/${r.receiptId}`)).status).toBe(404);
  });

  it('a receipt is removed from its draft’s line with it, and stays while the report is past draft', async () => {
    const er = await f.as('er_cardholder', 'grizzlies');
    const r = (await upload(er, 'a.png', PNG)).body.data as Receipt;
    const d = await draft(er, 1);
    const withReceipt = (
      await er.put(`/api/v1/expensereport/reports/${d.reportId}`, {
        lines: [{ transactionId: d.lines[0]!.transactionId, receiptId: r.receiptId }],
      })
    ).body.data as ExpenseReport;
    expect(withReceipt.lines[0]!.receipt?.receiptId).toBe(r.receiptId);
    const second = await draft(er, 1);
    const twice = await er.put(`/api/v1/expensereport/reports/${second.reportId}`, {
      lines: [{ transactionId: second.lines[0]!.transactionId, receiptId: r.receiptId }],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`The receipt “a.png” is already on report ${d.reportId}.`);
    expect((await er.del(`/api/v1/expensereport/receipts/${r.receiptId}`)).body.message).toBe(`Receipt removed from report ${d.reportId}.`);
    expect((await er.get(`/api/v1/expensereport/reports/${d.reportId}`)).body.data.lines[0].receipt).toBeNull();
    const r2 = (await upload(er, 'b.png', PNG)).body.data as Receipt;
    await er.put(`/api/v1/expensereport/reports/${d.reportId}`, {
      lines: [{ transactionId: d.lines[0]!.transactionId, receiptId: r2.receiptId }],
    });
    expect((await er.post(`/api/v1/expensereport/reports/${d.reportId}/submit`, { expectedStatus: 'draft' })).status).toBe(200);
    const locked = await er.del(`/api/v1/expensereport/receipts/${r2.receiptId}`);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatch(/submitted: it can only be removed while the report is a draft/);
    // A receipt uploaded for another account can't go on this one.
    const other = (await upload(await f.as('er_cardholder', 'demo'), 'c.png', PNG)).body.data as Receipt;
    expect(
      (
        await er.put(`/api/v1/expensereport/reports/${second.reportId}`, {
          lines: [{ transactionId: second.lines[0]!.transactionId, receiptId: other.receiptId }],
        })
      ).status,
    ).toBe(400);
  });
});

describe('the approval steps', () => {
  it('a purchase over the receipt limit needs a receipt; then manager, accounting and completion, each in its turn, with the history', async () => {
    const er = await f.as('er_cardholder', 'pnfp');
    const pa = await f.as('pa_admin', 'pnfp');
    const companyId = await companyOf(pa);
    const settings = (await pa.get(`/api/v1/expensereport/company/${companyId}/defaults`)).body.data as ExpenseReportDefaults;
    expect(settings).toMatchObject({ managerApproval: true, accountingApproval: true, receiptRequiredOver: 75 });
    const big = (await available(er)).find((t) => t.amount > 75)!;
    const small = (await available(er)).find((t) => t.amount > 0 && t.amount <= 75)!;
    const d = (
      await er.post('/api/v1/expensereport/reports', {
        name: 'Conference',
        lines: [{ transactionId: big.transactionId, memo: ' Hotel ' }, { transactionId: small.transactionId }],
      })
    ).body.data as ExpenseReport;
    expect(d.lines[0]!.memo).toBe('Hotel');
    const refused = await er.post(`/api/v1/expensereport/reports/${d.reportId}/submit`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ reason: 'RECEIPTS_REQUIRED', transactionIds: [big.transactionId] });
    expect(refused.body.message).toMatch(/^Receipts are required for purchases over \$75\.00: add one for /);
    const r = (await upload(er, 'hotel.png', PNG)).body.data as Receipt;
    await er.put(`/api/v1/expensereport/reports/${d.reportId}`, {
      lines: [{ transactionId: big.transactionId, receiptId: r.receiptId, memo: 'Hotel' }, { transactionId: small.transactionId }],
    });
    expect((await er.post(`/api/v1/expensereport/reports/${d.reportId}/submit`, { expectedStatus: 'draft' })).body.data.status).toBe(
      'submitted',
    );

    const manager = await f.as('pa_manager', 'pnfp');
    const accounting = await f.as('pa_accounting', 'pnfp');
    const early = await accounting.post(`/api/v1/expensereport/reports/${d.reportId}/approve`, {});
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Your role does not allow this step: a submitted report waits for a manager.');
    expect(
      (await manager.post(`/api/v1/expensereport/reports/${d.reportId}/approve`, { note: 'Fine', expectedStatus: 'submitted' })).body.data
        .status,
    ).toBe('mgr-approved');
    // A second click on the same screen: the report has moved on, so nothing happens.
    const again = await pa.post(`/api/v1/expensereport/reports/${d.reportId}/approve`, { expectedStatus: 'submitted' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Report ${d.reportId} has moved on since you opened it: it is now mgr-approved.`);
    expect((await manager.post(`/api/v1/expensereport/reports/${d.reportId}/approve`, { expectedStatus: 'mgr-approved' })).status).toBe(
      403,
    );
    expect(
      (await accounting.post(`/api/v1/expensereport/reports/${d.reportId}/approve`, { expectedStatus: 'mgr-approved' })).body.data.status,
    ).toBe('acctg-approved');
    const done = (await accounting.post(`/api/v1/expensereport/reports/${d.reportId}/approve`, { expectedStatus: 'acctg-approved' })).body
      .data as ExpenseReport;
    expect(done.status).toBe('complete');
    expect(done.history.map((h) => [h.action, h.status, h.by, h.note])).toEqual([
      ['created', 'draft', 'Erin Expense', ''],
      ['submitted', 'submitted', 'Erin Expense', ''],
      ['approved', 'mgr-approved', 'Max Manager', 'Fine'],
      ['approved', 'acctg-approved', 'Ada Accounting', ''],
      ['completed', 'complete', 'Ada Accounting', ''],
    ]);
    expect((await accounting.post(`/api/v1/expensereport/reports/${d.reportId}/reject`, { note: 'late' })).status).toBe(409);
    expect((await er.put(`/api/v1/expensereport/reports/${d.reportId}`, { name: 'x' })).status).toBe(409);
  });

  it('a rejection needs a note and sends the report back to draft with it', async () => {
    const er = await f.as('er_cardholder', 'communitycard');
    const manager = await f.as('pa_manager', 'communitycard');
    const d = await draft(er, 2);
    await er.post(`/api/v1/expensereport/reports/${d.reportId}/submit`, {});
    const bare = await manager.post(`/api/v1/expensereport/reports/${d.reportId}/reject`, { note: '  ' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toMatch(/Say why the report is rejected/);
    const back = (
      await manager.post(`/api/v1/expensereport/reports/${d.reportId}/reject`, {
        note: 'Split the team lunch per person',
        expectedStatus: 'submitted',
      })
    ).body.data as ExpenseReport;
    expect(back.status).toBe('draft');
    expect(back.history.at(-1)).toMatchObject({
      action: 'rejected',
      status: 'draft',
      by: 'Max Manager',
      note: 'Split the team lunch per person',
    });
    expect((await er.post(`/api/v1/expensereport/reports/${d.reportId}/submit`, {})).body.data.status).toBe('submitted');
  });

  it('settings: managers configure the basics, only an Admin-Manager the steps and the receipt rule; a step not in use is taken by SYSTEM', async () => {
    const pa = await f.as('pa_admin', 'bhgmore');
    const manager = await f.as('pa_manager', 'bhgmore');
    const companyId = await companyOf(pa);
    const url = `/api/v1/expensereport/company/${companyId}/defaults`;
    expect((await manager.put(url, { reviewDays: 9 })).body.data.reviewDays).toBe(9);
    const advanced = await manager.put(url, { managerApproval: false });
    expect(advanced.status).toBe(403);
    expect(advanced.body.message).toBe('Only an Admin-Manager can change the approval steps and the receipt rule.');
    expect((await (await f.as('pa_tier1', 'bhgmore')).put(url, { reviewDays: 3 })).status).toBe(403);
    expect((await pa.put(url, { managerApproval: false, accountingApproval: false })).status).toBe(400);
    expect((await pa.put(url, { reviewDays: 0 })).status).toBe(400);
    expect((await pa.put(url, { managerApproval: false, receiptRequiredOver: null })).body.data).toMatchObject({
      managerApproval: false,
      receiptRequiredOver: null,
    });

    const er = await f.as('er_cardholder', 'bhgmore');
    const d = await draft(er, 1, {}, (t) => t.filter((x) => x.amount > 75));
    const submitted = (await er.post(`/api/v1/expensereport/reports/${d.reportId}/submit`, {})).body.data as ExpenseReport;
    expect(submitted.status).toBe('mgr-approved');
    expect(submitted.history.at(-1)).toMatchObject({
      action: 'approved',
      by: 'SYSTEM',
      note: 'The company does not use manager approval.',
    });
    await pa.put(url, { managerApproval: true, accountingApproval: false });
    const d2 = await draft(er, 1);
    await er.post(`/api/v1/expensereport/reports/${d2.reportId}/submit`, {});
    const byManager = (await manager.post(`/api/v1/expensereport/reports/${d2.reportId}/approve`, {})).body.data as ExpenseReport;
    expect(byManager.status).toBe('complete');
    expect(byManager.history.slice(-2).map((h) => h.by)).toEqual(['SYSTEM', 'SYSTEM']);
  });

  it('bulk approval moves each report one step and lists each refusal with its reason', async () => {
    const er = await f.as('er_cardholder', 'grizzlies');
    const manager = await f.as('pa_manager', 'grizzlies');
    const a = await draft(er, 1);
    const b = await draft(er, 1);
    for (const r of [a, b]) await er.post(`/api/v1/expensereport/reports/${r.reportId}/submit`, {});
    const res = await manager.post('/api/v1/expensereport/reports/approve', {
      reports: [
        { reportId: a.reportId, expectedStatus: 'submitted' },
        { reportId: b.reportId, expectedStatus: 'mgr-approved' },
        { reportId: 999_999, expectedStatus: 'submitted' },
      ],
      note: 'Batch',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.approved.map((r: ExpenseReport) => [r.reportId, r.status])).toEqual([[a.reportId, 'mgr-approved']]);
    expect(res.body.data.refused).toEqual([
      { reportId: b.reportId, status: 409, message: `Report ${b.reportId} has moved on since you opened it: it is now submitted.` },
      { reportId: 999_999, status: 404, message: 'No such expense report.' },
    ]);
    expect((await manager.post('/api/v1/expensereport/reports/approve', { reports: [] })).status).toBe(400);
  });
});

describe('GL accounts and the company list', () => {
  it('adds, retires and restores GL accounts; a retired one is refused on a new line, and the default can’t be retired', async () => {
    const pa = await f.as('pa_admin', 'demo');
    const accounting = await f.as('pa_accounting', 'demo');
    const companyId = await companyOf(pa);
    const url = `/api/v1/expensereport/company/${companyId}/glaccounts`;
    const added = await accounting.post(url, { code: '7100', description: 'Client gifts' });
    expect(added.status).toBe(201);
    const gl = added.body.data as GlAccount;
    expect(gl).toMatchObject({ code: '7100', description: 'Client gifts', active: true });
    expect((await pa.post(url, { code: '7100', description: 'Again' })).body.message).toBe('GL account 7100 already exists.');
    expect((await pa.post(url, { code: '6500', description: 'Training' })).body.message).toBe(
      'GL account 6500 already exists (retired): restore it instead.',
    );
    expect((await pa.post(url, { code: 'bad code!', description: 'x' })).status).toBe(400);
    expect((await (await f.as('pa_tier2')).post(url, { code: '7200', description: 'x' })).status).toBe(403);
    expect((await accounting.put(`${url}/${gl.glAccountId}`, { active: false })).body.data.active).toBe(false);
    const er = await f.as('er_cardholder', 'demo');
    const tx = (await available(er))[0]!;
    const refused = await er.post('/api/v1/expensereport/reports', {
      name: 'x',
      lines: [{ transactionId: tx.transactionId, glAccountId: gl.glAccountId }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`GL account ${gl.glAccountId} is not an active GL account of the company.`);
    expect((await er.get(url)).body.data.find((g: GlAccount) => g.glAccountId === gl.glAccountId).active).toBe(false);
    const defaults = (await pa.get(`/api/v1/expensereport/company/${companyId}/defaults`)).body.data as ExpenseReportDefaults;
    const retireDefault = await pa.put(`${url}/${defaults.defaultGlAccountId}`, { active: false });
    expect(retireDefault.status).toBe(409);
    expect(retireDefault.body.message).toMatch(/is the default for new lines/);
    expect((await pa.put(`${url}/${gl.glAccountId}`, { active: true, description: 'Client gifts and flowers' })).body.data).toMatchObject({
      active: true,
      description: 'Client gifts and flowers',
    });
  });

  it('filters by status, account, text, dates and amount, and sorts; a bad filter is answered 400', async () => {
    const pa = await f.as('pa_admin', 'demo');
    const companyId = await companyOf(pa);
    const list = async (q: string): Promise<ExpenseReport[]> => {
      const a = await pa.get(`/api/v1/expensereport/company/${companyId}/reports?size=500&${q}`);
      expect(a.status, q).toBe(200);
      return a.body.content;
    };
    const all = await list('');
    expect(all.length).toBeGreaterThan(5);
    expect((await list('status=submitted,complete')).every((r) => ['submitted', 'complete'].includes(r.status))).toBe(true);
    const one = all[all.length - 1]!;
    expect((await list(`accountEntityId=${one.accountEntityId}`)).every((r) => r.accountEntityId === one.accountEntityId)).toBe(true);
    expect((await list(`query=${encodeURIComponent(one.ownerName.toUpperCase())}`)).map((r) => r.reportId)).toContain(one.reportId);
    const day = one.createdDate.slice(0, 10);
    expect((await list(`fromDate=${day}&toDate=${day}`)).every((r) => r.createdDate.startsWith(day))).toBe(true);
    const mid = [...all].sort((x, y) => x.total - y.total)[Math.floor(all.length / 2)]!.total;
    expect((await list(`minTotal=${mid}`)).every((r) => r.total >= mid)).toBe(true);
    expect((await list(`maxTotal=${mid}`)).every((r) => r.total <= mid)).toBe(true);
    const byTotal = (await list('sort=total,ASC')).map((r) => r.total);
    expect(byTotal).toEqual([...byTotal].sort((x, y) => x - y));
    for (const bad of ['status=approved', 'fromDate=03/01/2026', 'sort=secret,ASC', 'size=0', 'minTotal=lots']) {
      expect((await pa.get(`/api/v1/expensereport/company/${companyId}/reports?${bad}`)).status, bad).toBe(400);
    }
    // A manager's list holds only the accounts assigned to them: not a report filed for another account.
    const manager = await f.as('pa_manager', 'demo');
    const stranger = await unassignedAccount(pa, manager);
    const tx = (await available(pa, `?accountEntityId=${stranger}`))[0]!;
    const filed = (
      await pa.post('/api/v1/expensereport/reports', {
        accountEntityId: stranger,
        name: 'Not for Max',
        lines: [{ transactionId: tx.transactionId }],
      })
    ).body.data as ExpenseReport;
    const assigned = await assignedTo(manager);
    const theirs = (await manager.get(`/api/v1/expensereport/company/${companyId}/reports?size=500`)).body.content as ExpenseReport[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r) => assigned.has(r.accountEntityId))).toBe(true);
    expect(theirs.map((r) => r.reportId)).not.toContain(filed.reportId);
    expect((await list('')).map((r) => r.reportId)).toContain(filed.reportId);
    expect((await manager.get(`/api/v1/expensereport/reports/${filed.reportId}`)).status).toBe(403);
  });

  it('an admin files a report for an account they manage, not for one they don’t', async () => {
    const manager = await f.as('pa_manager', 'demo');
    const er = await f.as('er_cardholder', 'demo');
    const account = await accountOf(er);
    const txs = await available(manager, `?accountEntityId=${account}`);
    const r = await manager.upload(`/api/v1/expensereport/receipts?fileName=m.png&accountEntityId=${account}`, PNG);
    expect(r.status).toBe(201);
    const filed = await manager.post('/api/v1/expensereport/reports', {
      accountEntityId: account,
      name: 'Filed by manager',
      lines: [{ transactionId: txs[0]!.transactionId, receiptId: r.body.data.receiptId }],
    });
    expect(filed.status).toBe(200);
    expect(filed.body.data.history[0]).toMatchObject({ action: 'created', by: 'Max Manager' });
    expect((await er.get(`/api/v1/expensereport/reports/${filed.body.data.reportId}`)).status).toBe(200);
    const stranger = await unassignedAccount(await f.as('pa_admin', 'demo'), manager);
    expect(
      (await manager.post('/api/v1/expensereport/reports', { accountEntityId: stranger, name: 'x', lines: [{ transactionId: 'x' }] }))
        .status,
    ).toBe(403);
    expect(
      (
        await (
          await f.as('pa_tier1')
        ).post('/api/v1/expensereport/reports', { accountEntityId: account, name: 'x', lines: [{ transactionId: txs[1]!.transactionId }] })
      ).status,
    ).toBe(403);
  });
});

describe('who reviews whom (GET /v1/expensereport/{userid}/managedusers)', () => {
  const userOf = async (c: Client): Promise<number> => (await c.get('/api/authentication/check')).body.userData.userid;
  const managedUsers = async (c: Client, userid: number): Promise<ManagedUser[]> => {
    const res = await c.get(`/api/v1/expensereport/${userid}/managedusers`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ManagedUsersResponse.parse(res.body).data;
  };
  const byName = (list: ManagedUser[]) => list.map((u) => `${u.lastname} ${u.firstname}`.toLowerCase());

  it('a reviewer’s cardholders are the registered users of the accounts assigned to them, by name', async () => {
    const manager = await f.as('pa_manager', 'demo');
    const mine = await managedUsers(manager, await userOf(manager));
    const assigned = await assignedTo(manager);
    expect(mine.length).toBeGreaterThan(0);
    for (const u of mine) expect(assigned.has(u.accountEntityId)).toBe(true);
    expect(mine.map((u) => u.accountEntityId)).toContain(await accountOf(await f.as('er_cardholder', 'demo')));
    const names = byName(mine);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('an admin manager without assignments reviews every registered cardholder of the company, and may read a reviewer’s list', async () => {
    const pa = await f.as('pa_admin', 'demo');
    const everyone = await managedUsers(pa, await userOf(pa));
    const manager = await f.as('pa_manager', 'demo');
    const theirs = await managedUsers(pa, await userOf(manager));
    expect(everyone.length).toBeGreaterThan(theirs.length);
    const all = new Set(everyone.map((u) => u.accountEntityId));
    for (const u of theirs) expect(all.has(u.accountEntityId)).toBe(true);
  });

  it('an admin outside expense reporting, or of another bank, may not read someone else’s list', async () => {
    const manager = await f.as('pa_manager', 'demo');
    const id = await userOf(manager);
    expect((await (await f.as('pa_payments', 'demo')).get(`/api/v1/expensereport/${id}/managedusers`)).status).toBe(403);
    expect((await (await f.as('pa_admin', 'pnfp')).get(`/api/v1/expensereport/${id}/managedusers`)).status).toBe(404);
  });
});
