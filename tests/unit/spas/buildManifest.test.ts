import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { dropEmptyChunks, manifestFrom } from '../../../scripts/build.js';
import { pageImports } from '../../../scripts/rechunk.js';

const out = (entryPoint: string | undefined, imports: { path: string; kind: string }[], cssBundle?: string) => ({
  bytes: 1,
  inputs: {},
  exports: [],
  imports: imports.map((i) => ({ ...i, kind: i.kind as 'import-statement' })),
  ...(entryPoint ? { entryPoint } : {}),
  ...(cssBundle ? { cssBundle } : {}),
});

const metafile = {
  inputs: {},
  outputs: {
    'dist/client/assets/public-AAAA1111.js': out(
      'spas/public/main.tsx',
      [{ path: 'dist/client/assets/chunk-REACT111.js', kind: 'import-statement' }],
      'dist/client/assets/public-CSS11111.css',
    ),
    'dist/client/assets/cardholder-BBBB2222.js': out(
      'spas/cardholder/main.tsx',
      [
        { path: 'dist/client/assets/chunk-MENU1111.js', kind: 'import-statement' },
        { path: 'dist/client/assets/chunk-LAZY1111.js', kind: 'dynamic-import' },
      ],
      'dist/client/assets/cardholder-CSS22222.css',
    ),
    'dist/client/assets/pa-CCCC3333.js': out('spas/pa/main.tsx', [
      { path: 'dist/client/assets/chunk-MENU1111.js', kind: 'import-statement' },
    ]),
    'dist/client/assets/holdingCompany-DDDD4444.js': out('spas/holding-company/main.tsx', [
      { path: 'dist/client/assets/chunk-REACT111.js', kind: 'import-statement' },
    ]),
    'dist/client/assets/viewer-EEEE5555.js': out('spas/viewer/main.tsx', []),
    'dist/client/assets/chunk-MENU1111.js': out(undefined, [{ path: 'dist/client/assets/chunk-REACT111.js', kind: 'import-statement' }]),
    'dist/client/assets/chunk-REACT111.js': out(undefined, []),
    'dist/client/assets/chunk-LAZY1111.js': out(undefined, []),
  },
} as unknown as Metafile;

describe('build manifest', () => {
  it('lists each area entry, its static imports transitively (not dynamic ones) and its CSS', () => {
    const m = manifestFrom(metafile);
    expect(m.areas.public).toEqual({
      js: '/assets/public-AAAA1111.js',
      preload: ['/assets/chunk-REACT111.js'],
      css: ['/assets/public-CSS11111.css'],
    });
    expect(m.areas.cardholder.preload).toEqual(['/assets/chunk-MENU1111.js', '/assets/chunk-REACT111.js']);
    expect(m.areas.cardholder.css).toEqual(['/assets/cardholder-CSS22222.css']);
    expect(m.areas.viewer).toEqual({ js: '/assets/viewer-EEEE5555.js', preload: [], css: [] });
    expect(Object.keys(m.areas).sort()).toEqual(['cardholder', 'holdingCompany', 'pa', 'public', 'viewer']);
  });

  it('fails when an area has no entry', () => {
    const partial = { ...metafile, outputs: { ...metafile.outputs } };
    delete (partial.outputs as Record<string, unknown>)['dist/client/assets/viewer-EEEE5555.js'];
    expect(() => manifestFrom(partial)).toThrow(/viewer/);
  });
});

