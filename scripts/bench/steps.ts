/**
 * `npm run bench:steps` — what each step of the gateway's pipeline (gateway/src/pipeline.ts) costs per request.
 *
 * One process: the sandbox platform, the gateway (createGateway, production settings, its logs formatted and written to
 * /dev/null) and a keep-alive client. For each kind of request — a public page, a signed-in page, a hashed asset, a
 * client asset, an /api call — it sends BENCH_REQUESTS requests one after the other (after as many to warm up) and
 * times each step's handler from its entry to its return, less the steps it called in turn (Express's own work to
 * reach the next step counts for the step that called `next`), and prints each step's median over the requests (a
 * busy machine's preemptions fall on a few requests and leave the median alone). A step that waits for something (the /api proxy for the
 * platform's answer) is timed for its synchronous part; the rest of such a request is reported beside it as what the
 * process spent per request in all (CPU time, the client's and the sandbox's share included, so only an upper bound).
 *
 *   BENCH_REQUESTS (4000)
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../gateway/src/config.js';
import { createGateway } from '../../gateway/src/createGateway.js';
import { createAccessLogger, createLogger } from '../../gateway/src/logging/createLogger.js';
import { createLogDestination } from '../../gateway/src/logging/logDestination.js';
import { startSandbox } from '../sandbox/startSandbox.js';
import { listen, median } from './load.js';
import { BRAND, ROOT, cookieHeader, requireBuild, signIn } from './portal.js';

const N = Math.max(100, Number(process.env.BENCH_REQUESTS ?? 4000));

interface Frame {
  name: string;
  t0: number;
  nested: number;
}

async function main(): Promise<void> {
  requireBuild();
  const sandbox = await startSandbox({ reset: true });
  const destination = createLogDestination({ dest: '/dev/null' }).stream;
  const stack: Frame[] = [];
  /** Exclusive µs of each run of each step, for the kind being measured. */
  let current: Map<string, number[]> | undefined;
  const gateway = createGateway(
    loadConfig({ UPSTREAM_URL: sandbox.url, BASE_DOMAIN: 'localhost', LOG_LEVEL: 'info', NODE_ENV: 'production' }),
    {
      logger: createLogger({ level: 'info', destination }),
      accessLogger: createAccessLogger({ level: 'info', destination }),
      observeSteps(name) {
        // Listed in the order the request meets the steps, not the order they return.
        if (current && !current.has(name)) current.set(name, []);
        const frame: Frame = { name, t0: performance.now(), nested: 0 };
        stack.push(frame);
        return () => {
          const total = performance.now() - frame.t0;
          stack.pop();
          const parent = stack.at(-1);
          if (parent) parent.nested += total;
          if (!current) return;
          current.get(name)?.push((total - frame.nested) * 1000);
        };
      },
    },
  );
  const port = await listen(http.createServer(gateway));
  const cookie = cookieHeader(await signIn(port, 'cardholder'));
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/client/manifest.json'), 'utf8')) as {
    areas: Record<string, { js: string }>;
  };
  const host = `${BRAND}.localhost:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (urlPath: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath, headers: { host, ...headers }, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
  const kinds: Array<[string, string, Record<string, string>]> = [
    ['public page (/login)', '/login', { accept: 'text/html' }],
    ['signed-in page (/dashboard-cardholder)', '/dashboard-cardholder', { accept: 'text/html', cookie }],
    ['hashed asset (brotli)', manifest.areas.public!.js, { 'accept-encoding': 'br' }],
    ['client asset (/cdn)', `/cdn/${BRAND}/theme.css`, { 'accept-encoding': 'br' }],
    ['/api call (signed in)', '/api/v1/users/accountsummary', { accept: 'application/json', cookie }],
  ];
  console.log(
    `node ${process.version}, ${N} sequential requests per kind after as many to warm up; median µs per request in each step (synchronous, exclusive)`,
  );
  for (const [label, urlPath, headers] of kinds) {
    const status = await get(urlPath, headers);
    if (status !== 200) throw new Error(`${label}: ${urlPath} answered ${status}`);
    for (let i = 0; i < N; i++) await get(urlPath, headers);
    current = new Map();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < N; i++) await get(urlPath, headers);
    const wall = (performance.now() - t0) / N;
    const cpu = process.cpuUsage(cpu0);
    const steps = [...current].map(([name, runs]) => `${name} ${median(runs).toFixed(1)}`);
    const inSteps = [...current.values()].reduce((sum, runs) => sum + median(runs), 0);
    current = undefined;
    console.log(
      `  ${label}: ${steps.join(' · ')} — in the steps ${inSteps.toFixed(1)} µs; the whole process ${((cpu.user + cpu.system) / N).toFixed(0)} µs CPU, ${(wall * 1000).toFixed(0)} µs wall per request`,
    );
  }
  agent.destroy();
  await gateway.close();
  await sandbox.close();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
