import type { Logger } from 'pino';
import { GuessingGuard } from './auth/guessing.js';
import { KnownDevices } from './auth/knownDevices.js';
import { RecentTimes } from './auth/recentTimes.js';
import { SessionStore, type Session } from './auth/sessions.js';
import { SignOns } from './auth/signOns.js';
import { clockAheadMs } from './server/clockAhead.js';
import { FaultRegistry } from './server/faults.js';
import { IdempotencyRegistry } from './server/idempotency.js';
import { Outbox } from './services/outbox.js';
import { PersistentStore } from './store/persistentStore.js';
import { ReceiptFiles } from './services/receiptFiles.js';
import { seedWorld } from './world/seedWorld.js';
import type { World } from './world/world.js';
import { LedgerCache } from './world/ledger.js';
import type { AuditAction, UserRecord } from './world/types.js';

export interface AppOptions {
  seed: number;
  dataDir: string | null;
  reset: boolean;
  now: () => number;
  secureCookies: boolean;
  logger: Logger | null;
  /** Bearer token that opens the /__sandbox control calls to callers off loopback; null: loopback only. */
  controlToken?: string | null;
  /** Test hook: awaited once a keyed call's change and key are on disk, before it is answered (crash tests). */
  afterKeyCommit?: (key: string) => Promise<void> | void;
}

/** Everything a call handler may touch: the world, its store, sessions, guess throttles, outbox, faults and the clock. */
export class SandboxApp {
  world!: World;
  store!: PersistentStore;
  readonly sessions: SessionStore;
  readonly guard: GuessingGuard;
  /** Browsers that logged into an account before (their password failures are counted apart). */
  readonly knownDevices: KnownDevices;
  /** Single sign-on ids issued and not yet used. */
  readonly signOns: SignOns;
  /** When each account was last sent a user name reminder or reset code (at most one every few minutes). */
  readonly accountMessages: RecentTimes;
  readonly outbox: Outbox;
  readonly faults = new FaultRegistry();
  readonly ledgers = new LedgerCache();
  readonly idempotency: IdempotencyRegistry;
  /** Receipt bytes (the records are the world's `receipts`). */
  readonly receiptFiles: ReceiptFiles;

  constructor(readonly options: AppOptions) {
    const now = (): number => this.now();
    this.sessions = new SessionStore(now);
    this.idempotency = new IdempotencyRegistry(now, () => this.store, options.afterKeyCommit);
    this.guard = new GuessingGuard(now);
    this.knownDevices = new KnownDevices(now);
    this.signOns = new SignOns(now);
    this.accountMessages = new RecentTimes(now);
    this.outbox = new Outbox(now);
    this.receiptFiles = new ReceiptFiles(options.dataDir);
    this.load(options.reset);
  }

  /** The clock, ahead by what a test asked for the call being answered (server/clockAhead.ts). */
  now(): number {
    return this.options.now() + clockAheadMs();
  }

  /** (Re)builds the world from the seed and replays the stored changes, sessions and keys (none when `reset`). */
  load(reset: boolean): void {
    this.ledgers.clear();
    if (reset) this.receiptFiles.clear();
    this.store?.close();
    this.world = seedWorld(this.options.seed);
    this.store = new PersistentStore(this.world, this.options.dataDir, this.options.now);
    this.store.open(reset);
    this.sessions.attach(this.store);
  }

  /** Writes what is batched (sessions' last activity) and closes the store. */
  close(): void {
    this.sessions.flush();
    this.store.close();
  }

  /** Back to the seed: drops stored changes (receipt files too), every session, throttle, known device, sign-on and outbox message. */
  reset(): void {
    this.sessions.clear();
    this.guard.clear();
    this.knownDevices.clear();
    this.signOns.clear();
    this.accountMessages.clear();
    this.outbox.clear();
    this.faults.clear();
    this.load(true);
  }

  /** Today's date in the world (YYYY-MM-DD). */
  today(): string {
    return new Date(this.now()).toISOString().slice(0, 10);
  }

  /** Records a PA user administration event (docs/requirements.md#spec-7-calls pauseraudit). */
  audit(target: UserRecord, action: AuditAction, detail: string, by: UserRecord): void {
    this.world.audit.put({
      auditId: this.world.audit.nextId(1),
      userid: target.userid,
      companyId: target.companyId ?? 0,
      action,
      detail,
      changedBy: by.userid,
      changedDate: new Date(this.now()).toISOString(),
    });
  }

  userOf(session: Session): UserRecord {
    const user = this.world.users.get(session.userid);
    if (!user) throw new Error(`session for unknown user ${session.userid}`);
    return user;
  }
}
