/**
 * `npm run lighthouse:whatif` — what Lighthouse's phone model would say of one recorded load with its requests
 * changed: each screen is loaded once (Lighthouse's gather mode, the artifacts kept in a temp dir), then audited
 * again offline for each variant of its recorded network log. The same recording under every variant, so the
 * machine's load cancels out: the question is only what the model (simulated throttling) weighs.
 *
 *   LIGHTHOUSE_SCREENS   comma list of scripts/bench/screens.ts names (default: the three signed-in screens at 97)
 *   LIGHTHOUSE_EDGE      as `npm run lighthouse` (nginx: TLS with HTTP/2, nginx-http; default: the gateway alone)
 *   WHATIF               semicolon list of variants (default `h2`), each one of:
 *     h2                 every response of the portal as HTTP/2: the same requests on one multiplexed connection
 *                        (recorded over LIGHTHOUSE_EDGE=nginx-http; LIGHTHOUSE_EDGE=nginx records HTTP/2 itself)
 *     drop:<regexp>      the requests whose URL matches left out (e.g. drop:/api/)
 *     merge:<regexp>     the requests whose URL matches as one: the first of them with all their bytes
 *
 * A what-if is a model's answer, not a measurement: a variant that wins here is worth building and measuring with
 * `npm run lighthouse` (the README's Performance section says which were).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startPortal, startPortalBehindNginx } from './portal.js';
import { SCREENS, screenUrl } from './screens.js';

/** The Chrome DevTools protocol messages of a recorded load, as Lighthouse saves them (only what a variant reads). */
interface LogEntry {
  method: string;
  params: {
    requestId?: string;
    request?: { url: string };
    response?: { url: string; protocol?: string };
    encodedDataLength?: number;
  };
}

type Variant = { label: string; apply: (log: LogEntry[], origin: string) => LogEntry[] };

const urlsById = (log: readonly LogEntry[]): Map<string, string> =>
  new Map(
    log.flatMap((e) =>
      e.method === 'Network.requestWillBeSent' && e.params.requestId && e.params.request
        ? [[e.params.requestId, e.params.request.url] as const]
        : [],
    ),
  );

function parseVariant(text: string): Variant {
  if (text === 'h2') {
    return {
      label: 'h2',
      apply: (log, origin) =>
        log.map((e) =>
          e.method === 'Network.responseReceived' && e.params.response?.url.startsWith(origin)
            ? { ...e, params: { ...e.params, response: { ...e.params.response, protocol: 'h2' } } }
            : e,
        ),
    };
  }
  const [kind, pattern] = [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1)];
  if ((kind !== 'drop' && kind !== 'merge') || !pattern) throw new Error(`WHATIF: "${text}" is not h2, drop:<regexp> or merge:<regexp>`);
  const re = new RegExp(pattern);
  return {
    label: text,
    apply: (log) => {
      const matched = [...urlsById(log)].filter(([, url]) => re.test(url)).map(([id]) => id);
      if (!matched.length) throw new Error(`WHATIF: no request matches ${text}`);
      const out = new Set(kind === 'drop' ? matched : matched.slice(1));
      const kept = kind === 'merge' ? matched[0] : undefined;
      const bytes = log.reduce(
        (n, e) =>
          e.method === 'Network.loadingFinished' && e.params.requestId && matched.includes(e.params.requestId)
            ? n + (e.params.encodedDataLength ?? 0)
            : n,
        0,
      );
      return log
        .filter((e) => !e.params.requestId || !out.has(e.params.requestId))
        .map((e) =>
          e.method === 'Network.loadingFinished' && e.params.requestId === kept
            ? { ...e, params: { ...e.params, encodedDataLength: bytes } }
            : e,
        );
    },
  };
}

interface Result {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

async function auditSaved(dir: string): Promise<Result> {
  // Audit mode reads the artifacts and never opens the URL.
  const run = await lighthouse(undefined, { logLevel: 'error', auditMode: dir, onlyCategories: ['performance'] });
  if (!run) throw new Error(`no Lighthouse result from ${dir}`);
  const value = (id: string) => Math.round(run.lhr.audits[id]?.numericValue ?? NaN);
  return {
    perf: Math.round(100 * (run.lhr.categories.performance?.score ?? 0)),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
  };
}

async function run(): Promise<void> {
  const names = (process.env.LIGHTHOUSE_SCREENS ?? 'company account,expense reports,pa alerts and controls')
    .split(',')
    .map((s) => s.trim());
  const screens = SCREENS.filter((s) => names.includes(s.name));
  if (!screens.length) throw new Error(`no screen matches LIGHTHOUSE_SCREENS; screens: ${SCREENS.map((s) => s.name).join(', ')}`);
  const variants = (process.env.WHATIF ?? 'h2').split(';').map((v) => parseVariant(v.trim()));
  const edge = process.env.LIGHTHOUSE_EDGE;
  const portal = edge === 'nginx' || edge === 'nginx-http' ? await startPortalBehindNginx({ tls: edge === 'nginx' }) : await startPortal();
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  const work = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-whatif-'));
  try {
    console.log('screen / variant                          perf   FCP ms   LCP ms   TBT ms');
    for (const screen of screens) {
      const recorded = path.join(work, screen.name.replace(/\W+/g, '-'));
      const context = await browser.createBrowserContext();
      let origin: string;
      try {
        const url = await screenUrl(context, portal, screen);
        origin = new URL(url).origin;
        await lighthouse(
          url,
          { logLevel: 'error', gatherMode: recorded, onlyCategories: ['performance'] },
          undefined,
          await context.newPage(),
        );
      } finally {
        await context.close();
      }
      const line = (label: string, r: Result) =>
        console.log(
          `${`${screen.name} / ${label}`.padEnd(40)} ${String(r.perf).padStart(4)} ${String(r.fcp).padStart(8)} ${String(r.lcp).padStart(8)} ${String(r.tbt).padStart(8)}`,
        );
      line('as recorded', await auditSaved(recorded));
      for (const variant of variants) {
        const dir = `${recorded}-variant`;
        rmSync(dir, { recursive: true, force: true });
        cpSync(recorded, dir, { recursive: true });
        const logFile = path.join(dir, 'defaultPass.devtoolslog.json');
        writeFileSync(logFile, JSON.stringify(variant.apply(JSON.parse(readFileSync(logFile, 'utf8')) as LogEntry[], origin)));
        line(variant.label, await auditSaved(dir));
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
    await browser.close();
    await portal.close();
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
