/**
 * Fewer, larger first-visit files. esbuild splits shared code by the exact set of entries (areas and every
 * lazy page) that reach it, which left 20–37 files of mostly a few hundred bytes on each area's first visit; on a
 * phone's network each costs a round trip (six at a time over HTTP/1.1). Rolldown re-chunks esbuild's output: the
 * code an area runs before its first page is grouped by the set of areas that run it (one file for all five, one for
 * the three signed-in areas, …), so an area loads 2–3 files and never code another area alone needs; what only lazy
 * pages use keeps rolldown's automatic splitting (each page loads only what it uses). esbuild stays the compiler
 * (TSX, CSS, assets); rolldown sees only its ESM chunks, each as one module.
 */
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { rolldown, type OutputChunk } from 'rolldown';

export interface BuiltFile {
  path: string;
  contents: Uint8Array;
}

export interface RechunkedArea {
  js: string;
  preload: string[];
  /** Each lazy page's own files (its chunk and what it imports) that the area's first visit does not already load. */
  pages: Record<string, string[]>;
}

/** An area's entry in esbuild's metafile: its output file and the source of its main.tsx (to read its page map). */
export interface AreaSource {
  area: string;
  /** e.g. 'spas/cardholder/main.tsx' */
  entryPoint: string;
  /** The main.tsx text. */
  source: string;
}

const LAZY_PAGE_MODULE = 'spas/app/lazyPage.tsx';
/**
 * Shared lazy code up to this size (esbuild's minified bytes, ≈ a third brotli) is grouped by area set: merging the
 * small pieces saves round trips, while a page never loads a large piece it does not use.
 */
const LAZY_GROUP_MAX_BYTES = 8 * 1024;

/**
 * Page id → the `import('…')` specifier its page map entry loads, from an area's main.tsx: inline
 * (`dashboard: lazyPage(() => import('…')…)`) or through a const (`const help = () => import('…')`,
 * `const activate = lazyPage(() => import('…')…)`, also named in shorthand: `activate,`). Pages in the entry itself
 * (no import) are left out.
 */
