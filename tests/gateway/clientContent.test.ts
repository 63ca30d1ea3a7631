import { mkdirSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/src/logging/createLogger.js';
import { loadCdnStore } from '../../gateway/src/cdn/cdnStore.js';
import { createFakeBuild, type FakeBuild } from './helpers/fakeBuild.js';
import { rawText, startHarness, type Harness } from './helpers/harness.js';

/**
 * Client content (`STATIC_DIR/cdn/{client}/content/{piece}.json`) as the gateway loads it: a client's bad file is
 * reported with its path and fields and not served — that client gets the default's piece, everything else as
 * before, and the gateway keeps serving. `npm run content:check` says the same and fails on it.
 */
const DEFAULT_FAQS = {
  sample: true,
  groups: [{ heading: 'Cards', items: [{ question: 'Lost card?', answer: ['Call the number on the back of your card.'] }] }],
};
const DEMO_FAQS = { groups: [{ heading: 'Demo Bank', items: [{ question: 'Is this a real bank?', answer: ['No.'] }] }] };
const BAD_FAQS = { groups: [{ heading: 'Cards', items: [{ question: 'Lost card?', answer: ['<script>alert(1)</script>'] }] }] };
const program = (name: string, sample?: boolean) => ({
  ...(sample ? { sample } : {}),
  name,
  summary: 'Points on purchases.',
  earning: [{ rate: '1 point per $1', on: 'purchases' }],
  redemption: [{ option: 'Statement credit', detail: 'On your balance.' }],
  expiry: 'Never.',
  terms: [{ heading: 'Terms', body: ['These.'] }],
});

function writeContent(build: FakeBuild, client: string, piece: string, value: unknown): string {
  const file = path.join(build.staticDir, 'cdn', client, 'content', `${piece}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

let h: Harness;
const lines: string[] = [];
const warnings = () =>
  lines.map((l) => JSON.parse(l) as { level: number; msg: string; file?: string; problems?: string[] }).filter((l) => l.level >= 40);

beforeAll(async () => {
  const build = createFakeBuild();
  // The repository's defaults for the pieces this test does not write itself.
  for (const name of readdirSync('static/cdn/default/content'))
    writeContent(build, 'default', name.replace(/\.json$/, ''), readFileSync(path.join('static/cdn/default/content', name), 'utf8'));
  writeContent(build, 'default', 'faqs', DEFAULT_FAQS);
  writeContent(build, 'default', 'rewards', { programs: { default: program('Sample Rewards', true) } });
  writeContent(build, 'demo', 'faqs', DEMO_FAQS);
  writeContent(build, 'pnfp', 'faqs', BAD_FAQS);
  writeContent(build, 'pnfp', 'rewards', { programs: { pnfp: program('Pinnacle Rewards') } });
  writeContent(build, 'pnfp', 'terms', '{"sections": [');
  writeFileSync(path.join(build.staticDir, 'cdn', 'pnfp', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>pnfp</title></svg>');
  h = await startHarness(
    {},
    { logger: createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } }) },
    build,
  );
});
afterAll(async () => h.close());

const get = (p: string, host = 'pnfp.localhost') => request(h.server).get(p).set('Host', host).set('Accept-Encoding', 'identity');

describe('a client with bad content files', () => {
  it('is reported at start: the file’s path, each field and its problem', () => {
    const bad = warnings().filter((w) => w.file?.endsWith(path.join('cdn', 'pnfp', 'content', 'faqs.json')));
    expect(bad).toHaveLength(1);
    expect(bad[0]!.level).toBe(40);
    expect(bad[0]!.msg).toBe('client content file is invalid and not served: pnfp gets the default faqs.json instead');
    expect(bad[0]!.problems).toEqual([
      'groups[0].items[0].answer[0]: HTML is not allowed: write plain text, [label](link) for a link and **words** for bold',
    ]);
    const broken = warnings().find((w) => w.file?.endsWith(path.join('pnfp', 'content', 'terms.json')));
    expect(broken?.problems?.[0]).toMatch(/^not valid JSON: /);
    expect(warnings().filter((w) => w.file?.includes(`${path.sep}demo${path.sep}`))).toEqual([]);
  });

  it('gets the default’s piece instead, cached like every client asset', async () => {
    const faqs = await get('/cdn/pnfp/content/faqs.json');
    expect(faqs.status).toBe(200);
    expect(faqs.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(faqs.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(JSON.parse(faqs.text)).toEqual(DEFAULT_FAQS);
    expect(JSON.parse((await get('/cdn/pnfp/content/terms.json')).text).sample).toBe(true);
  });

  it('keeps its other files and pieces, and the gateway serves every other client as before', async () => {
    expect((await rawText(h, '/cdn/pnfp/logo.svg', { host: 'pnfp.localhost' })).body).toContain('<title>pnfp</title>');
    const rewards = JSON.parse((await get('/cdn/pnfp/content/rewards.json')).text);
    expect(Object.keys(rewards.programs).sort()).toEqual(['default', 'pnfp']);
    expect(rewards.programs.pnfp.name).toBe('Pinnacle Rewards');
    expect(rewards.programs.default.sample).toBe(true);
    expect(JSON.parse((await get('/cdn/demo/content/faqs.json', 'demo.localhost')).text)).toEqual(DEMO_FAQS);
    expect((await get('/login', 'pnfp.localhost').set('Accept', 'text/html')).status).toBeLessThan(500);
  });
});

describe('content files outside production', () => {
  it('a file fixed while running is served at the next look, and a file broken while running falls back', () => {
    const build = createFakeBuild();
    writeContent(build, 'default', 'faqs', DEFAULT_FAQS);
    const file = writeContent(build, 'pnfp', 'faqs', BAD_FAQS);
    const seen: string[] = [];
    let t = 0;
    const store = loadCdnStore(build.staticDir, {
      watch: true,
      now: () => t,
      logger: { warn: (o: object) => void seen.push(JSON.stringify(o)), error: () => undefined } as never,
    });
    const body = () => JSON.parse(store.get('pnfp', ['content', 'faqs.json'])!.variants.identity.body.toString());
    expect(body()).toEqual(DEFAULT_FAQS);
    writeFileSync(file, JSON.stringify(DEMO_FAQS));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    t += 1000;
    expect(body()).toEqual(DEMO_FAQS);
    writeFileSync(file, '{');
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    t += 1000;
    expect(body()).toEqual(DEFAULT_FAQS);
    expect(seen).toHaveLength(2);
    t += 1000;
    body();
    expect(seen).toHaveLength(2); // reported once per change, not at every look
    build.cleanup();
  });
});

describe('npm run content:check', () => {
  const run = (staticDir: string, ...clients: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/contentCheck.ts', ...clients], {
      env: { ...process.env, STATIC_DIR: staticDir },
      encoding: 'utf8',
    });

  it('exits non-zero on a broken client, printing its file and fields; zero on a good one, with what falls back', () => {
    const broken = run(h.build.staticDir, 'pnfp');
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(
      /content\/faqs\.json\s+INVALID: not served, default\/'s is shown instead\n\s+groups\[0\]\.items\[0\]\.answer\[0\]: HTML is not allowed/,
    );
    expect(broken.stdout).toMatch(/content\/terms\.json\s+INVALID/);
    const good = run(h.build.staticDir, 'demo');
    expect(good.status).toBe(0);
    expect(good.stdout).toMatch(/demo\n\s+content\/terms\.json\s+missing: default\/'s sample text is shown/);
    expect(good.stdout).toMatch(/content\/faqs\.json\s+ok\n/);
    expect(run(h.build.staticDir, 'nobank').status).toBe(2);
  });

  it('passes on the repository’s own client asset area', () => {
    const repo = run('static');
    expect(repo.stderr).toBe('');
    expect(repo.status).toBe(0);
    expect(readFileSync('package.json', 'utf8')).toContain('"content:check": "tsx scripts/contentCheck.ts"');
  });
});