describe('dropEmptyChunks', () => {
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  const file = (rel: string, text: string) => ({ path: path.resolve(rel), contents: enc.encode(text) });
  const withEmpty = {
    inputs: {},
    outputs: {
      ...metafile.outputs,
      'dist/client/assets/public-AAAA1111.js': out('spas/public/main.tsx', [
        { path: 'dist/client/assets/chunk-REACT111.js', kind: 'import-statement' },
        { path: 'dist/client/assets/chunk-EMPTY111.js', kind: 'import-statement' },
      ]),
      'dist/client/assets/viewer-EEEE5555.js': out('spas/viewer/main.tsx', [
        { path: 'dist/client/assets/chunk-EMPTY111.js', kind: 'import-statement' },
      ]),
      'dist/client/assets/chunk-EMPTY111.js': out(undefined, []),
    },
  } as unknown as Metafile;
  const files = [
    file('dist/client/assets/public-AAAA1111.js', 'import{a}from"/assets/chunk-REACT111.js";import"/assets/chunk-EMPTY111.js";a();'),
    file('dist/client/assets/viewer-EEEE5555.js', 'import "/assets/chunk-EMPTY111.js";\nconsole.log(1);'),
    file('dist/client/assets/chunk-EMPTY111.js', ''),
    file('dist/client/assets/chunk-REACT111.js', 'export const a=()=>1;'),
    file('dist/client/assets/public-CSS11111.css', 'body{}'),
  ];

  it('drops an empty shared chunk, the imports that name it and its place in the manifest', () => {
    const dropped = dropEmptyChunks(files, withEmpty);
    const text = (rel: string) => dec.decode(dropped.files.find((f) => f.path === path.resolve(rel))!.contents);
    expect(dropped.files.map((f) => path.basename(f.path))).not.toContain('chunk-EMPTY111.js');
    expect(text('dist/client/assets/public-AAAA1111.js')).toBe('import{a}from"/assets/chunk-REACT111.js";a();');
    expect(text('dist/client/assets/viewer-EEEE5555.js')).toBe('console.log(1);');
    expect(text('dist/client/assets/chunk-REACT111.js')).toBe('export const a=()=>1;');
    const m = manifestFrom(dropped.metafile);
    expect(m.areas.public.preload).toEqual(['/assets/chunk-REACT111.js']);
    expect(m.areas.viewer.preload).toEqual([]);
    // Without it, both areas preload the empty file.
    expect(manifestFrom(withEmpty).areas.viewer.preload).toEqual(['/assets/chunk-EMPTY111.js']);
  });

  it('leaves a build without empty chunks as it is', () => {
    const none = files
      .filter((f) => !f.path.endsWith('chunk-EMPTY111.js'))
      .map((f) => (f.path.endsWith('viewer-EEEE5555.js') ? file('dist/client/assets/viewer-EEEE5555.js', 'x()') : f));
    expect(dropEmptyChunks(none, metafile).files).toEqual(none);
  });
});

describe('pageImports (which file each lazy page of an area loads, read from its main.tsx)', () => {
  it('reads inline imports, consts of imports and consts of lazy pages; pages in the entry are left out', () => {
    const source = [
      "import { LoginPage } from '../features/login/LoginPage.js';",
      "const help = () => import('../features/help/HelpPages.js');",
      "const activate = lazyPage(() => import('../features/public-account/ActivateCardPage.js').then((m) => m.ActivateCardPage), ACCOUNT);",
      "const home = lazyPage(() => import('../features/home/Home.js').then((m) => m.Home));",
      'const ACCOUNT: LazyPageOptions = {',
      "  label: 'Loading…',",
      '};',
      'mountArea({',
      "  area: 'public',",
      '  pages: {',
      '    login: LoginPage,',
      "    dashboard: lazyPage(() => import('../features/home/Home.js').then((m) => m.Home)),",
      '    home,',
      '    faqs: lazyPage(async () => (await help()).FaqsPage),',
      '    activateCard: activate,',
      '  },',
      '  notFound: NotFoundPage,',
      '});',
    ].join('\n');
    expect(Object.fromEntries(pageImports(source))).toEqual({
      dashboard: '../features/home/Home.js',
      home: '../features/home/Home.js',
      faqs: '../features/help/HelpPages.js',
      activateCard: '../features/public-account/ActivateCardPage.js',
    });
  });
});
