import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../scripts/soak/options.js';
import { formatTable } from '../../scripts/soak/reconcile.js';
import { runSoak } from '../../scripts/soak/runSoak.js';

/**
 * `npm run soak`, short: the platform killed (SIGKILL) and restarted and a gateway restarted while six clients make
 * payments, redemptions and vendor payments through every fault of the chaos proxy, at higher rates than the
 * two-minute default so a short run meets each of them.
 */
describe('money moves exactly once through faults and restarts (short soak)', () => {
  it('none made twice, none lost, balances and points consistent, nobody logged out', async () => {
    const result = await runSoak({
      ...DEFAULTS,
      durationMs: 10_000,
      clients: 6,
      vendorPayers: 2,
      pauseMs: 200,
      faults: { lost: 0.08, held: 0.02, 'reset-accept': 0.03, 'reset-before': 0.03, '502': 0.03, '503': 0.03 },
      holdMs: 3_000,
      clientTimeoutMs: 2_500,
      refusal: { everyMs: 4_000, forMs: 800 },
      platformRestartAt: 0.3,
      gatewayRestartAt: 0.6,
    });
    const report = `${formatTable(result.rows)}\n${result.problems.join('\n')}\nfaults ${JSON.stringify(result.faults)}\n${result.restarts.join('\n')}`;
    console.info(`short soak: ${result.moves} moves in ${result.ms} ms\n${report}`);
    expect(result.problems, report).toEqual([]);
    expect(result.keyedMadeTwice).toBe(0);
    expect(result.keyedLost).toBe(0);
    expect(result.loggedOut).toBe(0);
    expect(result.restarts).toHaveLength(2);
    // The run did what it says: moves of every kind were made, and the faults that lose answers were met.
    const keyed = result.rows.find((r) => r.what === 'all keyed moves')!;
    expect(keyed.stored).toBeGreaterThan(10);
    for (const kind of ['payments', 'redemptions', 'vendor payments'])
      expect(result.rows.find((r) => r.what === kind)?.stored, kind).toBeGreaterThan(0);
    expect(result.faults.lost + result.faults.held).toBeGreaterThan(0);
  }, 180_000);
});
