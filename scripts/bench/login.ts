/**
 * `npm run bench:login` — from the click on 'Log In' to the cardholder home painted with its data (the card's
 * figures, the points balance and the recent transactions), in the machine's Chromium, on this portal and, side by
 * side in the same run, on a baseline checkout (another build of the portal) when `BASELINE_DIR` names one:
 *
 *   git worktree add --detach /tmp/base main && cp -al node_modules /tmp/base/ && (cd /tmp/base && npm run build)
 *   BASELINE_DIR=/tmp/base npm run bench:login
 *
 * Each portal (gateway + its own fresh sandbox) runs in a child process; the runs alternate between them so the
 * machine's load falls on both alike. Prints each one's median and, with a baseline, the ratio (≤ 60 %), on two
 * clocks: in the page (from the click event to the first frame with the data, read from both documents' clocks) and
 * the wall clock around Playwright's click and waits, which adds Playwright's own work (≈ 80–100 ms here) to both sides.
 *
 *   LOGIN_RUNS (15)         logins per portal
 *   LOGIN_TYPING_MS (1000)  the pause between filling the form and the click, as a person typing takes (the login
 *                           page may use it: this one warms the homes' code into the cache); 0 clicks at once
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startGatewayProcess } from './gatewayProcess.js';
import { median } from './load.js';
import { BRAND, PASSWORD, ROOT, requireBuild } from './portal.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The pause between filling the form and the click (a person typing); 0 clicks at once. */
const TYPING_MS = Math.max(0, Number(process.env.LOGIN_TYPING_MS ?? 1000));

interface Running {
  name: string;
  origin: string;
  proc: ChildProcess;
  dataDir: string;
}

/** The gateway of `dir` with an embedded sandbox on a free port, once it answers /livez. */
async function startAt(name: string, dir: string): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'card-portal-login-bench-'));
  // As each tree deploys it, with its own fresh sandbox; its warnings shown.
  const gateway = await startGatewayProcess(
    name,
    dir,
    { LOG_LEVEL: 'warn', SANDBOX_DATA_DIR: dataDir, SANDBOX_RESET: '1' },
    { logs: 'inherit' },
  );
  return { name, origin: `http://${BRAND}.localhost:${gateway.port}`, proc: gateway.proc, dataDir };
}

/**
 * In every document of the context: the click on 'Log In' and the first frame painted with the home's data, as epoch
 * milliseconds (both documents' clocks count from the epoch), so the time can be read without Playwright's own work
 * (its click's checks and round trips, its polling for the elements) on either side.
 */
