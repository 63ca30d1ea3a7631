/**
 * `npm run bench:fleet` — throughput through nginx with one gateway and with two.
 *
 * Starts the loopback fleet of the fleet test (scripts/fleet/startFleet.ts: the sandbox platform, the
 * gateways, Debian's nginx with the shipped config), signs one cardholder in, and drives autocannon at
 * nginx for two kinds of request, one gateway count after the other:
 *   page  GET /login — the gateway alone (route table, shell, CSP nonce; no platform call without a cookie)
 *   api   GET /api/v1/users/accountsummary with the session — the /api proxy and a platform call
 * It prints req/s, p50/p99 and the scaling from one gateway to two. Everything shares this machine's cores
 * (nginx, the gateways, the sandbox and autocannon), so two gateways can only scale as far as a free core
 * allows; compare runs taken side by side on a quiet machine.
 *
 *   BENCH_CONNECTIONS (32)  BENCH_DURATION (8 s)  BENCH_WARMUP (2 s)  BENCH_KINDS (page,api)
 */
import autocannon from 'autocannon';
import { startFleet, type Fleet } from '../fleet/startFleet.js';
import { cookieHeader, signIn } from './portal.js';

type Kind = 'page' | 'api';
interface Row {
  gateways: number;
  kind: Kind;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(
  fleet: Fleet,
  kind: Kind,
  cookie: string,
  connections: number,
  duration: number,
): Promise<Omit<Row, 'gateways' | 'kind'>> {
  const host = `demo.localhost:${fleet.port}`;
  const r = await autocannon({
    url: `http://127.0.0.1:${fleet.port}${kind === 'page' ? '/login' : '/api/v1/users/accountsummary'}`,
    headers: kind === 'page' ? { host, accept: 'text/html' } : { host, accept: 'application/json', cookie },
    connections,
    duration,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

async function main(): Promise<void> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
  const duration = Number(process.env.BENCH_DURATION ?? 8);
  const warmup = Number(process.env.BENCH_WARMUP ?? 2);
  const kinds = (process.env.BENCH_KINDS ?? 'page,api').split(',').map((k) => k.trim()) as Kind[];
  const hardStop = setTimeout(() => {
    console.error('bench:fleet: hard stop after 5 minutes');
    process.exit(2);
  }, 300_000);
  hardStop.unref();
  const rows: Row[] = [];
  for (const gateways of [1, 2] as const) {
    const fleet = await startFleet({ gateways, gatewayEnv: { LOG_LEVEL: 'warn' } });
    try {
      const cookie = cookieHeader(await signIn(fleet.port, 'cardholder'));
      for (const kind of kinds) {
        await run(fleet, kind, cookie, connections, warmup);
        rows.push({ gateways, kind, ...(await run(fleet, kind, cookie, connections, duration)) });
        const last = rows[rows.length - 1]!;
        console.log(
          `${gateways} gateway(s), ${kind}: ${Math.round(last.rps)} req/s, p50 ${last.p50} ms, p99 ${last.p99} ms, errors ${last.errors}, non-2xx ${last.non2xx}`,
        );
      }
    } finally {
      await fleet.stop();
    }
  }
  console.log(
    `\nthrough nginx, ${connections} connections, ${duration} s per run, ${new Date().toISOString().slice(0, 10)}, node ${process.version}`,
  );
  console.log('| kind | gateways | req/s | p50 (ms) | p99 (ms) | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.kind} | ${r.gateways} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  for (const kind of kinds) {
    const one = rows.find((r) => r.kind === kind && r.gateways === 1);
    const two = rows.find((r) => r.kind === kind && r.gateways === 2);
    if (one && two) console.log(`${kind}: two gateways give ${(two.rps / one.rps).toFixed(2)}× the throughput of one`);
  }
  const bad = rows.filter((r) => r.errors || r.non2xx);
  if (bad.length) {
    console.error('some runs had errors or non-2xx answers');
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
