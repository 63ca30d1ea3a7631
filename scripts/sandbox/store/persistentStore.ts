import { AsyncLocalStorage } from 'node:async_hooks';
import {
  closeSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Collection } from '../world/collection.js';
import type { World } from '../world/world.js';

/**
 * Durable records that belong to no collection of the world: sessions (by their cookie's hash), remembered
 * devices (by their token's hash) and idempotency keys (by user, call and key).
 */
export type Section = 'sessions' | 'devices' | 'keys';
const SECTIONS: readonly Section[] = ['sessions', 'devices', 'keys'];

/** collection (or section) → id → record; null: removed. */
type Overlay = Record<string, Record<string, unknown>>;
type Durable = Record<Section, Record<string, unknown>>;

interface Snapshot {
  version: 3;
  seed: number;
  /** Only the world's records changed since the seed. */
  changes: Overlay;
  durable: Durable;
}

/** One journal line: everything one call changed, written (and synced) before the call is answered. */
interface Entry {
  c?: Overlay;
  d?: Partial<Durable>;
}

const STATE_FILE = 'sandbox-state.json';
const JOURNAL_FILE = 'sandbox-journal.jsonl';
/** Past this the journal is folded into the state file (a few times per thousand money moves). */
const COMPACT_AT_BYTES = 8 * 1024 * 1024;

/**
 * The changes of one call, kept apart until the call ends: committed as one journal line (with any durable
 * record the call leaves, such as its idempotency key), or put back if the call fails.
 */
export class Transaction {
  readonly changes: Overlay = {};
  readonly durable: Partial<Durable> = {};
  /** Per touched record: what it was before the call, and what the call last made it (to undo only our own change). */
  private readonly touched = new Map<string, { collection: string; id: string; before: unknown; after: unknown }>();
  open = true;

  note(collection: string, id: string, record: unknown, previous: unknown): void {
    (this.changes[collection] ??= {})[id] = record;
    const k = `${collection}\u0000${id}`;
    const t = this.touched.get(k);
    if (t) t.after = record;
    else this.touched.set(k, { collection, id, before: previous, after: record });
  }

  keep(section: Section, id: string, value: unknown): void {
    (this.durable[section] ??= {})[id] = value;
  }

  /** Puts every record the call changed back as it was, unless someone else has changed it since. */
  undo(collections: Map<string, Collection<object>>): void {
    for (const t of [...this.touched.values()].reverse()) {
      const c = collections.get(t.collection);
      if (!c) continue;
      const now = c.get(t.id) ?? null;
      if (now !== t.after) continue;
      c.apply(t.id, (t.before ?? null) as object | null);
    }
    this.touched.clear();
    for (const k of Object.keys(this.changes)) delete this.changes[k];
  }

  get empty(): boolean {
    return Object.keys(this.changes).length === 0 && Object.keys(this.durable).length === 0;
  }
}

/**
 * The embedded store: the seed is the base; every changed record is kept in an overlay, and the durable
 * records that are no part of the world (sessions, devices, idempotency keys) beside it.
 *
 * Each call's changes are one transaction: they reach the disk as one journal line, appended and synced
 * (fdatasync) before the call is answered, together with the idempotency key the call was made under — so no
 * crash can keep a change and lose the key that names it, or keep the key without its change. A torn last
 * line (a crash in the middle of the write) is ignored at start, and its call was never answered. At start,
 * and whenever the journal grows past 8 MiB, it is folded into `sandbox-state.json` (temp file, sync, rename).
 */
export class PersistentStore {
  private changes: Overlay = {};
  private durable: Durable = emptyDurable();
  private readonly dir: string | null;
  private fd: number | null = null;
  private journalBytes = 0;
  private closed = false;
  private readonly current = new AsyncLocalStorage<Transaction>();
  private readonly byName = new Map<string, Collection<object>>();

  constructor(
    private readonly world: World,
    dataDir: string | null,
    private readonly now: () => number = Date.now,
  ) {
    this.dir = dataDir;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    for (const c of world.collections()) this.byName.set(c.name, c);
  }

  /** Replays the state file and the journal (unless `reset`), folds them into one, then starts recording changes. */
  open(reset: boolean): void {
    if (this.dir && reset) {
      rmSync(join(this.dir, STATE_FILE), { force: true });
      rmSync(join(this.dir, JOURNAL_FILE), { force: true });
    }
    const snapshot = reset ? null : this.readSnapshot();
    if (snapshot && snapshot.seed === this.world.seed) {
      this.changes = snapshot.changes;
      this.durable = { ...emptyDurable(), ...snapshot.durable };
      // The journal was written over this state file (a state file of another seed is ignored with its journal).
      for (const entry of this.readJournal()) this.merge(entry);
    }
    for (const [name, changed] of Object.entries(this.changes)) {
      const collection = this.byName.get(name);
      if (!collection) continue;
      for (const [id, record] of Object.entries(changed)) collection.apply(id, record as object | null);
    }
    if (this.dir) {
      this.compact();
      this.fd = openSync(join(this.dir, JOURNAL_FILE), 'a');
    }
    for (const collection of this.world.collections()) {
      collection.listener = (name, id, record, previous) => this.record(name, id, record, previous);
    }
  }

  /** Number of changed records in the overlay. */
  get changeCount(): number {
    return Object.values(this.changes).reduce((n, c) => n + Object.keys(c).length, 0);
  }

