/**
 * `npm run bench:proxy` — the gateway's /api against a bare Node keep-alive reverse proxy, and against a baseline build.
 *
 * Starts, each in its own process and on loopback only: a tiny upstream (small JSON), a bare `node:http` keep-alive
 * reverse proxy, and the gateway as deployed (`node dist/server/main.js`: the whole pipeline, its logs formatted and
 * written to /dev/null) — with `BASELINE_DIR` (another checkout, built) that tree's gateway too, as it deploys
 * (gatewayProcess.ts). autocannon then drives the same GET load at each in turn, with a warm-up each, and prints
 * requests/s, p99, the CPU time each server process spent per request, and the ratios of the paired rounds. The
 * whole run is bounded (BENCH_* variables below; a hard stop a little after the rounds' own time).
 *
 *   BENCH_CONNECTIONS (50)  BENCH_DURATION (10 s)  BENCH_WARMUP (3 s)  BENCH_ROUNDS (1, at most 15; each round runs
 *                           the targets in turn, every other round in the reverse order)
 *   BENCH_TARGETS (bare,gateway[,baseline][,proxy])  — `proxy` = createApiProxy alone in http.createServer;
 *                           `baseline` is added when BASELINE_DIR is set
 *   BENCH_CPU_PROF=<dir>  — write a V8 CPU profile of each server process there (for optimising)
 *   BENCH_PROXY_LOG=0     — the `proxy` target without its per-call log line (as the gateway runs it)
 */
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { baselineDir, cpuProfileArgs, startGatewayProcess } from './gatewayProcess.js';
import { ROOT } from './portal.js';
import { cpuOf, drive as load, hardStop, listen, median, reportReady, roleArgs, spawnRole, type Child, type LoadResult } from './load.js';

const HOST_HEADER = 'demo.localhost';
const PATH = '/api/v1/users/accountsummary?page=0&size=10';
const BODY = JSON.stringify({
  success: true,
  data: { accounts: 3, available: 1234.56, currency: 'USD', updated: '2026-11-20T00:00:00Z' },
});

const BRAND = JSON.stringify({ data: { brand: 'demo', brandValueDisplay: 'Demo Bank' } });

type Role = 'upstream' | 'bare' | 'proxy';
type Target = 'bare' | 'gateway' | 'baseline' | 'proxy';

/** Child side: start one server and report its port to the parent. */
/** /dev/null as main.ts writes stdout (batched, asynchronous); a plain asynchronous stream on a tree without it. */
async function devNull(): Promise<import('pino').DestinationStream> {
  try {
    const { createLogDestination } = await import('../../gateway/src/logging/logDestination.js');
    return createLogDestination({ dest: '/dev/null' }).stream;
  } catch {
    const pino = (await import('pino')).default;
    return pino.destination({ dest: '/dev/null', sync: false });
  }
}

async function child(role: Role, upstreamPort: number): Promise<void> {
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  let server: http.Server;
  let note = '';
  if (role === 'upstream') {
    server = http.createServer((req, res) => {
      // The gateway looks up the Host's brand once (then from its cache) to tell the platform which bank a call is for.
      const body = req.url === '/api/brand/subdomain/demo' ? BRAND : BODY;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    // Like most platforms: a modest keep-alive time-out, which the proxies' agents stay under.
    const port = await listen(server);
    server.keepAliveTimeout = 5_000;
    reportReady(port, note);
    return;
  }
  if (role === 'bare') {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'te', 'trailer', 'upgrade']);
    server = http.createServer((req, res) => {
      const out = http.request(
        { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers, agent },
        (up) => {
          const headers: http.OutgoingHttpHeaders = {};
          for (const k in up.headers) if (!HOP.has(k)) headers[k] = up.headers[k];
          res.writeHead(up.statusCode ?? 502, headers);
          up.pipe(res);
        },
      );
      out.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(out);
    });
  } else {
    const pino = (await import('pino')).default;
    const { createApiProxy } = await import('../../gateway/src/proxy/createApiProxy.js');
    const logRequests = process.env.BENCH_PROXY_LOG !== '0';
    const proxy = createApiProxy({
      upstreamUrl,
      logger: pino({ level: 'info' }, await devNull()),
      logRequests,
    });
    server = http.createServer((req, res) => proxy.handle(req, res));
    note = `createApiProxy alone in http.createServer, pino to /dev/null, ${logRequests ? 'with' : 'without (BENCH_PROXY_LOG=0)'} its per-call log line`;
  }
  if (process.env.BENCH_CPU_PROF) {
    let served = 0;
    server.on('request', () => served++);
    process.on('exit', () => console.error(`${role} served ${served} requests (pid ${process.pid})`));
  }
  reportReady(await listen(server), note);
}

