/**
 * `npm run bench:pages` — pages and assets from the gateway against nginx serving a static file (the first three rows of
 * docs/performance.md's table), side by side on loopback:
 *
 *   1. `GET /login` (brand, route, CSP nonce, bootstrap) vs nginx sending the same bytes as a static file
 *   2. the public entry (hashed, ~3.5 KB brotli) from /assets vs nginx sending the same .br file
 *   3. a guarded page (`/dashboard-cardholder`, signed in) vs `GET /login`, both through the gateway
 *
 * Debian's nginx (`/usr/sbin/nginx`, or NGINX_PATH) runs one process (`master_process off`) with a config in a
 * temp dir; the gateway runs alone in a child process as deployed (`node dist/server/main.js`, gatewayProcess.ts) in
 * front of a sandbox platform in another. With `BASELINE_DIR` (another checkout, built) that tree's gateway runs
 * beside it against the same platform, and the same three kinds of request are measured on it in the same rounds. Rounds are
 * interleaved and each ratio is the median of the rounds' ratios, so slow moments of the machine hit both
 * sides. Then the compression measurement (gateway-side vs at the edge; see the gateway README).
 *
 *   BENCH_CONNECTIONS (50)  BENCH_DURATION (5 s)  BENCH_WARMUP (2 s)  BENCH_ROUNDS (3)
 *   BENCH_TARGETS           comma list of targets to run (nginxShell,login,nginxAsset,asset,guarded), for profiling
 *   BENCH_COMPRESSION=0     skip the compression measurement
 *   BENCH_CPU_PROF=<dir>    write a V8 CPU profile of the gateway there
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { drive, hardStop, median, reportReady, roleArgs, spawnRole, type LoadResult } from './load.js';
import { baselineDir, cpuProfileArgs, procCpu, startGatewayProcess } from './gatewayProcess.js';
import { freePort } from '../fleet/startFleet.js';
import { BRAND, ROOT, cookieHeader, requireBuild, signIn } from './portal.js';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const HOST = `${BRAND}.localhost`;
const GUARDED = '/dashboard-cardholder';
const SELF = fileURLToPath(import.meta.url);

/* ------------------------------------------------------------------ child processes */

async function child(role: string): Promise<void> {
  if (role === 'platform') {
    const { startSandbox } = await import('../sandbox/startSandbox.js');
    const sandbox = await startSandbox({ reset: true });
    reportReady(Number(new URL(sandbox.url).port), 'sandbox platform, in memory');
    return;
  }
  throw new Error(`unknown role ${role}`);
}

/* ------------------------------------------------------------------ nginx */

interface Nginx {
  proc: ChildProcess;
  port: number;
  dir: string;
}

async function startNginx(dir: string, locations: string, upstreamPort?: number): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx was not found at ${NGINX}: apt-get install nginx, or set NGINX_PATH.`);
  const port = await freePort();
  for (const d of ['tmp', 'logs']) mkdirSync(path.join(dir, d), { recursive: true });
  const conf = `
daemon off;
master_process off;
worker_processes 1;
error_log ${dir}/logs/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  keepalive_requests 100000;
  ${upstreamPort ? `upstream gateway { server 127.0.0.1:${upstreamPort}; keepalive 64; }` : ''}
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    ${locations}
  }
}
`;
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const proc = spawn(NGINX, ['-c', confFile, '-p', dir, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) throw new Error(`nginx exited (${proc.exitCode}); config: ${confFile}`);
    if (await answers(port)) return { proc, port, dir };
    await new Promise((r) => setTimeout(r, 50));
  }
  proc.kill('SIGKILL');
  throw new Error('nginx did not start within 5 s');
}

const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
  });

/* ------------------------------------------------------------------ helpers */

function get(
  port: number,
  urlPath: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

interface Target {
  label: string;
  port: number;
  path: string;
  headers: Record<string, string>;
  /** CPU µs used so far by the process that answers. */
  cpu: () => Promise<number>;
}

interface Measured extends LoadResult {
  cpuPerReq: number;
}

async function measure(t: Target, connections: number, seconds: number, warmup: number): Promise<Measured> {
  if (warmup > 0) await drive(t.port, t.path, t.headers, connections, warmup);
  const c0 = await t.cpu();
  const r = await drive(t.port, t.path, t.headers, connections, seconds);
  const c1 = await t.cpu();
  if (r.errors || r.non2xx) throw new Error(`${t.label}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return { ...r, cpuPerReq: (c1 - c0) / Math.max(r.total, 1) };
}

