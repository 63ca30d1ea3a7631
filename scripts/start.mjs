/**
 * `npm start`, with plain node: builds when the build is missing or older than its sources (`npm run build`: the
 * SPAs into dist/client, the gateway and the sandbox into dist/server; tsx runs the build, a development tool
 * `npm install` brings), then runs the compiled gateway, dist/server/main.js, as the image does.
 *
 * JavaScript, not TypeScript: it must run before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientManifest = path.join(path.resolve(root, process.env.CLIENT_DIST_DIR || 'dist/client'), 'manifest.json');
const serverMain = path.join(root, 'dist/server/main.js');
const SOURCES = [
  'spas',
  'shared',
  'gateway',
  'scripts/sandbox',
  'scripts/build.ts',
  'scripts/buildServer.ts',
  'scripts/rechunk.ts',
  'scripts/bundle-budget.json',
  'package-lock.json',
];

/** @param {string} target @returns {number} */
function newestMtime(target) {
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

/** @param {string} file @returns {number} */
const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

const built = Math.min(mtime(clientManifest), mtime(serverMain));
const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (!built || built < sources) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed (see above); not starting the gateway.');
    process.exit(result.status ?? 1);
  }
}

const { main } = await import(pathToFileURL(serverMain).href);
await main();