// A string, not a function: the page must get this code as written, without the helpers tsx adds to functions.
const MARK_LOGIN_TIMES = `(() => {
  const epoch = (t) => performance.timeOrigin + t;
  addEventListener('click', (e) => {
    if (e.target?.closest?.('button[type="submit"]')) localStorage.setItem('bench:click', String(epoch(e.timeStamp)));
  }, true);
  // What the wall clock waits for below: both figures' terms (summary lists' <dt>) and a row of recent transactions, shown.
  const shown = (el) => !!el && el.checkVisibility();
  const term = (text) => shown([...document.querySelectorAll('dt')].find((el) => el.textContent === text));
  const ready = () =>
    term('Current balance') && term('Points balance') && shown(document.querySelector('section[aria-labelledby="section-recent-transactions"] tbody tr'));
  new MutationObserver((_, observer) => {
    if (window.__homePainted !== undefined || !ready()) return;
    observer.disconnect();
    // The frame that shows it (the animation frame's start).
    requestAnimationFrame((t) => {
      window.__loginClick = Number(localStorage.getItem('bench:click'));
      window.__homePainted = epoch(t);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

interface LoginTimes {
  /** Wall clock around Playwright's click and waits. */
  wall: number;
  /** In the page: the click event to the frame painted with the home's data. */
  page: number;
}

/** One login of `cardholder` in a fresh browser context: ms from the click to the home painted with its data. */
async function oneLogin(browser: Browser, portal: Running): Promise<LoginTimes> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: MARK_LOGIN_TIMES });
    const page = await context.newPage();
    await page.goto(`${portal.origin}/login`);
    await page.getByLabel('User Name', { exact: true }).fill('cardholder');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const button = page.getByRole('button', { name: 'Log In' });
    await button.waitFor();
    // A person takes a moment between starting to type and clicking; the portal may use it (this one warms the homes'
    // code into the cache). The same pause on both portals, outside the time measured.
    if (TYPING_MS > 0) await page.waitForTimeout(TYPING_MS);
    const start = Date.now();
    await button.click({ noWaitAfter: true });
    // A navigation the page replaces with another (the baseline's login page and area guard both navigate) is
    // reported aborted: wait on for the one that arrives.
    for (let tries = 0; ; tries++) {
      try {
        await page.waitForURL(/\/dashboard-cardholder$/, { waitUntil: 'commit' });
        break;
      } catch (err) {
        if (tries > 3 || !String(err).includes('ERR_ABORTED')) throw err;
      }
    }
    // Painted with data: the card's balance, the points and a row of recent transactions are on screen.
    await Promise.all(
      [
        page.getByText('Current balance', { exact: true }),
        page.getByText('Points balance', { exact: true }),
        page.locator('section[aria-labelledby="section-recent-transactions"] tbody tr').first(),
      ].map((l) => l.waitFor({ state: 'visible', timeout: 30_000 })),
    );
    const wall = Date.now() - start;
    const marks = await page.waitForFunction(() => {
      const w = window as unknown as { __loginClick?: number; __homePainted?: number };
      return w.__homePainted !== undefined && { click: w.__loginClick!, painted: w.__homePainted };
    });
    const { click, painted } = (await marks.jsonValue()) as { click: number; painted: number };
    if (!(click > 0)) throw new Error(`${portal.name}: the click on 'Log In' was not seen in the page`);
    return { wall, page: Math.round(painted - click) };
  } finally {
    await context.close();
  }
}

async function run(): Promise<void> {
  requireBuild();
  const runs = Math.max(3, Math.min(51, Number(process.env.LOGIN_RUNS ?? 15)));
  const baseline = process.env.BASELINE_DIR ? path.resolve(process.env.BASELINE_DIR) : null;
  const portals: Running[] = [];
  const stop = () => {
    for (const p of portals) {
      p.proc.kill('SIGTERM');
      rmSync(p.dataDir, { recursive: true, force: true });
    }
  };
  try {
    portals.push(await startAt('this portal', ROOT));
    if (baseline) portals.push(await startAt(`baseline (${baseline})`, baseline));
  } catch (err) {
    // A portal that started must not outlive the run (it would also hold the output open for whatever reads it).
    stop();
    throw err;
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
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
  const times = new Map<string, LoginTimes[]>(portals.map((p) => [p.name, []]));
  try {
    // One warm-up login each (the first compiles and fills caches), then alternating measured runs.
    for (const p of portals) await oneLogin(browser, p);
    for (let i = 0; i < runs; i++) for (const p of portals) times.get(p.name)!.push(await oneLogin(browser, p));
  } finally {
    await browser.close();
    stop();
  }
  for (const [clock, label] of [
    ['page', 'in the page: the click event to the frame painted with the data'],
    ['wall', "wall clock around Playwright's click and its waits"],
  ] as const) {
    console.log(`login click → cardholder home painted with its data, ${runs} logins each (ms), ${label}`);
    for (const [name, t] of times) {
      const values = t.map((x) => x[clock]);
      const sorted = [...values].sort((a, b) => a - b);
      console.log(`  ${name.padEnd(40)} median ${median(values).toFixed(0)}  (min ${sorted[0]}, max ${sorted[sorted.length - 1]})`);
    }
    if (baseline) {
      const ratio = median(times.get('this portal')!.map((x) => x[clock])) / median(times.get(portals[1]!.name)!.map((x) => x[clock]));
      console.log(`  ratio this / baseline: ${(100 * ratio).toFixed(0)} % (goal: ≤ 60 %)`);
    }
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
