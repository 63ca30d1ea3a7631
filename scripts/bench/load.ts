/**
 * What the benchmarks share: servers in child processes of the benchmark's own file (so each is measured
 * alone and its CPU time can be asked for), the autocannon load, and the medians the ratios are made of.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Child {
  proc: ChildProcess;
  port: number;
  note: string;
}

/** Listens on a free loopback port with a keep-alive time-out longer than the load generator's. */
export async function listen(server: http.Server): Promise<number> {
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

/** Child side: tell the parent the port, then answer its CPU-time questions (µs of user + system time so far). */
export function reportReady(port: number, note = ''): void {
  process.send?.({ port, note });
  process.on('message', (m) => {
    if (m === 'cpu') {
      const u = process.cpuUsage();
      process.send?.({ cpu: u.user + u.system });
    }
  });
}

/**
 * Parent side: runs `file` again as a child with `--role <role> ...args` (tsx loaded, NODE_ENV=production) and
 * waits for its port. `cpuProfileDir` writes a V8 CPU profile of the child there.
 */
export function spawnRole(file: string, role: string, args: string[] = [], cpuProfileDir?: string): Promise<Child> {
  const proc = fork(file, ['--role', role, ...args], {
    execArgv: ['--import', 'tsx', ...(cpuProfileDir ? ['--cpu-prof', '--cpu-prof-interval=200', `--cpu-prof-dir=${cpuProfileDir}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    proc.once('message', (m: { port: number; note: string }) => resolve({ proc, port: m.port, note: m.note }));
    proc.once('exit', (code) => reject(new Error(`${role} exited early (${code})`)));
  });
}

/** Child side of spawnRole: the role and its arguments, or undefined in the parent. */
export function roleArgs(): { role: string; args: string[] } | undefined {
  const at = process.argv.indexOf('--role');
  if (at < 0) return undefined;
  // A normal exit on SIGTERM, so --cpu-prof can write its file; and none outliving the parent.
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  return { role: process.argv[at + 1] ?? '', args: process.argv.slice(at + 2) };
}

/** CPU time (µs) the child has used so far. */
export function cpuOf(proc: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: { cpu?: number }) => {
      if (typeof m.cpu !== 'number') return;
      proc.off('message', onMessage);
      resolve(m.cpu);
    };
    proc.on('message', onMessage);
    proc.send('cpu');
  });
}

export interface LoadResult {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one URL on loopback for `seconds`. */
export async function drive(
  port: number,
  path: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const autocannon = (await import('autocannon')).default;
  const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, headers, connections, duration: seconds });
  return {
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export function median(xs: readonly number[]): number {
  const v = [...xs].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
}

/** Kills every child and exits 2 if the run is still going after `ms`. */
export function hardStop(children: readonly ChildProcess[], ms: number): () => void {
  const timer = setTimeout(() => {
    console.error('bench: hard time limit reached, stopping');
    for (const c of children) c.kill('SIGKILL');
    process.exit(2);
  }, ms);
  return () => clearTimeout(timer);
}
