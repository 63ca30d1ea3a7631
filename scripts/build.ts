/**
 * Builds the area SPAs (docs/requirements.md#design-1-shape): one esbuild entry per area, ESM with code splitting so
 * React, the session module and the UI kit land in shared chunks, content-hashed names, precompressed
 * .br/.gz beside every .js/.css, and dist/client/manifest.json for the gateway's HTML shells.
 * Prints what a first visit of each area downloads and fails when over scripts/bundle-budget.json. Then the server:
 * the gateway and the sandbox compiled into dist/server/ (scripts/buildServer.ts).
 *
 *   tsx scripts/build.ts            one build (exit 1 when over budget)
 *   tsx scripts/build.ts --watch    rebuild the SPAs on change (npm run dev; the gateway runs from its sources there)
 */
import * as esbuild from 'esbuild';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { buildServer } from './buildServer.js';
import { rechunk } from './rechunk.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLIENT_DIR = path.join(root, 'dist/client');
const ASSETS = 'assets';

export const AREAS = {
  public: 'spas/public/main.tsx',
  cardholder: 'spas/cardholder/main.tsx',
  pa: 'spas/pa/main.tsx',
  holdingCompany: 'spas/holding-company/main.tsx',
  viewer: 'spas/viewer/main.tsx',
} as const;
export type AreaName = keyof typeof AREAS;

export interface ManifestArea {
  js: string;
  preload: string[];
  css: string[];
  /** Each lazy page's own files, preloaded by the shell of that page (scripts/rechunk.ts). */
  pages?: Record<string, string[]>;
}
export interface Manifest {
  areas: Record<AreaName, ManifestArea>;
}

interface Budget {
  firstVisitJsBrotliKiB: Partial<Record<AreaName, number>>;
  areaOwnJsBrotliKiB: number;
}

const options: esbuild.BuildOptions = {
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(AREAS).map(([area, file]) => [area, file])),
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  target: ['chrome110', 'firefox110', 'safari16', 'edge110'],
  platform: 'browser',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  loader: { '.svg': 'file', '.woff2': 'file' },
  outdir: path.join(CLIENT_DIR, ASSETS),
  publicPath: `/${ASSETS}`,
  metafile: true,
  write: false,
  logLevel: 'silent',
};

const urlOf = (outPath: string) => `/${path.relative(CLIENT_DIR, path.resolve(root, outPath)).split(path.sep).join('/')}`;

/** Manifest from esbuild's metafile: each entry, its transitive static imports, its CSS. */
export function manifestFrom(metafile: esbuild.Metafile): Manifest {
  const outputs = metafile.outputs;
  const areas = {} as Record<AreaName, ManifestArea>;
  for (const [outPath, out] of Object.entries(outputs)) {
    if (!out.entryPoint) continue;
    const area = Object.entries(AREAS).find(([, file]) => file === out.entryPoint)?.[0] as AreaName | undefined;
    if (!area) continue;
    const seen = new Set<string>();
    const css = new Set<string>();
    const walk = (p: string) => {
      const o = outputs[p];
      if (!o) return;
      if (o.cssBundle) css.add(o.cssBundle);
      for (const imp of o.imports) {
        if (imp.kind !== 'import-statement' || imp.external || seen.has(imp.path)) continue;
        seen.add(imp.path);
        walk(imp.path);
      }
    };
    walk(outPath);
    areas[area] = { js: urlOf(outPath), preload: [...seen].map(urlOf), css: [...css].map(urlOf) };
  }
  for (const area of Object.keys(AREAS) as AreaName[]) {
    if (!areas[area]) throw new Error(`build produced no entry for area ${area}`);
  }
  return { areas };
}

/** What the build writes: a path and its bytes (esbuild's OutputFile, or one rewritten by dropEmptyChunks or rechunk). */
export type { BuiltFile } from './rechunk.js';
import type { BuiltFile } from './rechunk.js';

/**
 * esbuild leaves a JavaScript chunk for a module that is only a CSS import shared by two entries (its CSS goes
 * into each entry's CSS bundle), empty, and imports it from both (evanw/esbuild#1747): one more request, and a
 * preload, for nothing. Such chunks are dropped, with the bare `import"…"` statements that name them and their
 * place in the metafile. Names stay content-hashed: the rewrite depends on nothing but the bytes esbuild wrote.
 */
