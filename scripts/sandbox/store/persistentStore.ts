import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { World } from '../world/world.js';

interface Snapshot {
  version: 2;
  seed: number;
  /** collection → id → record (null: removed). Only records changed since the seed. */
  changes: Record<string, Record<string, unknown>>;
}

const FILE = 'sandbox-state.json';

/**
 * The embedded store: the seed is the base, and every changed record is kept in an overlay that is written
 * atomically (temp file + rename) to `dataDir` after each change, then replayed over the seed at start.
 */
export class PersistentStore {
  private changes: Record<string, Record<string, unknown>> = {};
  private readonly file: string | null;

  constructor(private readonly world: World, dataDir: string | null) {
    this.file = dataDir ? join(dataDir, FILE) : null;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
  }

  /** Replays the overlay (unless `reset`), then starts recording changes. */
  open(reset: boolean): void {
    if (this.file && reset) rmSync(this.file, { force: true });
    const snapshot = reset ? null : this.read();
    if (snapshot && snapshot.seed === this.world.seed) {
      this.changes = snapshot.changes;
      for (const collection of this.world.collections()) {
        const changed = this.changes[collection.name];
        if (!changed) continue;
        for (const [id, record] of Object.entries(changed)) collection.apply(id, record as object | null);
      }
    }
    for (const collection of this.world.collections()) {
      collection.listener = (name, id, record) => this.record(name, id, record);
    }
  }

  /** Number of changed records in the overlay. */
  get changeCount(): number {
    return Object.values(this.changes).reduce((n, c) => n + Object.keys(c).length, 0);
  }

  private record(collection: string, id: string, record: unknown): void {
    (this.changes[collection] ??= {})[id] = record;
    this.write();
  }

  private read(): Snapshot | null {
    if (!this.file) return null;
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as Snapshot;
      return parsed.version === 2 && typeof parsed.changes === 'object' ? parsed : null;
    } catch {
      return null;
    }
  }

  private write(): void {
    if (!this.file) return;
    const snapshot: Snapshot = { version: 2, seed: this.world.seed, changes: this.changes };
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot));
    renameSync(tmp, this.file);
  }
}
