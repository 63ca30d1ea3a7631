/**
 * The server half of `npm run build`: the gateway (`gateway/src/main.ts`) and the sandbox platform's entry
 * (`scripts/sandbox/main.ts`) bundled by esbuild into plain ESM JavaScript in dist/server/, so production runs
 * `node dist/server/main.js` (the image, `npm start`) with no transpiler. The sandbox the gateway starts when
 * UPSTREAM_URL is unset is a chunk of its own, loaded only then. Packages stay in node_modules (the image installs
 * the production ones); our own code (gateway/, shared/, scripts/sandbox/) is in the bundle.
 */
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIR = path.join(root, 'dist/server');
export const SERVER_ENTRIES = { main: 'gateway/src/main.ts', sandbox: 'scripts/sandbox/main.ts' } as const;

export async function buildServer(): Promise<esbuild.BuildResult> {
  const started = Date.now();
  await rm(SERVER_DIR, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    splitting: true,
    packages: 'external',
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    // Readable stack traces in production logs: nothing minified, so functions keep their names (but for the odd
    // top-level name two modules share, which gets a digit). Not keepNames: it wraps every function, closures made
    // for each request included, in a call that sets its name.
    minify: false,
    keepNames: false,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  const files = Object.keys(result.metafile?.outputs ?? {});
  console.log(
    `built ${files.length} files into ${path.relative(root, SERVER_DIR)} in ${Date.now() - started} ms (${Object.keys(SERVER_ENTRIES)
      .map((e) => `${e}.js`)
      .join(', ')})`,
  );
  return result;
}