export function dropEmptyChunks(
  files: readonly BuiltFile[],
  metafile: esbuild.Metafile,
): { files: BuiltFile[]; metafile: esbuild.Metafile } {
  const decoder = new TextDecoder();
  const empty = new Set(
    files
      .filter((f) => f.path.endsWith('.js') && decoder.decode(f.contents).trim() === '')
      .map((f) => path.relative(root, f.path).split(path.sep).join('/')),
  );
  for (const out of Object.keys(metafile.outputs)) if (out.endsWith('.js') && metafile.outputs[out]!.entryPoint) empty.delete(out);
  if (!empty.size) return { files: [...files], metafile };
  const urls = [...empty].map(urlOf);
  const bareImport = new RegExp(`import\\s*"(?:${urls.map((u) => u.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})";?\\n?`, 'g');
  const encoder = new TextEncoder();
  const kept = files
    .filter((f) => !empty.has(path.relative(root, f.path).split(path.sep).join('/')))
    .map((f) => {
      if (!f.path.endsWith('.js')) return f;
      const text = decoder.decode(f.contents);
      const stripped = text.replace(bareImport, '');
      return stripped === text ? f : { path: f.path, contents: encoder.encode(stripped) };
    });
  const outputs = Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([out]) => !empty.has(out))
      .map(([out, o]) => [out, { ...o, imports: o.imports.filter((i) => !empty.has(i.path)) }]),
  );
  return { files: kept, metafile: { ...metafile, outputs } };
}

interface Sizes {
  raw: number;
  gz: number;
  br: number;
}
const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gz: a.gz + b.gz, br: a.br + b.br });
const ZERO: Sizes = { raw: 0, gz: 0, br: 0 };
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * Names are content-hashed, so a file of the same name in the previous build nearly always has the same
 * bytes: reuse its .br/.gz rather than spend brotli quality 11 on the React chunk again (keeps rebuilds near
 * a second). The bytes are compared all the same (a rewrite such as dropEmptyChunks keeps the name).
 */
async function reusePrevious(rel: string, contents: Uint8Array): Promise<[Buffer, Buffer] | null> {
  if (!/-[A-Za-z0-9]{8}\.(js|css)$/.test(rel)) return null;
  const previous = path.join(CLIENT_DIR, rel);
  try {
    if (!(await readFile(previous)).equals(contents)) return null;
    return await Promise.all([readFile(`${previous}.br`), readFile(`${previous}.gz`)]);
  } catch {
    return null;
  }
}

async function writeOutputs(files: readonly BuiltFile[], manifest: Manifest, dir: string): Promise<Map<string, Sizes>> {
  const sizes = new Map<string, Sizes>();
  await mkdir(path.join(dir, ASSETS), { recursive: true });
  await Promise.all(
    files.map(async (file) => {
      const rel = path.relative(CLIENT_DIR, file.path);
      const target = path.join(dir, rel);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.contents);
      if (!/\.(js|css|svg)$/.test(rel)) return;
      const [br, gz] =
        (await reusePrevious(rel, file.contents)) ??
        (await Promise.all([
          brotli(file.contents, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.contents.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip(file.contents, { level: 9 }),
        ]));
      await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
      sizes.set(`/${rel.split(path.sep).join('/')}`, { raw: file.contents.length, gz: gz.length, br: br.length });
    }),
  );
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return sizes;
}

