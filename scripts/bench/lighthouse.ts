/**
 * `npm run lighthouse` — Lighthouse (mobile, simulated throttling: its defaults) on the public pages, each
 * signed-in home and the signed-in screens, against the built portal with a fresh sandbox platform, in the machine's Chromium
 * (`CHROMIUM_PATH` or /usr/bin/chromium; never a downloaded browser). Prints the category scores and the
 * metrics behind the performance score. A new screen is one line in SCREENS.
 *
 *   LIGHTHOUSE_RUNS (1)        runs per screen; the median run (by performance score) is printed
 *   LIGHTHOUSE_SCREENS         comma list of screen names to run (default: all)
 *   LIGHTHOUSE_OUT=<dir>       also write each report there (<screen>.report.html)
 *   LIGHTHOUSE_EDGE=nginx      through nginx with the deploy folder's config, as deployed: it compresses pages and
 *                              JSON (the gateway alone sends them as they are) and terminates TLS with HTTP/2, as the
 *                              TLS terminator in front of the portal does (deploy/README.md), with a self-signed
 *                              certificate the browser is told to accept: needs Debian's nginx and openssl
 *   LIGHTHOUSE_EDGE=nginx-http the same nginx over plain HTTP/1.1 (the sixth to ninth sessions' runs)
 *   LIGHTHOUSE_THROTTLING=devtools  the network and CPU slowed in the browser while the page loads, instead of the load
 *                              at full speed and the slow phone simulated from it: on loopback the code arrives
 *                              before the first paint, so only this shows what the HTML paints on its own
 *   BASELINE_DIR=<checkout>    with LIGHTHOUSE_EDGE: that checkout's portal (built) behind its own nginx too, audited in
 *                              the same run, each screen's runs alternating between the two (the machine's speed
 *                              drifts between phases, so only side-by-side figures compare); both tables and the
 *                              differences of the medians are printed
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { baselineDir } from './gatewayProcess.js';
import { startPortal, startPortalBehindNginx, type Portal } from './portal.js';
import { SCREENS, screenUrl, type Screen } from './screens.js';

const TARGET = 98;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

interface Row {
  screen: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number][0], string>;
  unusedJsKiB: number;
  html?: string;
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : undefined;

async function audit(browser: Browser, portal: Portal, screen: Screen, wantHtml: boolean): Promise<Row> {
  const context = await browser.createBrowserContext();
  try {
    const url = await screenUrl(context, portal, screen);
    const page = await context.newPage();
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: wantHtml ? ['html'] : 'json',
        onlyCategories: [...CATEGORIES],
        ...(THROTTLING ? { throttlingMethod: THROTTLING } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new TraceLost(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const finalUrl = new URL(lhr.finalDisplayedUrl);
    if (finalUrl.pathname !== new URL(url).pathname)
      throw new Error(`${screen.name}: ended on ${finalUrl.pathname}, not ${new URL(url).pathname} (signed out?)`);
    const audits = lhr.audits;
    const score = (id: string) => Math.round(100 * (lhr.categories[id]?.score ?? 0));
    const unused = (audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
    return {
      screen: screen.name,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Row['scores'],
      metrics: Object.fromEntries(METRICS.map(([label, id]) => [label, audits[id]?.displayValue ?? '–'])) as Row['metrics'],
      unusedJsKiB: Math.round(unused / 102.4) / 10,
      ...(wantHtml && Array.isArray(result.report) ? { html: result.report[0] } : {}),
    };
  } finally {
    await context.close();
  }
}

/** Chromium on a busy machine now and then loses the trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function auditWithRetry(browser: Browser, portal: Portal, screen: Screen, wantHtml: boolean): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(browser, portal, screen, wantHtml);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof TraceLost)) throw err;
      console.log(`  ${screen.name}: ${err.message}; running it again`);
    }
  }
}

class TraceLost extends Error {}

function print(rows: Row[]): void {
  const header = ['screen', ...CATEGORIES, ...METRICS.map(([m]) => m), 'unused JS'];
  const table = [
    header,
    ...rows.map((r) => [
      r.screen,
      ...CATEGORIES.map((c) => String(r.scores[c])),
      ...METRICS.map(([m]) => r.metrics[m]),
      `${r.unusedJsKiB} KiB`,
    ]),
  ];
  const widths = header.map((_, i) => Math.max(...table.map((t) => t[i]!.length)));
  for (const [i, t] of table.entries()) {
    console.log(t.map((c, j) => (j === 0 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  const below = rows.filter((r) => r.scores.performance < TARGET).map((r) => `${r.screen} (${r.scores.performance})`);
  console.log(`\ntarget (performance ≥ ${TARGET} on every screen): ${below.length ? `NOT met: ${below.join(', ')}` : 'met'}`);
}

async function run(): Promise<void> {
  if (!existsSync(chromium)) throw new Error(`Chromium was not found at ${chromium}: apt-get install chromium, or set CHROMIUM_PATH.`);
  const runs = Math.max(1, Math.min(9, Number(process.env.LIGHTHOUSE_RUNS ?? 1)));
  const only = process.env.LIGHTHOUSE_SCREENS?.split(',').map((s) => s.trim());
  const outDir = process.env.LIGHTHOUSE_OUT ? path.resolve(process.env.LIGHTHOUSE_OUT) : undefined;
  const screens = only ? SCREENS.filter((s) => only.includes(s.name)) : SCREENS;
  if (!screens.length) throw new Error(`no screen matches LIGHTHOUSE_SCREENS; screens: ${SCREENS.map((s) => s.name).join(', ')}`);

  const edge = process.env.LIGHTHOUSE_EDGE === 'nginx' || process.env.LIGHTHOUSE_EDGE === 'nginx-http';
  const baseRoot = baselineDir();
  if (baseRoot && !edge) throw new Error('BASELINE_DIR needs LIGHTHOUSE_EDGE (each portal as deployed, behind its own nginx)');
  const tlsEdge = process.env.LIGHTHOUSE_EDGE === 'nginx';
  const portal = edge ? await startPortalBehindNginx({ tls: tlsEdge }) : await startPortal();
  const base = baseRoot ? await startPortalBehindNginx({ tls: tlsEdge, root: baseRoot }) : undefined;
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    // Only the portal's own self-signed certificate is met here (loopback, this run's nginx).
    args: [
      ...(portal.tls ? ['--ignore-certificate-errors'] : []),
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    console.log(
      `Lighthouse (mobile, ${THROTTLING ? 'applied' : 'simulated'} throttling), ${runs} run(s) per screen, portal on port ${portal.port}${edge ? ` (nginx in front${portal.tls ? ', TLS with HTTP/2' : ''})` : ''}${base ? `, baseline ${baseRoot} on port ${base.port}` : ''}`,
    );
    const rows: Row[] = [];
    const baseRows: Row[] = [];
    const medianOf = (results: Row[]): Row => {
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      return results[results.length >> 1]!;
    };
    for (const screen of screens) {
      const results: Row[] = [];
      const baseResults: Row[] = [];
      for (let i = 0; i < runs; i++) {
        // Alternating which goes first, so a drift in the machine's speed falls on both alike.
        const order: Array<[Portal, Row[]]> = base
          ? i % 2
            ? [
                [base, baseResults],
                [portal, results],
              ]
            : [
                [portal, results],
                [base, baseResults],
              ]
          : [[portal, results]];
        for (const [p, into] of order) into.push(await auditWithRetry(browser, p, screen, !!outDir && p === portal));
      }
      const median = medianOf(results);
      rows.push(median);
      if (results.length > 1)
        console.log(
          `  ${screen.name}: performance ${results.map((r) => r.scores.performance).join(', ')}${base ? `; baseline ${baseResults.map((r) => r.scores.performance).join(', ')}` : ''}`,
        );
      if (base) baseRows.push(medianOf(baseResults));
      if (outDir && median.html) {
        mkdirSync(outDir, { recursive: true });
        writeFileSync(path.join(outDir, `${screen.name.replace(/\W+/g, '-')}.report.html`), median.html);
      }
    }
    print(rows);
    if (base) {
      console.log('\nbaseline:');
      print(baseRows);
      console.log('\nthis tree − baseline (medians): performance, LCP, TBT');
      for (const [i, r] of rows.entries()) {
        const b = baseRows[i]!;
        console.log(
          `  ${r.screen.padEnd(28)} ${String(r.scores.performance - b.scores.performance).padStart(3)}   LCP ${r.metrics.LCP} vs ${b.metrics.LCP}   TBT ${r.metrics.TBT} vs ${b.metrics.TBT}`,
        );
      }
    }
  } finally {
    await browser.close();
    await portal.close();
    await base?.close();
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
