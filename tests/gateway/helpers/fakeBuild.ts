import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadConfig, type GatewayConfig, type RawEnv } from '../../../gateway/src/config.js';

export const AREAS = ['public', 'cardholder', 'pa', 'holdingCompany', 'viewer'] as const;

export interface FakeBuild {
  root: string;
  clientDistDir: string;
  staticDir: string;
  /** Content of /assets/<name> (identity). */
  assetText(name: string): string;
  cleanup(): void;
}

/** A temp dist/client (manifest + assets with .br/.gz siblings) and a temp static/ with a cdn area. */
export function createFakeBuild(options: { withManifest?: boolean } = {}): FakeBuild {
  const root = mkdtempSync(path.join(tmpdir(), 'gw-test-'));
  const clientDistDir = path.join(root, 'dist/client');
  const assetsDir = path.join(clientDistDir, 'assets');
  const staticDir = path.join(root, 'static');
  mkdirSync(assetsDir, { recursive: true });
  const texts = new Map<string, string>();
  const write = (name: string, text: string, compress = true) => {
    texts.set(name, text);
    writeFileSync(path.join(assetsDir, name), text);
    if (compress) {
      writeFileSync(path.join(assetsDir, `${name}.br`), zlib.brotliCompressSync(text));
      writeFileSync(path.join(assetsDir, `${name}.gz`), zlib.gzipSync(text));
    }
  };
  const areas: Record<string, { js: string; preload: string[]; css: string[]; pages?: Record<string, string[]> }> = {};
  write('chunk-SHARED01.js', `export const shared = ${JSON.stringify('x'.repeat(2000))};`);
  for (const area of AREAS) {
    write(`${area}-HASH0001.js`, `import './chunk-SHARED01.js'; console.log(${JSON.stringify(area)}); // ${'pad '.repeat(200)}`);
    write(`${area}-HASH0001.css`, `body{--area:${area}}`);
    areas[area] = { js: `/assets/${area}-HASH0001.js`, preload: ['/assets/chunk-SHARED01.js'], css: [`/assets/${area}-HASH0001.css`] };
  }
  // The cardholder home's and the offer watcher's own lazy files (scripts/rechunk.ts).
  write('chunk-homepage.js', 'export const home = 1;');
  write('chunk-tablekit.js', 'export const table = 1;');
  write('chunk-watchers.js', 'export const watcher = 1;');
  areas.cardholder!.pages = {
    dashboard: ['/assets/chunk-homepage.js', '/assets/chunk-tablekit.js'],
    offerWatcher: ['/assets/chunk-watchers.js'],
    rewards: ['/assets/chunk-tablekit.js'],
  };
  write('chunk-aboutrwd.js', 'export const about = 1;');
  areas.public!.pages = { aboutRewards: ['/assets/chunk-aboutrwd.js'] };
  write('plain-NOCOMP01.js', 'console.log("only identity")', false);
  if (options.withManifest !== false) writeFileSync(path.join(clientDistDir, 'manifest.json'), JSON.stringify({ areas }));

  for (const [rel, text] of [
    ['cdn/default/theme.css', ':root{--brand:#123456}'],
    ['cdn/default/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><title>default</title></svg>'],
    ['cdn/default/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['cdn/default/images/card.svg', '<svg xmlns="http://www.w3.org/2000/svg"><title>card</title></svg>'],
    ['cdn/demo/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><title>demo</title></svg>'],
    [
      'cdn/demo/login-bg.svg',
      `<svg xmlns="http://www.w3.org/2000/svg"><title>demo background</title>${'<rect width="10" height="10"/>'.repeat(40)}</svg>`,
    ],
    ['secret.txt', 'outside the cdn area'],
  ] as const) {
    mkdirSync(path.dirname(path.join(staticDir, rel)), { recursive: true });
    writeFileSync(path.join(staticDir, rel), text);
  }
  return {
    root,
    clientDistDir,
    staticDir,
    assetText: (name) => texts.get(name) ?? '',
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A config for tests: silent logs, the fake build, the given upstream. */
export function testConfig(build: FakeBuild, upstreamUrl: string, env: RawEnv = {}): GatewayConfig {
  return loadConfig({
    UPSTREAM_URL: upstreamUrl,
    CLIENT_DIST_DIR: build.clientDistDir,
    STATIC_DIR: build.staticDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...env,
  });
}

/** Pulls the embedded bootstrap JSON out of a shell. */
export function bootstrapOf(html: string): unknown {
  const m = /<script id="bootstrap" type="application\/json" nonce="[^"]*">([\s\S]*?)<\/script>/.exec(html);
  if (!m?.[1]) throw new Error('no bootstrap in shell');
  return JSON.parse(m[1]);
}

export const titleOf = (html: string): string | undefined => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