/** Swaps the freshly written directory in, so the gateway never sees a half-written build. */
async function publish(tmp: string): Promise<void> {
  const old = `${CLIENT_DIR}.old-${process.pid}`;
  await rm(old, { recursive: true, force: true });
  try {
    await rename(CLIENT_DIR, old);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await rename(tmp, CLIENT_DIR);
  await rm(old, { recursive: true, force: true });
}

function report(manifest: Manifest, sizes: Map<string, Sizes>, budget: Budget): string[] {
  const failures: string[] = [];
  const rows: string[][] = [['area', 'kind', 'files', 'raw', 'gzip', 'brotli', 'budget']];
  for (const [area, entry] of Object.entries(manifest.areas) as [AreaName, ManifestArea][]) {
    const size = (u: string) => sizes.get(u) ?? ZERO;
    const own = size(entry.js);
    const js = [entry.js, ...entry.preload].map(size).reduce(add, ZERO);
    const css = entry.css.map(size).reduce(add, ZERO);
    const jsLimit = budget.firstVisitJsBrotliKiB[area];
    const ownLimit = budget.areaOwnJsBrotliKiB;
    rows.push([
      area,
      'first-visit JS',
      String(1 + entry.preload.length),
      kib(js.raw),
      kib(js.gz),
      kib(js.br),
      jsLimit ? `< ${jsLimit} KiB br` : '',
    ]);
    rows.push(['', 'own code (entry)', '1', kib(own.raw), kib(own.gz), kib(own.br), `< ${ownLimit} KiB br`]);
    rows.push(['', 'first-visit CSS', String(entry.css.length), kib(css.raw), kib(css.gz), kib(css.br), '']);
    if (jsLimit !== undefined && js.br >= jsLimit * 1024) failures.push(`${area}: first-visit JS ${kib(js.br)} brotli ≥ ${jsLimit} KiB`);
    if (own.br >= ownLimit * 1024) failures.push(`${area}: own code ${kib(own.br)} brotli ≥ ${ownLimit} KiB`);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const [i, r] of rows.entries()) {
    console.log(r.map((c, j) => (j >= 3 && j <= 5 ? c.padStart(widths[j]!) : c.padEnd(widths[j]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  return failures;
}

async function emit(result: esbuild.BuildResult, started: number): Promise<string[]> {
  if (!result.metafile || !result.outputFiles) throw new Error('esbuild returned no output');
  const dropped = dropEmptyChunks(result.outputFiles, result.metafile);
  const sources = await Promise.all(
    Object.entries(AREAS).map(async ([area, entryPoint]) => ({
      area,
      entryPoint,
      source: await readFile(path.join(root, entryPoint), 'utf8'),
    })),
  );
  const rechunked = await rechunk(dropped.files, dropped.metafile, sources);
  const files = rechunked.files;
  // CSS from esbuild's graph (rolldown sees only the JavaScript); the JavaScript files from rolldown's.
  const css = manifestFrom(dropped.metafile);
  const manifest: Manifest = {
    areas: Object.fromEntries(
      Object.keys(AREAS).map((area) => [area, { ...rechunked.areas[area]!, css: css.areas[area as AreaName].css }]),
    ) as Record<AreaName, ManifestArea>,
  };
  // Full zod costs ~20 KiB gzip more than zod/mini in the browser.
  const fullZod = Object.keys(result.metafile.inputs).filter((p) => /node_modules\/zod\/(v4\/classic|v3|index\.js)/.test(p));
  if (fullZod.length) throw new Error(`full zod reached the browser bundle (${fullZod[0]}); import 'zod/mini' in spas/ and shared/`);
  const tmp = `${CLIENT_DIR}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  const sizes = await writeOutputs(files, manifest, tmp);
  await publish(tmp);
  const budget = JSON.parse(await readFile(path.join(root, 'scripts/bundle-budget.json'), 'utf8')) as Budget;
  console.log(`built ${files.length} files into ${path.relative(root, CLIENT_DIR)} in ${Date.now() - started} ms`);
  const failures = report(manifest, sizes, budget);
  for (const f of failures) console.error(`over budget: ${f}`);
  return failures;
}

async function buildOnce(): Promise<number> {
  const started = Date.now();
  try {
    const result = await esbuild.build(options);
    const failures = await emit(result, started);
    await buildServer();
    return failures.length ? 1 : 0;
  } catch (err) {
    const errors = (err as { errors?: esbuild.Message[] }).errors;
    if (errors?.length) {
      const text = await esbuild.formatMessages(errors, { kind: 'error', color: process.stderr.isTTY });
      console.error(text.join('\n'));
    } else console.error(err);
    return 1;
  }
}

async function watch(): Promise<void> {
  let started = Date.now();
  const ctx = await esbuild.context({
    ...options,
    plugins: [
      {
        name: 'emit',
        setup(build) {
          build.onStart(() => {
            started = Date.now();
          });
          build.onEnd(async (result) => {
            if (result.errors.length) {
              const text = await esbuild.formatMessages(result.errors, { kind: 'error', color: process.stderr.isTTY });
              console.error(text.join('\n'));
              return;
            }
            try {
              await emit(result, started);
            } catch (err) {
              console.error(err);
            }
          });
        },
      },
    ],
  });
  await ctx.watch();
  console.log('watching spas/ and shared/ for changes…');
  const stop = async () => {
    await ctx.dispose();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--watch')) await watch();
  else process.exitCode = await buildOnce();
}
