import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReceiptFiles } from '../../scripts/sandbox/services/receiptFiles.js';

/** A receipt refused mid-upload leaves nothing half-written, even when it is refused before its file has been opened. */
describe('receipt files on disk', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('a writer discarded at once leaves no .part file (its file was still being opened)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receipt-files-'));
    dirs.push(dir);
    const files = new ReceiptFiles(dir);
    for (let i = 0; i < 20; i++) await files.open(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).discard();
    expect(readdirSync(join(dir, 'receipts'))).toEqual([]);
  });

  it('a writer discarded after some bytes leaves no .part file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'receipt-files-'));
    dirs.push(dir);
    const files = new ReceiptFiles(dir);
    const w = files.open('00000000-0000-4000-8000-000000000099');
    await w.write(Buffer.alloc(64 * 1024, 1));
    await w.discard();
    expect(readdirSync(join(dir, 'receipts'))).toEqual([]);
  });
});
