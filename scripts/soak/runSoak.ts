import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGatewayProcess, startSandboxProcess, type GatewayProcess, type SandboxProcess } from '../fleet/processes.js';
import { createRng, deriveSeed } from '../sandbox/world/prng.js';
import { startChaosProxy, type ChaosProxy } from './chaosProxy.js';
import type { SoakOptions } from './options.js';
import { Cardholder, VendorPayer, type Holdings, type Persona } from './personas.js';
import { reconcile, type AccountFigures, type Reconciliation, type SentMove, type StoredRecord } from './reconcile.js';
import { SoakClient } from './soakClient.js';

const BRANDS = ['demo', 'pnfp', 'grizzlies', 'communitycard', 'bhg', 'bhgmore'] as const;

export interface SoakResult extends Reconciliation {
  moves: number;
  /** 401s the clients met: users logged out under them (a restart must log nobody out). */
  loggedOut: number;
  faults: ChaosProxy['counts'];
  restarts: string[];
  /** The run's folder (logs, the platform's data); removed unless `keep`. */
  dir: string;
  ms: number;
}

/**
 * The soak: the platform (its own process, data on disk) behind the chaos proxy, two gateways in front of that,
 * and browser-like clients making payments, redemptions and vendor payments through the gateways with the
 * screens' retries, while the platform is killed and restarted and a gateway restarted; then, faults off, every
 * account read back and reconciled with what was sent.
 */
export async function runSoak(o: SoakOptions, log: (line: string) => void = () => {}): Promise<SoakResult> {
  const started = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'card-portal-soak-'));
  let sandbox: SandboxProcess | null = null;
  let chaos: ChaosProxy | null = null;
  const gateways: GatewayProcess[] = [];
  const clients: SoakClient[] = [];
  // A run that breaks keeps its folder (each process's log) to find out why.
  let kept = o.keep;
  try {
    sandbox = await startSandboxProcess({ dataDir: path.join(dir, 'platform'), logFile: path.join(dir, 'platform.log'), reset: true });
    chaos = await startChaosProxy({
      target: sandbox.url,
      rates: o.faults,
      holdMs: o.holdMs,
      refusal: o.refusal,
      random: createRng(deriveSeed(o.seed, 'chaos')).next,
    });
    const upstreamUrl = chaos.url;
    gateways.push(
      ...(await Promise.all(
        [1, 2].map((i) =>
          startGatewayProcess({
            instance: `gateway-${i}`,
            upstreamUrl,
            logFile: path.join(dir, `gateway-${i}.log`),
            waitUntil: 'live',
            env: { LOG_LEVEL: 'warn', SHUTDOWN_TIMEOUT_MS: '5000' },
          }),
        ),
      )),
    );
    log(`platform ${sandbox.url}, chaos proxy ${chaos.url}, gateways ${gateways.map((g) => g.port).join(' and ')}; logs in ${dir}`);

    const ports = gateways.map((g) => g.port);
    const personaOptions = {
      redeemShare: o.redeemShare,
      keylessShare: o.keylessShare,
      random: createRng(deriveSeed(o.seed, 'moves')).next,
    };
    const personas: Persona[] = Array.from({ length: o.clients }, (_, i) => {
      const payer = i >= o.clients - o.vendorPayers;
      const brand = BRANDS[payer ? i - (o.clients - o.vendorPayers) : i]!;
      const client = new SoakClient(
        {
          brand,
          gateways: ports,
          timeoutMs: o.clientTimeoutMs,
          retries: o.retries,
          random: createRng(deriveSeed(o.seed, `client ${i}`)).next,
        },
        i,
      );
      clients.push(client);
      return payer ? new VendorPayer(client, personaOptions) : new Cardholder(client, personaOptions);
    });
    await Promise.all(personas.map((p) => p.setup()));
    const before = await Promise.all(personas.map((p) => p.holdings()));

    await chaos.setEnabled(true);
    log(`${o.clients} clients making money moves for ${o.durationMs / 1000} s with faults ${JSON.stringify(o.faults)}`);
    const restarts: string[] = [];
    const deadline = Date.now() + o.durationMs;
    const events: Promise<void>[] = [];
    const broken: string[] = [];
    const at = (share: number | null, what: () => Promise<string>) => {
      if (share === null) return;
      events.push(
        new Promise<void>((resolve) => setTimeout(resolve, share * o.durationMs))
          .then(async () => {
            const t = performance.now();
            const done = await what();
            restarts.push(`${done} in ${Math.round(performance.now() - t)} ms`);
            log(restarts.at(-1)!);
          })
          .catch((err: unknown) => {
            broken.push(err instanceof Error ? err.message : String(err));
          }),
      );
    };
    const platform = sandbox;
    at(o.platformRestartAt, async () => {
      await platform.restart('SIGKILL');
      return 'platform killed (SIGKILL) and started again';
    });
    at(o.gatewayRestartAt, async () => {
      const { exitCode } = await gateways[0]!.restart();
      return `gateway-1 drained (exit ${exitCode}) and started again`;
    });
    const pace = createRng(deriveSeed(o.seed, 'pace')).next;
    const sent: SentMove[] = [];
    await Promise.all(
      personas.map(async (p) => {
        while (Date.now() < deadline) {
          sent.push(await p.next());
          await new Promise((r) => setTimeout(r, o.pauseMs * 2 * pace()));
        }
      }),
    );
    await Promise.all(events);
    if (broken.length) throw new Error(`the run could not go on: ${broken.join('; ')} (logs in ${dir}, kept)`);
    await chaos.setEnabled(false);

    const after = await Promise.all(personas.map((p) => p.holdings()));
    const stored: StoredRecord[] = [];
    const figures: AccountFigures[] = [];
    personas.forEach((p, i) => {
      stored.push(...newRecords(before[i]!, after[i]!));
      const b = before[i]!.figures;
      const a = after[i]!.figures;
      if (b && a)
        figures.push({
          account: p.account,
          balanceBefore: b.balance,
          balanceAfter: a.balance,
          pointsBefore: b.points,
          pointsAfter: a.points,
        });
    });
    const result = reconcile(sent, stored, figures);
    const loggedOut = clients.reduce((n, c) => n + c.loggedOut, 0);
    if (loggedOut) result.problems.push(`logged out: the clients met ${loggedOut} answers 401 (a restart must log nobody out)`);
    return {
      ...result,
      moves: sent.length,
      loggedOut,
      faults: { ...chaos.counts },
      restarts,
      dir,
      ms: Math.round(performance.now() - started),
    };
  } catch (err) {
    kept = true;
    throw err;
  } finally {
    for (const c of clients) c.close();
    await Promise.all([...gateways.map((g) => g.stop()), sandbox?.stop()]);
    await chaos?.close();
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

/** The records an account holds now that it did not hold before the run. */
function newRecords(before: Holdings, after: Holdings): StoredRecord[] {
  const old = new Set(before.records.map((r) => `${r.kind} ${r.id}`));
  return after.records.filter((r) => !old.has(`${r.kind} ${r.id}`));
}