  /**
   * Runs one call as a transaction: its changes are committed (one synced journal line) when `fn` ends, or put back
   * when it throws. A transaction started inside another joins it.
   */
  async transaction<T>(fn: (tx: Transaction) => T | Promise<T>): Promise<T> {
    const outer = this.active();
    if (outer) return fn(outer);
    const tx = new Transaction();
    let committed = false;
    try {
      const value = await this.current.run(tx, async () => fn(tx));
      this.commit(tx);
      committed = true;
      return value;
    } catch (err) {
      if (!committed) tx.undo(this.byName);
      throw err;
    } finally {
      tx.open = false;
    }
  }

  /** Puts back what the running call has changed so far (a refusal changes nothing); its durable records stay. */
  discardChanges(tx: Transaction): void {
    tx.undo(this.byName);
  }

  /** A durable record (null when there is none or it has expired). */
  get(section: Section, id: string): unknown {
    const v = this.durable[section][id];
    return v === null || v === undefined || expired(v, this.now()) ? null : v;
  }

  /** Every live durable record of a section. */
  entries(section: Section): [string, unknown][] {
    const t = this.now();
    return Object.entries(this.durable[section]).filter(([, v]) => v !== null && !expired(v, t));
  }

  /**
   * Sets durable records (null: removes them): with the running call's transaction if there is one, else written at
   * once. A record with `expiresAt` (ms) is dropped when the journal is folded after that time.
   */
  set(section: Section, records: Record<string, unknown>): void {
    const tx = this.active();
    if (tx) for (const [id, v] of Object.entries(records)) tx.keep(section, id, v);
    else this.write({ d: { [section]: records } });
  }

  /** Runs `fn` outside any call's transaction (what it schedules writes on its own). */
  outside<T>(fn: () => T): T {
    return this.current.exit(fn);
  }

  /** Syncs and closes the journal; later changes are kept in memory only (a store replaced by a reset). */
  close(): void {
    this.closed = true;
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  private active(): Transaction | null {
    const tx = this.current.getStore();
    return tx?.open ? tx : null;
  }

  private record(collection: string, id: string, record: unknown, previous: unknown): void {
    const tx = this.active();
    if (tx) tx.note(collection, id, record, previous);
    else this.write({ c: { [collection]: { [id]: record } } });
  }

  private commit(tx: Transaction): void {
    if (tx.empty) return;
    const entry: Entry = {};
    if (Object.keys(tx.changes).length) entry.c = tx.changes;
    if (Object.keys(tx.durable).length) entry.d = tx.durable;
    this.write(entry);
  }

  /** Appends and syncs one journal line, then applies it to the overlay (a write that fails changes nothing). */
  private write(entry: Entry): void {
    if (this.fd !== null && !this.closed) {
      const line = Buffer.from(`${JSON.stringify(entry)}\n`);
      for (let off = 0; off < line.length;) off += writeSync(this.fd, line, off);
      fdatasyncSync(this.fd);
      this.journalBytes += line.length;
    }
    this.merge(entry);
    if (this.journalBytes > COMPACT_AT_BYTES) this.compact();
  }

  private merge(entry: Entry): void {
    for (const [name, records] of Object.entries(entry.c ?? {})) Object.assign((this.changes[name] ??= {}), records);
    for (const section of SECTIONS) {
      const records = entry.d?.[section];
      if (records) Object.assign(this.durable[section], records);
    }
  }

  /** Folds the journal into the state file: written to a temp file and synced, renamed over it, then the journal emptied. */
  private compact(): void {
    if (!this.dir) return;
    const t = this.now();
    for (const section of SECTIONS) {
      const live: Record<string, unknown> = {};
      for (const [id, v] of Object.entries(this.durable[section])) if (v !== null && !expired(v, t)) live[id] = v;
      this.durable[section] = live;
    }
    const snapshot: Snapshot = { version: 3, seed: this.world.seed, changes: this.changes, durable: this.durable };
    const file = join(this.dir, STATE_FILE);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot));
    syncPath(tmp);
    renameSync(tmp, file);
    syncPath(this.dir);
    // Replaying the journal again over the new state file would change nothing (records are whole values), so a
    // crash between the rename and this truncation loses nothing.
    if (this.fd !== null) ftruncateSync(this.fd, 0);
    else rmSync(join(this.dir, JOURNAL_FILE), { force: true });
    this.journalBytes = 0;
  }

  private readSnapshot(): (Omit<Snapshot, 'version' | 'durable'> & { durable?: Partial<Durable> }) | null {
    if (!this.dir) return null;
    try {
      const parsed = JSON.parse(readFileSync(join(this.dir, STATE_FILE), 'utf8')) as {
        version?: number;
        seed: number;
        changes: Overlay;
        durable?: Partial<Durable>;
      };
      // Version 2 (before the journal) had the world's changes only.
      return (parsed.version === 2 || parsed.version === 3) && typeof parsed.changes === 'object' ? parsed : null;
    } catch {
      return null;
    }
  }

  /** The journal's whole lines; a last line without its newline (a write cut short by a crash) never happened. */
  private readJournal(): Entry[] {
    if (!this.dir) return [];
    let text: string;
    try {
      text = readFileSync(join(this.dir, JOURNAL_FILE), 'utf8');
    } catch {
      return [];
    }
    const lines = text.split('\n');
    lines.pop();
    const out: Entry[] = [];
    for (const line of lines) {
      try {
        out.push(JSON.parse(line) as Entry);
      } catch {
        break;
      }
    }
    return out;
  }
}

const emptyDurable = (): Durable => ({ sessions: {}, devices: {}, keys: {} });

function expired(v: unknown, now: number): boolean {
  const at = (v as { expiresAt?: unknown }).expiresAt;
  return typeof at === 'number' && at < now;
}

function syncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
