/**
 * `npm start`: builds the area SPAs when dist/client/manifest.json is missing or older than their sources
 * (scripts/build.ts, as a child process), then runs the gateway (gateway/src/main.ts).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDist = path.resolve(root, process.env.CLIENT_DIST_DIR || 'dist/client');
const manifest = path.join(clientDist, 'manifest.json');
const SOURCES = ['spas', 'shared', 'scripts/build.ts', 'scripts/bundle-budget.json'];

function newestMtime(target: string): number {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function manifestMtime(): number {
  try {
    return statSync(manifest).mtimeMs;
  } catch {
    return 0;
  }
}

const built = manifestMtime();
const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (!built || built < sources) {
  console.log(built ? 'Sources changed since the last build: building the SPAs…' : 'No SPA build yet: building the SPAs…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The SPA build failed (see above); not starting the gateway.');
    process.exit(result.status ?? 1);
  }
}

const { main } = await import('../gateway/src/main.js');
await main();
