/**
 * `npm run bench:table` — script time per interaction of the data table kit over 1,000 rows in the browser
 * (sorting, searching and paging respond within one frame budget, under 50 ms of script each).
 *
 * Builds scripts/bench/table/harness.tsx with esbuild (production React, as the portal ships it), serves it on a
 * loopback port, opens it in the machine's Chromium and, for each interaction, reads the renderer's script time
 * (CDP Performance.getMetrics ScriptDuration) before and after the interaction has painted. Prints the median and
 * worst of BENCH_TABLE_ROUNDS (5) rounds per interaction; exits 1 when a median is over BENCH_TABLE_BUDGET_MS (50).
 *
 *   BENCH_TABLE_ROWS (1000)  BENCH_TABLE_ROUNDS (5)  BENCH_TABLE_BUDGET_MS (50)  CHROMIUM_PATH (/usr/bin/chromium)
 */
import * as esbuild from 'esbuild';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROWS = Number(process.env.BENCH_TABLE_ROWS ?? 1000);
const ROUNDS = Number(process.env.BENCH_TABLE_ROUNDS ?? 5);
const BUDGET = Number(process.env.BENCH_TABLE_BUDGET_MS ?? 50);

const built = await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['scripts/bench/table/harness.tsx'],
  bundle: true,
  format: 'esm',
  minify: true,
  write: false,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outdir: 'out',
  loader: { '.svg': 'dataurl' },
  logLevel: 'silent',
});
const js = built.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
const css = built.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/harness.js')) return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
  if (req.url?.startsWith('/harness.css')) return void res.writeHead(200, { 'content-type': 'text/css' }).end(css);
  res
    .writeHead(200, { 'content-type': 'text/html' })
    .end(
      '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/harness.css"></head><body><div id="root"></div><script type="module" src="/harness.js"></script></body></html>',
    );
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const scriptMs = async (): Promise<number> => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
};
/** Script time spent from the interaction until the page has painted its result. */
async function measure(act: (p: Page) => Promise<void>): Promise<number> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const before = await scriptMs();
  await act(page);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  return (await scriptMs()) - before;
}

const interactions: [string, (p: Page) => Promise<void>][] = [
  ['sort by amount', (p) => p.getByRole('button', { name: /^Amount/ }).click()],
  ['sort by description', (p) => p.getByRole('button', { name: /^Description/ }).click()],
  ['next page', (p) => p.getByRole('button', { name: 'Next page' }).click()],
  ['page size 100', async (p) => void (await p.getByLabel('Rows per page').selectOption('100'))],
  ['search one key (f)', (p) => p.getByLabel('Search rows').press('f')],
  ['search $1,2 (typed)', (p) => p.getByLabel('Search rows').fill('$1,2')],
  ['clear search', (p) => p.getByLabel('Search rows').fill('')],
];
const results = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  await page.goto(`${origin}/?rows=${ROWS}`);
  await page.getByRole('table').waitFor();
  for (const [name, act] of interactions) results.set(name, [...(results.get(name) ?? []), await measure(act)]);
}
await browser.close();
server.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`data table kit, ${ROWS} rows, ${ROUNDS} rounds — script time per interaction (budget ${BUDGET} ms)`);
console.log('interaction              median ms   worst ms');
let over = false;
for (const [name, xs] of results) {
  const m = median(xs);
  if (m > BUDGET) over = true;
  console.log(
    `${name.padEnd(24)} ${m.toFixed(1).padStart(9)} ${Math.max(...xs)
      .toFixed(1)
      .padStart(10)}${m > BUDGET ? '  OVER BUDGET' : ''}`,
  );
}
process.exit(over ? 1 : 0);
