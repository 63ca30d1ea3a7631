/**
 * `npm run bench:login` — from the click on 'Log In' to the cardholder home painted with its data (the card's
 * figures, the points balance and the recent transactions), in the machine's Chromium, on this portal and, side by
 * side in the same run, on a baseline checkout (another build of the portal) when `BASELINE_DIR` names one:
 *
 *   git archive main | tar -x -C /tmp/base && ln -s $PWD/node_modules /tmp/base/ && (cd /tmp/base && npm run build)
 *   BASELINE_DIR=/tmp/base npm run bench:login
 *
 * Each portal (gateway + its own fresh sandbox) runs in a child process; the runs alternate between them so the
 * machine's load falls on both alike. Prints each one's median and, with a baseline, the ratio (issue 21: ≤ 60 %).
 *
 *   LOGIN_RUNS (15)         logins per portal
 *   LOGIN_TYPING_MS (1000)  the pause between filling the form and the click, as a person typing takes (the login
 *                           page may use it: this one warms the homes' code into the cache); 0 clicks at once
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { freePort } from '../fleet/startFleet.js';
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

/** The gateway of `dir` with an embedded sandbox on a free port, once it answers /healthz. */
async function startAt(name: string, dir: string): Promise<Running> {
  if (!existsSync(path.join(dir, 'dist/client/manifest.json'))) throw new Error(`${dir}: no build (run npm run build there)`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'card-portal-login-bench-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', SANDBOX_DATA_DIR: dataDir, SANDBOX_RESET: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; ; ) {
    if (proc.exitCode !== null) throw new Error(`${name}: the gateway exited (${proc.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`${name}: not ready within 60 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name, origin: `http://${BRAND}.localhost:${port}`, proc, dataDir };
}

/** One login of `cardholder` in a fresh browser context: ms from the click to the home painted with its data. */
async function oneLogin(browser: Browser, portal: Running): Promise<number> {
  const context = await browser.newContext();
  try {
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
      [page.getByText('Current balance', { exact: true }), page.getByText('Points balance', { exact: true }), page.locator('section[aria-labelledby="section-recent-transactions"] tbody tr').first()].map((l) =>
        l.waitFor({ state: 'visible', timeout: 30_000 }),
      ),
    );
    return Date.now() - start;
  } finally {
    await context.close();
  }
}

async function run(): Promise<void> {
  requireBuild();
  const runs = Math.max(3, Math.min(51, Number(process.env.LOGIN_RUNS ?? 15)));
  const baseline = process.env.BASELINE_DIR ? path.resolve(process.env.BASELINE_DIR) : null;
  const portals = [await startAt('this portal', ROOT)];
  if (baseline) portals.push(await startAt(`baseline (${baseline})`, baseline));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const times = new Map<string, number[]>(portals.map((p) => [p.name, []]));
  try {
    // One warm-up login each (the first compiles and fills caches), then alternating measured runs.
    for (const p of portals) await oneLogin(browser, p);
    for (let i = 0; i < runs; i++) for (const p of portals) times.get(p.name)!.push(await oneLogin(browser, p));
  } finally {
    await browser.close();
    for (const p of portals) {
      p.proc.kill('SIGTERM');
      rmSync(p.dataDir, { recursive: true, force: true });
    }
  }
  console.log(`login click → cardholder home painted with its data, ${runs} logins each (ms)`);
  for (const [name, t] of times) {
    const sorted = [...t].sort((a, b) => a - b);
    console.log(`  ${name.padEnd(40)} median ${median(t).toFixed(0)}  (min ${sorted[0]}, max ${sorted[sorted.length - 1]})`);
  }
  if (baseline) {
    const ratio = median(times.get('this portal')!) / median(times.get(portals[1]!.name)!);
    console.log(`  ratio this / baseline: ${(100 * ratio).toFixed(0)} % (issue 21 goal: ≤ 60 %)`);
  }
}

run().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
