/**
 * A portal's gateway in its own process, started as that tree deploys it: `node dist/server/main.js` when the tree
 * has the compiled server (npm run build), else `node --import tsx gateway/src/main.ts` (how trees before it ran in
 * production). Its logs go to /dev/null (formatted and written all the same); its CPU time is read from /proc. Used by
 * the benchmarks to measure this tree and a baseline (`BASELINE_DIR`, another checkout, built) side by side.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { entryArgs, freePort } from '../fleet/processes.js';

export interface GatewayProcess {
  /** 'this tree' or the baseline's directory name. */
  name: string;
  port: number;
  proc: ChildProcess;
  /** How it was started. */
  command: string;
  /** CPU time (µs, user + system) the process has used so far. */
  cpu(): number;
  stop(): Promise<void>;
}

/** `node` options that write a V8 CPU profile of the process into `dir` when it exits (BENCH_CPU_PROF). */
export function cpuProfileArgs(dir: string | undefined): string[] {
  return dir ? ['--cpu-prof', '--cpu-prof-interval=200', `--cpu-prof-dir=${dir}`] : [];
}

/** CPU time (µs) of any process of ours, from /proc (USER_HZ is 100 on Linux). */
export function procCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

/**
 * `nodeArgs` go before the script (`--cpu-prof …`: Node refuses those in NODE_OPTIONS); the process stops on SIGINT
 * as deployed (drained), so a CPU profile is written. Its log lines go to /dev/null unless `logs: 'inherit'`.
 */
export async function startGatewayProcess(
  name: string,
  root: string,
  env: Record<string, string>,
  options: { nodeArgs?: readonly string[]; logs?: 'ignore' | 'inherit' } = {},
): Promise<GatewayProcess> {
  if (!existsSync(path.join(root, 'dist/client/manifest.json'))) throw new Error(`${root}: no build (run npm run build there)`);
  const port = await freePort();
  const args = entryArgs(root, 'gateway');
  const proc = spawn(process.execPath, [...(options.nodeArgs ?? []), ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', options.logs ?? 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; ;) {
    if (proc.exitCode !== null) throw new Error(`${name}: the gateway exited (${proc.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/livez`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`${name}: not ready within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name,
    port,
    proc,
    command: `node ${args.join(' ')}`,
    cpu: () => procCpu(proc.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGINT');
      }),
  };
}

/** The baseline tree named by BASELINE_DIR (built), or undefined. */
export function baselineDir(): string | undefined {
  const dir = process.env.BASELINE_DIR;
  if (!dir) return undefined;
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'dist/client/manifest.json')))
    throw new Error(`BASELINE_DIR ${root} has no build: run npm run build there`);
  return root;
}
