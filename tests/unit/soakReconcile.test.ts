import { describe, expect, it } from 'vitest';
import { formatTable, reconcile, type SentMove, type StoredRecord } from '../../scripts/soak/reconcile.js';

const ch = 'demo/cardholder';
const pa = 'demo/pa_admin';
const sentPayment = (marker: string, over: Partial<SentMove> = {}): SentMove => ({
  kind: 'payment',
  account: ch,
  marker,
  keyed: true,
  outcome: 'acknowledged',
  answeredId: Number(marker) * 10,
  attempts: 1,
  ...over,
});
const storedPayment = (marker: string, id = Number(marker) * 10): StoredRecord => ({
  kind: 'payment',
  account: ch,
  marker,
  id,
  balanceEffect: Number(marker) / 100,
  points: 0,
});
const sentVendorPayment = (marker: string, over: Partial<SentMove> = {}): SentMove => ({
  kind: 'vendorPayment',
  account: pa,
  marker,
  keyed: true,
  outcome: 'acknowledged',
  answeredId: 7,
  attempts: 1,
  ...over,
});

describe('the soak reconciliation', () => {
  it('a clean run: every move stored once, no problems, and the table counts each row', () => {
    const r = reconcile(
      [sentPayment('101'), sentPayment('102', { outcome: 'refused', answeredId: null }), sentVendorPayment('SOAK-1')],
      [storedPayment('101'), { kind: 'vendorPayment', account: pa, marker: 'SOAK-1', id: 7, balanceEffect: 0, points: 0 }],
      [{ account: ch, balanceBefore: 100, balanceAfter: 98.99, pointsBefore: 5000, pointsAfter: 5000 }],
    );
    expect(r.problems).toEqual([]);
    expect(r.rows.find((x) => x.what === 'payments')).toEqual({
      what: 'payments',
      sent: 2,
      acknowledged: 1,
      refused: 1,
      failed: 0,
      stored: 1,
      madeTwice: 0,
      lost: 0,
      failedButStored: 0,
    });
    expect(r.rows.find((x) => x.what === 'all keyed moves')).toMatchObject({ sent: 3, stored: 2 });
    expect(formatTable(r.rows).split('\n')[0]).toMatch(
      /sent\s+acknowledged\s+refused\s+failed\s+stored\s+made twice\s+lost\s+failed but stored/,
    );
  });

  it('reports a planted duplicate: one keyed move stored twice', () => {
    const r = reconcile(
      [sentPayment('101')],
      [storedPayment('101', 1010), storedPayment('101', 1011)],
      [{ account: ch, balanceBefore: 100, balanceAfter: 97.98, pointsBefore: 0, pointsAfter: 0 }],
    );
    expect(r.keyedMadeTwice).toBe(1);
    expect(r.rows.find((x) => x.what === 'payments')).toMatchObject({ madeTwice: 1, lost: 0 });
    expect(r.problems).toEqual(['made twice: payment 101 of demo/cardholder is stored 2 times (ids 1010, 1011)']);
  });

  it('reports a planted loss: a keyed move acknowledged but not stored', () => {
    const r = reconcile([sentVendorPayment('SOAK-9', { answeredId: 42 })], []);
    expect(r.keyedLost).toBe(1);
    expect(r.rows.find((x) => x.what === 'vendor payments')).toMatchObject({ acknowledged: 1, stored: 0, lost: 1 });
    expect(r.problems).toEqual(['lost: vendor payment SOAK-9 of demo/pa_admin was acknowledged (id 42) but is not stored']);
  });

  it('counts a move the client gave up on yet made as failed but stored (allowed), and reports what breaks a promise', () => {
    const r = reconcile(
      [
        sentPayment('101', { outcome: 'failed', answeredId: null }),
        sentPayment('102', { outcome: 'refused', answeredId: null }),
        sentPayment('103', { answeredId: 999 }),
        sentPayment('104', { keyed: false }),
      ],
      [
        storedPayment('101'),
        storedPayment('102'),
        storedPayment('103'),
        storedPayment('104', 1),
        storedPayment('104', 2),
        storedPayment('555'),
      ],
    );
    expect(r.rows.find((x) => x.what === 'payments')).toMatchObject({ sent: 3, failed: 1, failedButStored: 1 });
    expect(r.rows.find((x) => x.what === 'payments without a key')).toMatchObject({ sent: 1, madeTwice: 1 });
    // A keyless POST made twice breaks "at most once", but is not counted among the keyed moves.
    expect(r.keyedMadeTwice).toBe(0);
    expect([...r.problems].sort()).toEqual(
      [
        'made twice: payment 104 of demo/cardholder (no key) is stored 2 times (ids 1, 2)',
        'refused but stored: payment 102 of demo/cardholder (id 1020)',
        'answered with another record: payment 103 of demo/cardholder was acknowledged as id 999, stored as id 1030',
        'stored but never sent: payment 555 of demo/cardholder (ids 5550)',
      ].sort(),
    );
  });

  it('checks each balance and points total against the stored moves', () => {
    const sent = [sentPayment('150'), { ...sentPayment('2501'), kind: 'redemption' as const, answeredId: 5 }];
    const stored: StoredRecord[] = [
      storedPayment('150', 1500),
      { kind: 'redemption', account: ch, marker: '2501', id: 5, balanceEffect: 25.01, points: 2501 },
    ];
    const good = reconcile(sent, stored, [
      { account: ch, balanceBefore: 100, balanceAfter: 73.49, pointsBefore: 10_000, pointsAfter: 7_499 },
    ]);
    expect(good.problems).toEqual([]);
    const bad = reconcile(sent, stored, [
      { account: ch, balanceBefore: 100, balanceAfter: 71.99, pointsBefore: 10_000, pointsAfter: 4_998 },
    ]);
    expect(bad.problems).toEqual([
      'balance of demo/cardholder: 71.99, but 73.49 from 100.00 less the stored moves',
      'points of demo/cardholder: 4998, but 7499 from 10000 less the stored redemptions',
    ]);
  });
});