const spawn = (role: Role, upstreamPort = 0): Promise<Child> =>
  spawnRole(fileURLToPath(import.meta.url), role, [String(upstreamPort)], process.env.BENCH_CPU_PROF);

interface Result extends LoadResult {
  /** CPU µs per request in the server process under test, and in the upstream. */
  cpuPerReq?: number;
  upstreamCpuPerReq?: number;
}

/** Each round's req/s and p99 over the bare proxy's in the same round. */
const pairedRps = (rs: readonly Result[], bare: readonly Result[]): number[] => rs.map((r, i) => r.rps / bare[i]!.rps);
const pairedP99 = (rs: readonly Result[], bare: readonly Result[]): number[] => rs.map((r, i) => r.p99 / Math.max(bare[i]!.p99, 1));

const drive = (port: number, connections: number, seconds: number): Promise<Result> =>
  load(port, PATH, { host: HOST_HEADER, accept: 'application/json' }, connections, seconds);

/** A server under load: where to send it, and the CPU time its process has spent so far (µs). */
interface Server {
  port: number;
  proc: ChildProcess;
  note: string;
  cpu(): Promise<number>;
}

async function main(): Promise<void> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmup = Number(process.env.BENCH_WARMUP ?? 3);
  const rounds = Math.max(1, Math.min(15, Number(process.env.BENCH_ROUNDS ?? 1)));
  const baseline = baselineDir();
  const targets = (process.env.BENCH_TARGETS ?? `bare,gateway${baseline ? ',baseline' : ''}`).split(',').map((t) => t.trim()) as Target[];
  if (targets.includes('baseline') && !baseline) throw new Error('the baseline target needs BASELINE_DIR');
  const children: ChildProcess[] = [];
  const stopTimer = hardStop(children, Math.max(180_000, rounds * targets.length * (duration + warmup + 2) * 1000 + 60_000));

  try {
    const upstream = await spawn('upstream');
    children.push(upstream.proc);
    const servers = new Map<Target, Server>();
    for (const t of targets) {
      if (t === 'gateway' || t === 'baseline') {
        const g = await startGatewayProcess(
          t,
          t === 'gateway' ? ROOT : baseline!,
          { UPSTREAM_URL: `http://127.0.0.1:${upstream.port}`, BASE_DOMAIN: 'localhost' },
          { nodeArgs: cpuProfileArgs(process.env.BENCH_CPU_PROF) },
        );
        children.push(g.proc);
        servers.set(t, {
          port: g.port,
          proc: g.proc,
          note: `${g.command} in ${t === 'gateway' ? 'this tree' : baseline}, logs to /dev/null`,
          cpu: async () => g.cpu(),
        });
      } else {
        const c: Child = await spawn(t, upstream.port);
        children.push(c.proc);
        servers.set(t, { ...c, cpu: () => cpuOf(c.proc) });
      }
    }
    console.log(`node ${process.version}, ${connections} connections, ${duration} s per run (+${warmup} s warm-up), GET ${PATH}`);
    for (const [t, s] of servers) if (s.note) console.log(`  ${t}: ${s.note}`);
    const results = new Map<Target, Result[]>();
    for (let round = 0; round < rounds; round++) {
      // This machine's speed drifts between rounds; taking turns at going first keeps any drift within a round from
      // favouring one target.
      for (const t of round % 2 ? [...targets].reverse() : targets) {
        const server = servers.get(t)!;
        if (warmup > 0) await drive(server.port, connections, warmup);
        const [cpu0, up0] = await Promise.all([server.cpu(), cpuOf(upstream.proc)]);
        const r = await drive(server.port, connections, duration);
        const [cpu1, up1] = await Promise.all([server.cpu(), cpuOf(upstream.proc)]);
        r.cpuPerReq = (cpu1 - cpu0) / Math.max(r.total, 1);
        r.upstreamCpuPerReq = (up1 - up0) / Math.max(r.total, 1);
        results.set(t, [...(results.get(t) ?? []), r]);
        console.log(
          `  round ${round + 1} ${t.padEnd(8)} ${Math.round(r.rps).toString().padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  CPU ${r.cpuPerReq.toFixed(1)} µs/req (upstream ${r.upstreamCpuPerReq.toFixed(1)})` +
            (r.errors || r.non2xx ? `  errors ${r.errors} non-2xx ${r.non2xx}` : ''),
        );
      }
    }
    const best = (t: Target) => {
      const rs = results.get(t)!;
      return {
        rps: Math.max(...rs.map((r) => r.rps)),
        p99: Math.min(...rs.map((r) => r.p99)),
        cpu: median(rs.map((r) => r.cpuPerReq ?? 0)),
      };
    };
    const bare = targets.includes('bare') ? best('bare') : undefined;
    console.log('\nsummary (best round of each for req/s and p99; median CPU per request):');
    for (const t of targets) {
      const b = best(t);
      let ratio = '';
      if (bare && t !== 'bare') {
        // rounds are interleaved, so each round's pair saw about the same background load
        const paired = pairedRps(results.get(t)!, results.get('bare')!);
        const pct = (x: number) => (100 * x).toFixed(0);
        ratio =
          `  throughput ${pct(b.rps / bare.rps)} % of bare (paired rounds: median ${pct(median(paired))} %, ${pct(Math.min(...paired))}–${pct(Math.max(...paired))} %),` +
          ` p99 ${(b.p99 / Math.max(bare.p99, 1)).toFixed(2)}× bare (paired rounds: median ${median(pairedP99(results.get(t)!, results.get('bare')!)).toFixed(2)}×)`;
      }
      console.log(
        `  ${t.padEnd(8)} ${Math.round(b.rps).toString().padStart(7)} req/s  p99 ${b.p99} ms  CPU ${b.cpu.toFixed(1)} µs/req${ratio}`,
      );
    }
    if (bare) {
      for (const t of targets.filter((x) => x !== 'bare')) {
        // When the server process is the bottleneck, throughput is inversely proportional to its CPU per request.
        console.log(
          `  ${t}: CPU-bound estimate of throughput vs bare = ${((100 * bare.cpu) / Math.max(best(t).cpu, 1e-9)).toFixed(0)} % (bare CPU/req ÷ ${t} CPU/req)`,
        );
      }
    }
    if (targets.includes('gateway') && targets.includes('baseline')) {
      const g = results.get('gateway')!;
      const b = results.get('baseline')!;
      const rps = median(g.map((r, i) => r.rps / b[i]!.rps));
      const p99 = median(g.map((r, i) => r.p99 / Math.max(b[i]!.p99, 1)));
      const cpu = median(g.map((r, i) => (r.cpuPerReq ?? 0) / Math.max(b[i]!.cpuPerReq ?? 0, 1e-9)));
      console.log(
        `  gateway vs baseline, paired rounds: req/s ${(100 * rps).toFixed(0)} %, p99 ${p99.toFixed(2)}×, CPU per request ${cpu.toFixed(2)}×`,
      );
    }
    if (bare && targets.includes('gateway')) {
      // The floor, judged on the paired rounds (each pair ran under about the same background load).
      const paired = median(pairedRps(results.get('gateway')!, results.get('bare')!));
      const okRps = paired >= 0.6;
      // p99 too in pairs: the best round of each can come from different speeds of the machine.
      const okP99 = median(pairedP99(results.get('gateway')!, results.get('bare')!)) <= 2;
      console.log(`\nfloor (gateway ≥ 60 % of bare req/s and p99 ≤ 2× bare's, in paired rounds): ${okRps && okP99 ? 'met' : 'NOT met'}`);
    }
  } finally {
    stopTimer();
    for (const c of children) c.kill('SIGTERM');
  }
}

const asChild = roleArgs();
if (asChild) {
  child(asChild.role as Role, Number(asChild.args[0] ?? 0)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