const fmt = (r: Measured) =>
  `${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${String(r.p99).padStart(3)} ms  CPU ${r.cpuPerReq.toFixed(0).padStart(4)} µs/req`;

/* ------------------------------------------------------------------ compression */

/** CPU µs per call of `fn` (CPU time, not wall time: a busy machine does not inflate it), best of three batches. */
function timeIt(fn: () => void, iterations = 2000): number {
  let best = Infinity;
  for (let batch = 0; batch < 3; batch++) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < iterations; i++) fn();
    const used = process.cpuUsage(t0);
    best = Math.min(best, (used.user + used.system) / iterations);
  }
  return best;
}

async function compression(
  gatewayPort: number,
  cookie: string,
  loginCpu: number,
  workDir: string,
  connections: number,
  seconds: number,
  warmup: number,
): Promise<void> {
  console.log('\ncompression (where it is cheapest)');
  const shell = (await get(gatewayPort, '/login', { host: HOST })).body;
  const json = (await get(gatewayPort, '/api/v1/cards/cardholder/dashboard', { host: HOST, cookie, accept: 'application/json' })).body;
  for (const [what, body] of [
    ['/login shell', shell],
    ['an /api JSON answer (cardholder dashboard)', json],
  ] as const) {
    const gz = zlib.gzipSync(body, { level: 6 });
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    const gzUs = timeIt(() => zlib.gzipSync(body, { level: 6 }));
    const brUs = timeIt(() => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    console.log(
      `  ${what}: ${body.length} B → gzip-6 ${gz.length} B (${gzUs.toFixed(0)} µs), brotli-5 ${br.length} B (${brUs.toFixed(0)} µs) of the gateway's CPU per answer`,
    );
  }
  console.log(`  the gateway spends ${loginCpu.toFixed(0)} µs of CPU on a whole /login answer (measured above)`);

  // At the edge: nginx in front of the gateway, gzip on vs off; nginx's CPU per request is the price.
  const edge = async (gzip: boolean) => {
    const dir = path.join(workDir, gzip ? 'edge-gzip' : 'edge-plain');
    const locations = `location / {
      proxy_pass http://gateway; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $http_host;
      ${gzip ? 'gzip on; gzip_comp_level 5; gzip_min_length 1024; gzip_proxied any; gzip_vary on; gzip_types application/json text/css image/svg+xml;' : 'gzip off;'}
    }`;
    const nginx = await startNginx(dir, locations, gatewayPort);
    try {
      const target: Target = {
        label: `nginx (gzip ${gzip ? 'on' : 'off'}) → gateway /login`,
        port: nginx.port,
        path: '/login',
        headers: { host: HOST, 'accept-encoding': 'gzip' },
        cpu: async () => procCpu(nginx.proc.pid!),
      };
      const check = await get(nginx.port, '/login', target.headers);
      if ((check.headers['content-encoding'] === 'gzip') !== gzip)
        throw new Error(`edge gzip ${gzip ? 'on' : 'off'}: answer came ${check.headers['content-encoding'] ?? 'uncompressed'}`);
      return await measure(target, connections, seconds, warmup);
    } finally {
      nginx.proc.kill('SIGTERM');
    }
  };
  const plain = await edge(false);
  const gz = await edge(true);
  console.log(`  nginx → gateway, gzip off: ${fmt(plain)} (nginx CPU)`);
  console.log(`  nginx → gateway, gzip on:  ${fmt(gz)} (nginx CPU)`);
  console.log(`  gzip at the edge costs nginx ${(gz.cpuPerReq - plain.cpuPerReq).toFixed(0)} µs/req and the gateway nothing`);
}

/* ------------------------------------------------------------------ main */

async function main(): Promise<void> {
  requireBuild();
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const seconds = Number(process.env.BENCH_DURATION ?? 5);
  const warmup = Number(process.env.BENCH_WARMUP ?? 2);
  const rounds = Math.max(1, Math.min(7, Number(process.env.BENCH_ROUNDS ?? 3)));
  const children: ChildProcess[] = [];
  const stopTimer = hardStop(children, 300_000);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'card-portal-bench-pages-'));
  try {
    const platform = await spawnRole(SELF, 'platform');
    children.push(platform.proc);
    const upstream = { UPSTREAM_URL: `http://127.0.0.1:${platform.port}`, BASE_DOMAIN: 'localhost' };
    const gateway = await startGatewayProcess('gateway', ROOT, upstream, { nodeArgs: cpuProfileArgs(process.env.BENCH_CPU_PROF) });
    children.push(gateway.proc);
    const baseRoot = baselineDir();
    const base = baseRoot ? await startGatewayProcess('baseline', baseRoot, upstream) : undefined;
    if (base) children.push(base.proc);
    const cookie = cookieHeader(await signIn(gateway.port, 'cardholder'));

    // nginx's static files: the same /login bytes the gateway sends, and the public entry's brotli file.
    const www = path.join(workDir, 'static', 'www');
    mkdirSync(path.join(www, 'assets'), { recursive: true });
    const login = await get(gateway.port, '/login', { host: HOST });
    const guarded = await get(gateway.port, GUARDED, { host: HOST, cookie });
    if (login.status !== 200 || guarded.status !== 200)
      throw new Error(`gateway answered /login ${login.status}, ${GUARDED} ${guarded.status}: is the build current?`);
    writeFileSync(path.join(www, 'login.html'), login.body);
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/client/manifest.json'), 'utf8')) as {
      areas: { public: { js: string } };
    };
    const asset = manifest.areas.public.js;
    copyFileSync(path.join(ROOT, 'dist/client', `${asset}.br`), path.join(www, asset));
    const nginx = await startNginx(
      path.join(workDir, 'static'),
      `location = /login.html { default_type "text/html; charset=utf-8"; add_header Cache-Control no-store; }
       location /assets/ { default_type "text/javascript; charset=utf-8"; add_header Content-Encoding br; add_header Vary Accept-Encoding; add_header Cache-Control "public, max-age=31536000, immutable"; }`,
    );
    children.push(nginx.proc);
    const assetBytes = readFileSync(path.join(www, asset)).length;

    const gwCpu = async () => gateway.cpu();
    const ngCpu = async () => procCpu(nginx.proc.pid!);
    const targets: Record<string, Target> = {
      nginxShell: { label: 'nginx static /login.html', port: nginx.port, path: '/login.html', headers: {}, cpu: ngCpu },
      login: { label: 'gateway GET /login', port: gateway.port, path: '/login', headers: { host: HOST }, cpu: gwCpu },
      nginxAsset: { label: `nginx static ${asset} (br)`, port: nginx.port, path: asset, headers: { 'accept-encoding': 'br' }, cpu: ngCpu },
      asset: {
        label: `gateway ${asset} (br)`,
        port: gateway.port,
        path: asset,
        headers: { host: HOST, 'accept-encoding': 'gzip, deflate, br' },
        cpu: gwCpu,
      },
      guarded: {
        label: `gateway GET ${GUARDED} (signed in)`,
        port: gateway.port,
        path: GUARDED,
        headers: { host: HOST, cookie },
        cpu: gwCpu,
      },
    };
    if (base && baseRoot) {
      // The baseline's own build: its asset names are its own.
      const baseAsset = (
        JSON.parse(readFileSync(path.join(baseRoot, 'dist/client/manifest.json'), 'utf8')) as { areas: { public: { js: string } } }
      ).areas.public.js;
      const baseCookie = cookieHeader(await signIn(base.port, 'cardholder'));
      const baseCpu = async () => base.cpu();
      targets.baseLogin = { label: 'baseline GET /login', port: base.port, path: '/login', headers: { host: HOST }, cpu: baseCpu };
      targets.baseAsset = {
        label: `baseline ${baseAsset} (br)`,
        port: base.port,
        path: baseAsset,
        headers: { host: HOST, 'accept-encoding': 'gzip, deflate, br' },
        cpu: baseCpu,
      };
      targets.baseGuarded = {
        label: `baseline GET ${GUARDED} (signed in)`,
        port: base.port,
        path: GUARDED,
        headers: { host: HOST, cookie: baseCookie },
        cpu: baseCpu,
      };
    }
    type Key = string;

    console.log(
      `node ${process.version}, nginx ${NGINX} (one process), ${connections} connections, ${seconds} s per run (+${warmup} s warm-up), ${rounds} rounds`,
    );
    console.log(`  gateway: ${gateway.command} in this tree${base ? `; baseline: ${base.command} in ${baseRoot}` : ''}`);
    console.log(`  /login shell ${login.body.length} B, ${GUARDED} shell ${guarded.body.length} B, asset ${asset} ${assetBytes} B brotli`);
    const results = new Map<Key, Measured[]>();
    const only = process.env.BENCH_TARGETS?.split(',').map((t) => t.trim());
    const keys = (Object.keys(targets) as Key[]).filter((k) => !only || only.includes(k));
    for (let round = 1; round <= rounds; round++) {
      // Every other round in the reverse order: the machine's speed drifts, and no target should always go first.
      for (const key of round % 2 ? keys : [...keys].reverse()) {
        const r = await measure(targets[key]!, connections, seconds, warmup);
        results.set(key, [...(results.get(key) ?? []), r]);
        console.log(`  round ${round}  ${targets[key]!.label.padEnd(48)} ${fmt(r)}`);
      }
    }
    if (only) return; // a partial run (profiling) has no ratios to print
    const ratio = (a: Key, b: Key) => median(results.get(a)!.map((r, i) => r.rps / results.get(b)![i]!.rps));
    const cpu = (k: Key) => median(results.get(k)!.map((r) => r.cpuPerReq));
    const rows: Array<[string, Key, Key, number]> = [
      ['GET /login (shell: brand, route, CSP nonce) vs nginx serving a static file', 'login', 'nginxShell', 0.3],
      [`a ${(assetBytes / 1024).toFixed(1)} KB hashed asset (brotli) vs nginx`, 'asset', 'nginxAsset', 0.6],
      ['guarded page vs /login', 'guarded', 'login', 0.8],
    ];
    console.log(
      "\nratios: req/s (median of the rounds' paired ratios), and CPU per request of the second ÷ the first (when the server process is the bottleneck, throughput follows it):",
    );
    for (const [what, a, b, goal] of rows) {
      const value = ratio(a, b);
      console.log(
        `  ${what.padEnd(78)} ${value.toFixed(2)}×  (goal ≥ ${goal}×: ${value >= goal ? 'met' : 'NOT met'})   CPU ${(cpu(b) / cpu(a)).toFixed(2)}×`,
      );
    }
    console.log(
      `  CPU per request (median): /login ${cpu('login').toFixed(0)} µs, guarded ${cpu('guarded').toFixed(0)} µs, asset ${cpu('asset').toFixed(0)} µs; nginx ${cpu('nginxShell').toFixed(0)} µs (html), ${cpu('nginxAsset').toFixed(0)} µs (asset)`,
    );
    if (base) {
      console.log('\nthis tree vs the baseline (paired rounds: req/s ratio; CPU per request ratio):');
      for (const [what, a, b] of [
        ['/login', 'login', 'baseLogin'],
        ['hashed asset', 'asset', 'baseAsset'],
        ['guarded page', 'guarded', 'baseGuarded'],
      ] as const) {
        console.log(
          `  ${what.padEnd(14)} req/s ${ratio(a, b).toFixed(2)}×   CPU ${(cpu(a) / cpu(b)).toFixed(2)}×  (${cpu(a).toFixed(0)} vs ${cpu(b).toFixed(0)} µs)`,
        );
      }
    }

    if (process.env.BENCH_COMPRESSION !== '0') await compression(gateway.port, cookie, cpu('login'), workDir, connections, seconds, warmup);
  } finally {
    stopTimer();
    for (const c of children) c.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  }
}

const asChild = roleArgs();
if (asChild) {
  child(asChild.role).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
