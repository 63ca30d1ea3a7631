import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';

/** A new file being written: chunks as they arrive, then kept (`commit`) or dropped (`discard`). */
export interface ReceiptWriter {
  write(chunk: Buffer): Promise<void>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Receipt bytes: files in `<dataDir>/receipts/` (kept across restarts, removed when the world is reset), or in
 * memory when the sandbox has no data directory. Records live in the world's `receipts` collection; a file is
 * written to a temporary name as it streams in and renamed once it is whole, so a half-received upload never shows.
 */
export class ReceiptFiles {
  private readonly dir: string | null;
  private readonly memory = new Map<string, Buffer>();

  constructor(dataDir: string | null) {
    this.dir = dataDir ? join(dataDir, 'receipts') : null;
  }

  /** Back to no files (the world was reset). */
  clear(): void {
    this.memory.clear();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  open(id: string): ReceiptWriter {
    const safe = checked(id);
    if (!this.dir) {
      const chunks: Buffer[] = [];
      return {
        write: async (chunk) => void chunks.push(chunk),
        commit: async () => void this.memory.set(safe, Buffer.concat(chunks)),
        discard: async () => void (chunks.length = 0),
      };
    }
    mkdirSync(this.dir, { recursive: true });
    const final = join(this.dir, safe);
    const temp = `${final}.part`;
    const out: WriteStream = createWriteStream(temp);
    const failed = once(out, 'error').then(([err]) => {
      throw err as Error;
    });
    failed.catch(() => undefined);
    return {
      write: async (chunk) => {
        if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
      },
      commit: async () => {
        out.end();
        await Promise.race([once(out, 'finish'), failed]);
        await rename(temp, final);
      },
      discard: async () => {
        // The file is opened asynchronously: removed before the stream has closed, an open still under way would
        // create it again afterwards, and a half-written receipt would stay behind.
        out.destroy();
        if (!out.closed) await once(out, 'close');
        await rm(temp, { force: true });
      },
    };
  }

  async read(id: string): Promise<Buffer | null> {
    const safe = checked(id);
    if (!this.dir) return this.memory.get(safe) ?? null;
    try {
      return await readFile(join(this.dir, safe));
    } catch {
      return null;
    }
  }

  async remove(id: string): Promise<void> {
    const safe = checked(id);
    this.memory.delete(safe);
    if (this.dir) await rm(join(this.dir, safe), { force: true });
  }
}

function checked(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`unsafe receipt id ${JSON.stringify(id)}`);
  return id;
}
