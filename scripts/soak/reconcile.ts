import type { MoveOutcome } from './soakClient.js';

export type MoveKind = 'payment' | 'redemption' | 'vendorPayment';

/** A money move as its client sent it and saw it end. */
export interface SentMove {
  kind: MoveKind;
  /** Whose money: one client's account (`brand/user`); no two clients share one. */
  account: string;
  /** What finds its stored record, unique per account and kind: the amount in cents, or the invoice number. */
  marker: string;
  /** Sent with an Idempotency-Key (exactly once promised) or without (at most once). */
  keyed: boolean;
  outcome: MoveOutcome;
  /** The record the acknowledging answer named (payment, redemption or vendor payment id). */
  answeredId: number | null;
  attempts: number;
}

/** A record the platform holds after the run that was not there before it. */
export interface StoredRecord {
  kind: MoveKind;
  account: string;
  marker: string;
  id: number;
  /** Dollars off the account's balance (payments and statement credits; 0 otherwise). */
  balanceEffect: number;
  /** Points off the account's rewards (redemptions; 0 otherwise). */
  points: number;
}

/** A cardholder account's figures before and after the run, as the platform answers them. */
export interface AccountFigures {
  account: string;
  balanceBefore: number;
  balanceAfter: number;
  pointsBefore: number;
  pointsAfter: number;
}

export interface Row {
  what: string;
  sent: number;
  acknowledged: number;
  refused: number;
  failed: number;
  /** Moves with at least one stored record. */
  stored: number;
  madeTwice: number;
  /** Acknowledged, but nothing stored. */
  lost: number;
  /** Given up by the client (it could not know), yet made — allowed, once. */
  failedButStored: number;
}

export interface Reconciliation {
  rows: Row[];
  /** Every way the platform broke its promises, in words; empty when the run is clean. */
  problems: string[];
  keyedMadeTwice: number;
  keyedLost: number;
}

const LABEL: Record<MoveKind, string> = { payment: 'payments', redemption: 'redemptions', vendorPayment: 'vendor payments' };
const cents = (n: number): number => Math.round(n * 100);

/**
 * Every move against what the platform stored: made twice (two or more records for one move), lost (acknowledged,
 * no record), a refusal that was stored anyway, an acknowledgement naming another record than the stored one,
 * a record no move explains, and each cardholder's balance and points against the records made.
 */
export function reconcile(sent: SentMove[], stored: StoredRecord[], figures: AccountFigures[] = []): Reconciliation {
  const id = (kind: MoveKind, account: string, marker: string) => `${kind}\u0000${account}\u0000${marker}`;
  const records = new Map<string, StoredRecord[]>();
  for (const r of stored) {
    const k = id(r.kind, r.account, r.marker);
    records.set(k, [...(records.get(k) ?? []), r]);
  }
  const problems: string[] = [];
  const rows = new Map<string, Row>();
  const rowOf = (what: string): Row => {
    let row = rows.get(what);
    if (!row)
      rows.set(
        what,
        (row = { what, sent: 0, acknowledged: 0, refused: 0, failed: 0, stored: 0, madeTwice: 0, lost: 0, failedButStored: 0 }),
      );
    return row;
  };
  const explained = new Set<string>();
  let keyedMadeTwice = 0;
  let keyedLost = 0;

  for (const m of sent) {
    const k = id(m.kind, m.account, m.marker);
    if (explained.has(k))
      throw new Error(`two moves of ${m.account} share the marker ${m.marker}: the reconciliation needs one record per marker`);
    explained.add(k);
    const found = records.get(k) ?? [];
    const name = `${LABEL[m.kind].replace(/s$/, '')} ${m.marker} of ${m.account}${m.keyed ? '' : ' (no key)'}`;
    for (const row of [rowOf(m.keyed ? LABEL[m.kind] : `${LABEL[m.kind]} without a key`), ...(m.keyed ? [rowOf('all keyed moves')] : [])]) {
      row.sent++;
      row[m.outcome]++;
      if (found.length) row.stored++;
      if (found.length > 1) row.madeTwice++;
      if (m.outcome === 'acknowledged' && found.length === 0) row.lost++;
      if (m.outcome === 'failed' && found.length) row.failedButStored++;
    }
    if (found.length > 1) {
      if (m.keyed) keyedMadeTwice++;
      problems.push(`made twice: ${name} is stored ${found.length} times (ids ${found.map((r) => r.id).join(', ')})`);
    }
    if (m.outcome === 'acknowledged' && found.length === 0) {
      if (m.keyed) keyedLost++;
      problems.push(`lost: ${name} was acknowledged (id ${m.answeredId}) but is not stored`);
    }
    if (m.outcome === 'refused' && found.length) problems.push(`refused but stored: ${name} (id ${found[0]!.id})`);
    if (m.outcome === 'acknowledged' && found.length === 1 && m.answeredId !== found[0]!.id) {
      problems.push(`answered with another record: ${name} was acknowledged as id ${m.answeredId}, stored as id ${found[0]!.id}`);
    }
  }
  for (const [k, found] of records) {
    if (!explained.has(k))
      problems.push(
        `stored but never sent: ${found[0]!.kind} ${found[0]!.marker} of ${found[0]!.account} (ids ${found.map((r) => r.id).join(', ')})`,
      );
  }

  for (const f of figures) {
    const own = stored.filter((r) => r.account === f.account);
    const expectedBalance = cents(f.balanceBefore) - own.reduce((n, r) => n + cents(r.balanceEffect), 0);
    if (cents(f.balanceAfter) !== expectedBalance) {
      problems.push(
        `balance of ${f.account}: ${f.balanceAfter.toFixed(2)}, but ${(expectedBalance / 100).toFixed(2)} from ${f.balanceBefore.toFixed(2)} less the stored moves`,
      );
    }
    const expectedPoints = f.pointsBefore - own.reduce((n, r) => n + r.points, 0);
    if (f.pointsAfter !== expectedPoints)
      problems.push(`points of ${f.account}: ${f.pointsAfter}, but ${expectedPoints} from ${f.pointsBefore} less the stored redemptions`);
  }

  const order = ['payments', 'redemptions', 'vendor payments', 'all keyed moves', 'payments without a key'];
  return { rows: [...rows.values()].sort((a, b) => order.indexOf(a.what) - order.indexOf(b.what)), problems, keyedMadeTwice, keyedLost };
}

/** The reconciliation as a plain text table. */
export function formatTable(rows: Row[]): string {
  const head = ['', 'sent', 'acknowledged', 'refused', 'failed', 'stored', 'made twice', 'lost', 'failed but stored'];
  const body = rows.map((r) =>
    [r.what, r.sent, r.acknowledged, r.refused, r.failed, r.stored, r.madeTwice, r.lost, r.failedButStored].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}
