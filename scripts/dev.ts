/**
 * `npm run dev`: the SPA build in watch mode plus the gateway restarted when its own code changes
 * (tsx watch). Outside production the gateway re-reads dist/client when manifest.json changes, so SPA
 * rebuilds show up on reload without a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--watch'], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'gateway/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
];

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3_000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
};
for (const child of children) child.once('exit', (code) => stop(code ?? 1));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
