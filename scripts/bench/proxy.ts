/**
 * `npm run bench:proxy` — the /api lean path against a bare Node keep-alive reverse proxy (issue 3).
 *
 * Starts, each in its own process and on loopback only: a tiny upstream (small JSON), a bare
 * `node:http` keep-alive reverse proxy, and the gateway (`createGateway`, production logger writing to
 * /dev/null, so log formatting is paid for). autocannon then drives the same GET load at the bare
 * proxy and at the gateway, one after the other, with a warm-up each, and prints requests/s, p99 and
 * the ratios. The whole run is bounded (BENCH_* variables below; a hard stop a little after the rounds' own time).
 *
 *   BENCH_CONNECTIONS (50)  BENCH_DURATION (10 s)  BENCH_WARMUP (3 s)  BENCH_ROUNDS (1, at most 15; each round runs
 *                           the targets in turn, every other round in the reverse order)
 *   BENCH_TARGETS (bare,gateway[,proxy])  — `proxy` = createApiProxy alone in http.createServer
 *   BENCH_CPU_PROF=<dir>  — write a V8 CPU profile of each server process there (for optimising)
 *   BENCH_PROXY_LOG=0     — the `proxy` target without its per-call log line (as the gateway runs it)
 */
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuOf, drive as load, hardStop, listen, median, reportReady, roleArgs, spawnRole, type Child, type LoadResult } from './load.js';

const HOST_HEADER = 'demo.localhost';
const PATH = '/api/v1/users/accountsummary?page=0&size=10';
const BODY = JSON.stringify({
  success: true,
  data: { accounts: 3, available: 1234.56, currency: 'USD', updated: '2026-11-20T00:00:00Z' },
});

const BRAND = JSON.stringify({ data: { brand: 'demo', brandValueDisplay: 'Demo Bank' } });

type Role = 'upstream' | 'bare' | 'gateway' | 'proxy';

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
  } else if (role === 'gateway') {
    const pino = (await import('pino')).default;
    let createGateway: typeof import('../../gateway/src/createGateway.js').createGateway | undefined;
    let loadConfig: typeof import('../../gateway/src/config.js').loadConfig | undefined;
    let createLogger: typeof import('../../gateway/src/logging/createLogger.js').createLogger | undefined;
    let createAccessLogger: typeof import('../../gateway/src/logging/createLogger.js').createAccessLogger | undefined;
    try {
      ({ createGateway } = await import('../../gateway/src/createGateway.js'));
      ({ loadConfig } = await import('../../gateway/src/config.js'));
      ({ createLogger, createAccessLogger } = await import('../../gateway/src/logging/createLogger.js'));
    } catch (err) {
      note = `createGateway unavailable (${(err as Error).message}); measured createApiProxy in http.createServer instead`;
    }
    // As gateway/src/main.ts: both loggers on one batched asynchronous stream (here /dev/null).
    const destination = await devNull();
    const logger = createLogger ? createLogger({ level: 'info', destination }) : pino({ level: 'info' }, destination);
    const accessLogger = createAccessLogger ? createAccessLogger({ level: 'info', destination }) : logger;
    if (createGateway && loadConfig) {
      const config = loadConfig({ UPSTREAM_URL: upstreamUrl, BASE_DOMAIN: 'localhost', LOG_LEVEL: 'info', NODE_ENV: 'production' });
      const gateway = createGateway(config, { logger, accessLogger });
      server = http.createServer(gateway);
      note ||= 'createGateway (lean /api path), production logger to /dev/null';
    } else {
      const { createApiProxy } = await import('../../gateway/src/proxy/createApiProxy.js');
      const proxy = createApiProxy({ upstreamUrl, logger });
      server = http.createServer((req, res) => proxy.handle(req, res));
    }
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

async function main(): Promise<void> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmup = Number(process.env.BENCH_WARMUP ?? 3);
  const rounds = Math.max(1, Math.min(15, Number(process.env.BENCH_ROUNDS ?? 1)));
  const targets = (process.env.BENCH_TARGETS ?? 'bare,gateway').split(',').map((t) => t.trim()) as Role[];
  const children: ChildProcess[] = [];
  const stopTimer = hardStop(children, Math.max(180_000, rounds * targets.length * (duration + warmup + 2) * 1000 + 60_000));

  try {
    const upstream = await spawn('upstream');
    children.push(upstream.proc);
    const servers = new Map<Role, Child>();
    for (const t of targets) {
      const s = await spawn(t, upstream.port);
      children.push(s.proc);
      servers.set(t, s);
    }
    console.log(`node ${process.version}, ${connections} connections, ${duration} s per run (+${warmup} s warm-up), GET ${PATH}`);
    for (const [t, s] of servers) if (s.note) console.log(`  ${t}: ${s.note}`);
    const results = new Map<Role, Result[]>();
    for (let round = 0; round < rounds; round++) {
      // This machine's speed drifts between rounds; taking turns at going first keeps any drift within a round from
      // favouring one target.
      for (const t of round % 2 ? [...targets].reverse() : targets) {
        const { port, proc } = servers.get(t)!;
        if (warmup > 0) await drive(port, connections, warmup);
        const [cpu0, up0] = await Promise.all([cpuOf(proc), cpuOf(upstream.proc)]);
        const r = await drive(port, connections, duration);
        const [cpu1, up1] = await Promise.all([cpuOf(proc), cpuOf(upstream.proc)]);
        r.cpuPerReq = (cpu1 - cpu0) / Math.max(r.total, 1);
        r.upstreamCpuPerReq = (up1 - up0) / Math.max(r.total, 1);
        results.set(t, [...(results.get(t) ?? []), r]);
        console.log(
          `  round ${round + 1} ${t.padEnd(8)} ${Math.round(r.rps).toString().padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  CPU ${r.cpuPerReq.toFixed(1)} µs/req (upstream ${r.upstreamCpuPerReq.toFixed(1)})` +
            (r.errors || r.non2xx ? `  errors ${r.errors} non-2xx ${r.non2xx}` : ''),
        );
      }
    }
    const best = (t: Role) => {
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
      console.log(`  ${t.padEnd(8)} ${Math.round(b.rps).toString().padStart(7)} req/s  p99 ${b.p99} ms  CPU ${b.cpu.toFixed(1)} µs/req${ratio}`);
    }
    if (bare) {
      for (const t of targets.filter((x) => x !== 'bare')) {
        // When the server process is the bottleneck, throughput is inversely proportional to its CPU per request.
        console.log(`  ${t}: CPU-bound estimate of throughput vs bare = ${((100 * bare.cpu) / Math.max(best(t).cpu, 1e-9)).toFixed(0)} % (bare CPU/req ÷ ${t} CPU/req)`);
      }
    }
    if (bare && targets.includes('gateway')) {
      // Issue 21's goal, judged on the paired rounds (each pair ran under about the same background load).
      const paired = median(pairedRps(results.get('gateway')!, results.get('bare')!));
      const okRps = paired >= 0.8;
      // p99 too in pairs: the best round of each can come from different speeds of the machine.
      const okP99 = median(pairedP99(results.get('gateway')!, results.get('bare')!)) <= 1.5;
      console.log(`\ntarget (gateway ≥ 80 % of bare req/s and p99 ≤ 1.5× bare's, in paired rounds): ${okRps && okP99 ? 'met' : 'NOT met'}`);
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