export function pageImports(source: string): Map<string, string> {
  const consts = new Map<string, string>();
  for (const m of source.matchAll(/^const (\w+) = (?:lazyPage\()?\(\) => import\('([^']+)'\)/gm)) consts.set(m[1]!, m[2]!);
  const block = source.slice(source.indexOf('pages: {'));
  const pages = new Map<string, string>();
  for (const m of block.matchAll(/^\s+(\w+)(?:: (.+?))?,?$/gm)) {
    // `dashboard,` is `dashboard: dashboard,`.
    const [, id, expr = id] = m as unknown as [string, string, string | undefined];
    const inline = expr.match(/import\('([^']+)'\)/);
    if (inline) pages.set(id, inline[1]!);
    else {
      const named = [...expr.matchAll(/\b(\w+)\b/g)].map((n) => consts.get(n[1]!)).find(Boolean);
      if (named) pages.set(id, named);
    }
  }
  return pages;
}

/** The URL of a built file (an esbuild output path or a rolldown file name). */
const url = (file: string) => `/assets/${path.basename(file)}`;

/** Everything `start` reaches through `importsOf` (not including `start`). */
function reach(start: string, importsOf: (node: string) => Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (node: string) => {
    for (const next of importsOf(node)) {
      if (seen.has(next)) continue;
      seen.add(next);
      walk(next);
    }
  };
  walk(start);
  return seen;
}

/** The static-import closure of esbuild output `start` (not including it). */
const staticClosure = (outputs: esbuild.Metafile['outputs'], start: string): Set<string> =>
  reach(start, (p) => (outputs[p]?.imports ?? []).filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path));

/** An area's lazy pages: page id → the source file its page map entry imports (as esbuild resolved it). */
function lazyPagesOf(
  metafile: esbuild.Metafile,
  { entryPoint, source }: AreaSource,
): Array<{ page: string; spec: string; sourceFile: string | undefined }> {
  const resolved = new Map(
    (metafile.inputs[entryPoint]?.imports ?? []).filter((i) => i.kind === 'dynamic-import' && i.original).map((i) => [i.original!, i.path]),
  );
  return [...pageImports(source)].map(([page, spec]) => ({ page, spec, sourceFile: resolved.get(spec) }));
}

export async function rechunk(
  files: readonly BuiltFile[],
  metafile: esbuild.Metafile,
  areas: readonly AreaSource[],
): Promise<{ files: BuiltFile[]; areas: Record<string, RechunkedArea> }> {
  const outputs = metafile.outputs;
  const js = new Map(files.filter((f) => f.path.endsWith('.js')).map((f) => [url(f.path), new TextDecoder().decode(f.contents)]));
  const outputOfEntry = (entryPoint: string) =>
    Object.keys(outputs).find((p) => p.endsWith('.js') && outputs[p]!.entryPoint === entryPoint);

  // Which areas run each esbuild chunk before their first page: the group (file) it goes into.
  const areasRunning = new Map<string, string[]>();
  const entryOutputs = new Map<string, string>();
  for (const { area, entryPoint } of areas) {
    const out = outputOfEntry(entryPoint);
    if (!out) throw new Error(`build produced no entry for area ${area}`);
    entryOutputs.set(area, out);
    for (const p of staticClosure(outputs, out)) areasRunning.set(url(p), [...(areasRunning.get(url(p)) ?? []), area]);
  }
  const groupOf = new Map([...areasRunning].map(([u, a]) => [u, `shared-${a.sort().join('-')}`]));
  // At most three files on a first visit (the entry and two groups): an area whose own code would make a fourth puts
  // it in the smallest group it shares with other areas (they load a little of its code; it saves a round trip).
  for (const { area } of areas) {
    const own = `shared-${area}`;
    const groups = new Set([...areasRunning].filter(([, a]) => a.includes(area)).map(([u]) => groupOf.get(u)!));
    if (groups.size <= 2 || !groups.has(own)) continue;
    const sharedWith = [...groups].filter((g) => g !== own).sort((a, b) => a.split('-').length - b.split('-').length)[0]!;
    for (const [u, g] of groupOf) if (g === own) groupOf.set(u, sharedWith);
  }

  // Lazy code used by two or more pages: one file per set of areas whose pages use it (`lazy-cardholder-pa`, …),
  // instead of one per exact set of pages (which left 15–24 files of a few hundred bytes for each page). A page then
  // loads its own file and a few of these. Imports only go from a set's file to a superset's, so files never cycle.
  const lazyPageExtras = (metafile.inputs[LAZY_PAGE_MODULE]?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
  // What every lazy page also loads (lazyPage's own dynamic import: the data cache's provider), and what that imports.
  const extraOutputs = lazyPageExtras.map(outputOfEntry).filter((o): o is string => !!o);
  const extrasUsed = [...extraOutputs, ...extraOutputs.flatMap((e) => [...staticClosure(outputs, e)])];
  const pageUsers = new Map<string, Set<string>>();
  const areasUsing = new Map<string, Set<string>>();
  for (const a of areas) {
    const area = a.area;
    for (const { page, sourceFile } of lazyPagesOf(metafile, a)) {
      const out = sourceFile ? outputOfEntry(sourceFile) : undefined;
      if (!out) continue;
      for (const p of [out, ...staticClosure(outputs, out), ...extrasUsed]) {
        const u = url(p);
        if (groupOf.has(u)) continue;
        pageUsers.set(u, (pageUsers.get(u) ?? new Set()).add(`${area}:${page}`));
        areasUsing.set(u, (areasUsing.get(u) ?? new Set()).add(area));
      }
    }
  }
  const outputOfUrl = new Map(Object.entries(outputs).map(([p, o]) => [url(p), o]));
  // A page's own entry keeps its own file (grouped, it would pull every page's code into the group's), and so does a
  // large piece (the table kit, the form kit): only pages that use it should load it. So does a small piece that
  // imports a large one, or the group's file would make every page that loads it load the large one too.
  const groupable = new Set(
    [...pageUsers]
      .filter(([u, users]) => {
        const out = outputOfUrl.get(u);
        return users.size >= 2 && out && !out.entryPoint && out.bytes <= LAZY_GROUP_MAX_BYTES;
      })
      .map(([u]) => u),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const u of groupable) {
      const imports = (outputOfUrl.get(u)?.imports ?? [])
        .filter((i) => i.kind === 'import-statement' && !i.external)
        .map((i) => url(i.path));
      if (imports.every((i) => groupOf.has(i) || groupable.has(i))) continue;
      groupable.delete(u);
      changed = true;
    }
  }
  for (const u of groupable) groupOf.set(u, `lazy-${[...areasUsing.get(u)!].sort().join('-')}`);

  const bundle = await rolldown({
    input: Object.fromEntries([...entryOutputs].map(([area, out]) => [area, url(out)])),
    plugins: [{ name: 'esbuild-output', resolveId: (id) => (js.has(id) ? id : null), load: (id) => js.get(id) ?? null }],
    preserveEntrySignatures: false,
    logLevel: 'warn',
  });
  const { output } = await bundle.generate({
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'chunk-[hash].js',
    hashCharacters: 'base36',
    // esbuild has minified each chunk; rolldown only joins them (no second compression pass over its code).
    minify: { compress: false, mangle: true, codegen: { removeWhitespace: true } },
    codeSplitting: {
      groups: [
        {
          debugName: 'first-visit code by area set, lazy code by area set',
          name: (id) => groupOf.get(id) ?? null,
          test: (id) => groupOf.has(id),
          includeDependenciesRecursively: false,
        },
      ],
    },
  });
  await bundle.close();

  const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const byFacade = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const closure = (name: string): string[] => [...reach(name, (n) => byName.get(n)?.imports ?? [])];
  const dir = path.dirname(files.find((f) => f.path.endsWith('.js'))!.path);
  const chunkOfSource = (source: string) => {
    const out = outputOfEntry(source);
    return out ? byFacade.get(url(out)) : undefined;
  };
  // Every lazy page also loads what lazyPage itself imports when a page is first shown (the data cache's provider).
  const extraChunks = lazyPageExtras.flatMap((s) => {
    const c = chunkOfSource(s);
    return c ? [c.fileName, ...closure(c.fileName)] : [];
  });

  const result: Record<string, RechunkedArea> = {};
  for (const a of areas) {
    const entry = byFacade.get(url(entryOutputs.get(a.area)!));
    if (!entry) throw new Error(`rolldown produced no entry for area ${a.area}`);
    const preload = closure(entry.fileName);
    const first = new Set([entry.fileName, ...preload]);
    const pages: Record<string, string[]> = {};
    for (const { page, spec, sourceFile } of lazyPagesOf(metafile, a)) {
      const chunk = sourceFile ? chunkOfSource(sourceFile) : undefined;
      if (!chunk) throw new Error(`${a.entryPoint}: page ${page} imports ${spec}, which the build did not split into its own file`);
      const own = [chunk.fileName, ...closure(chunk.fileName), ...extraChunks];
      pages[page] = [...new Set(own)].filter((n) => !first.has(n)).map(url);
    }
    result[a.area] = { js: url(entry.fileName), preload: preload.map(url), pages };
  }
  const encoder = new TextEncoder();
  const rest = files.filter((f) => !f.path.endsWith('.js'));
  return {
    files: [...rest, ...chunks.map((c) => ({ path: path.join(dir, c.fileName), contents: encoder.encode(c.code) }))],
    areas: result,
  };
}
