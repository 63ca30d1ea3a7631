import { execFile } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkPlatform, formatTable, type CheckOptions } from '../../scripts/platformCheck/checkPlatform.js';
import { ADMIN, CARDHOLDER, NOT_CHECKED } from '../../scripts/platformCheck/plan.js';
import { logoutCall, twoFactorCall } from '../../shared/contract/authentication.js';
import { PLATFORM_CALLS } from '../../shared/contract/platformCalls.js';
import { twoFactorStepTwoCall } from '../../shared/contract/user.js';
import { TWO_FACTOR_CODE } from '../../scripts/sandbox/world/demoUsers.js';
import { Fixture } from './fixture.js';

/**
 * `npm run platform:check`, the conformance check a bank runs before go-live, against the sandbox (which answers
 * every call as the contract defines it) and against a stub platform that is the sandbox but for the calls a test
 * makes it answer otherwise.
 */

const PASSWORD = 'Password1!';
const f = new Fixture();
let stub: Server;
let stubUrl = '';
/** Path (under the platform's origin) → what the stub answers instead of the sandbox. */
const overrides = new Map<string, { status: number; body: unknown }>();

function startStub(upstream: string): Promise<string> {
  stub = createServer((req, res) => {
    const instead = req.method === 'GET' ? overrides.get(new URL(req.url ?? '/', 'http://stub').pathname) : undefined;
    if (instead) return res.writeHead(instead.status, { 'content-type': 'application/json' }).end(JSON.stringify(instead.body));
    const forward = request(`${upstream}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => stub.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(stub.address() as AddressInfo).port}`)));
}

/** The command itself, as a bank's team runs it: its exit code and what it printed. */
function runCommand(args: readonly string[], env: Record<string, string | undefined> = { PLATFORM_CHECK_PASSWORD: PASSWORD }) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/platformCheck/main.ts', ...args],
      { env: { ...process.env, PLATFORM_CHECK_PASSWORD: undefined, ...env }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const lineOf = (stdout: string, id: string) => stdout.split('\n').find((l) => l.startsWith(`${id} `)) ?? `(no line for ${id})`;
const problems = (rows: Awaited<ReturnType<typeof checkPlatform>>['rows']) =>
  rows.filter((r) => r.verdict !== 'ok' && r.verdict !== 'skipped').map((r) => `${r.call.id}: ${r.detail}`);
const check = (o: Partial<CheckOptions> & Pick<CheckOptions, 'username'>) =>
  checkPlatform({ upstream: f.sandbox.url, brand: 'demo', password: PASSWORD, ...o });

beforeAll(async () => {
  await f.start();
  stubUrl = await startStub(f.sandbox.url);
});
afterEach(() => overrides.clear());
afterAll(async () => {
  await new Promise((resolve) => stub.close(resolve));
  await f.stop();
});

describe('the check plan', () => {
  it("makes only calls that read: the check never changes a bank's data", () => {
    expect([...CARDHOLDER, ...ADMIN].filter((s) => s.call.method !== 'GET').map((s) => s.call.id)).toEqual([]);
  });

  it('accounts for every call that reads: checked for a cardholder or an admin, or left out with a reason', () => {
    const planned = new Set([...CARDHOLDER, ...ADMIN].map((s) => s.call.id));
    const unaccounted = PLATFORM_CALLS.filter((c) => c.method === 'GET' && !planned.has(c.id) && !(c.id in NOT_CHECKED)).map((c) => c.id);
    expect(unaccounted).toEqual([]);
    const ids = new Set(PLATFORM_CALLS.map((c) => c.id));
    expect(Object.keys(NOT_CHECKED).filter((id) => !ids.has(id) || planned.has(id))).toEqual([]);
  });
});

describe('npm run platform:check against the sandbox', () => {
  for (const [username, brand, atLeast] of [
    ['er_cardholder', 'demo', 24],
    ['cardholder', 'pnfp', 24],
    ['pa_admin', 'demo', 50],
  ] as const) {
    it(`${username} (${brand}): every call it makes answers as defined`, async () => {
      const { rows, passed, stopped } = await check({ brand, username });
      expect(problems(rows)).toEqual([]);
      expect(rows.filter((r) => r.verdict === 'ok').length).toBeGreaterThanOrEqual(atLeast);
      expect(stopped).toBeNull();
      expect(passed).toBe(true);
    });
  }

  it("an admin checks the admin screens' calls, with parameters from earlier answers", async () => {
    const { rows } = await check({ username: 'pa_admin' });
    const ids = rows.filter((r) => r.verdict === 'ok').map((r) => r.call.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'accounts.company',
        'accounts.subaccountProfile',
        'spendControls.typeSummary',
        'virtualCards.vendor',
        'virtualCards.paymentsDownload',
        'expenseReports.report',
        'expenseReports.receiptFile',
      ]),
    );
    expect(ids).not.toContain('rewards.findBonusPoints');
  });

  it('the command prints the table and exits 0', async () => {
    const run = await runCommand(['--upstream', f.sandbox.url, '--brand', 'demo', '--user', 'cardholder']);
    expect(run.stdout.split('\n')[0]).toMatch(/^call +method path +status +ms +result$/);
    expect(lineOf(run.stdout, 'cards.cardholderDashboard')).toMatch(
      /^cards\.cardholderDashboard +GET \/v1\/cards\/cardholder\/dashboard +200 +\d+ +ok$/,
    );
    expect(lineOf(run.stdout, 'rewards.findBonusPoints')).toMatch(/ 200 +\d+ +ok$/);
    expect(run.stdout).toMatch(/ 0 different, 0 failed, 0 missing from the specification, .* PASSED$/m);
    expect(run.code).toBe(0);
  }, 60_000);

  it('a wrong password is a failed login, and nothing else is asked', async () => {
    const { rows, passed, stopped } = await check({ username: 'pa_admin', password: 'wrong' });
    expect(rows.map((r) => `${r.call.id} ${r.status} ${r.verdict}`)).toEqual(['authentication.login 401 failed']);
    expect(stopped).toMatch(/^Could not log in as pa_admin: authentication\.login answered HTTP 401: /);
    expect(passed).toBe(false);
  });

  it('a user who needs two-factor authentication: said so, with where a code could go, and the check stops', async () => {
    const { rows, passed, stopped } = await check({ username: 'cardholder2fa' });
    expect(rows.map((r) => `${r.call.id} ${r.verdict}`)).toEqual(['authentication.login ok', 'user.twoFactorStepOne ok']);
    expect(stopped).toMatch(
      /^cardholder2fa needs two-factor authentication \(contacts: SMS \*\*\*-\*\*\*-\d{4}, EMAIL c\*\*\*@demo\.example\)\. Run again with --contact/,
    );
    expect(passed).toBe(false);
  });

  it('with --contact, the code is sent there, typed in, and the check goes on', async () => {
    const asked: string[] = [];
    const readCode = async (sentTo: string) => (asked.push(sentTo), TWO_FACTOR_CODE);
    const { rows, passed } = await check({ username: 'cardholder2fa', contact: 'email', readCode });
    expect(asked).toEqual(['EMAIL c***@demo.example']);
    expect(rows.slice(0, 4).map((r) => `${r.call.id} ${r.verdict}`)).toEqual([
      'authentication.login ok',
      'user.twoFactorStepOne ok',
      `${twoFactorStepTwoCall.id} ok`,
      `${twoFactorCall.id} ok`,
    ]);
    expect(rows.at(-1)?.call).toBe(logoutCall);
    expect(problems(rows)).toEqual([]);
    expect(passed).toBe(true);

    const wrong = await check({ username: 'cardholder2fa', contact: 'SMS', readCode: async () => '000000' });
    expect(wrong.stopped).toMatch(/^The code was not accepted: authentication\.twoFactor answered HTTP 401/);
    expect(wrong.passed).toBe(false);
  });
});

describe('npm run platform:check against a platform that differs', () => {
  it('reports the wrong shape and the missing calls by name, and exits non-zero', async () => {
    overrides.set('/api/v1/rewards/findbonuspoints', { status: 200, body: { data: [], totalBonusPoints: 'none' } });
    overrides.set('/api/v1/payments/paymentinfo', { status: 404, body: { error: 'Not Found', message: 'No such call.', status: 404 } });
    overrides.set('/api/v1/offers', { status: 501, body: { error: 'Not Implemented', message: 'Not offered.', status: 501 } });
    const run = await runCommand(['--upstream', stubUrl, '--brand', 'demo', '--user', 'cardholder']);
    expect(lineOf(run.stdout, 'rewards.findBonusPoints')).toMatch(
      / GET \/v1\/rewards\/findbonuspoints +200 +\d+ +totalBonusPoints: Invalid input: expected number, received string$/,
    );
    expect(lineOf(run.stdout, 'payments.paymentInfo')).toMatch(/ 404 +\d+ +MISSING: a call the product specification lists \(HTTP 404\)$/);
    expect(lineOf(run.stdout, 'offers.list')).toMatch(/ 501 +\d+ +missing \(portal-defined: .+\)$/);
    expect(lineOf(run.stdout, 'cards.cardholderDashboard')).toMatch(/ 200 +\d+ +ok$/);
    expect(run.stdout).toMatch(/ 1 different, 0 failed, 1 missing from the specification, 1 portal-defined missing, .* FAILED$/m);
    expect(run.code).toBe(1);
  }, 60_000);

  it('an answer nested wrong is reported at its path; an error status is a failure', async () => {
    overrides.set('/api/v1/cards/cardholder/dashboard', { status: 200, body: { data: { accountEntitySummary: {} } } });
    overrides.set('/api/v1/users/accountsummary', { status: 500, body: { message: 'Upstream exploded.' } });
    const { rows, passed } = await checkPlatform({ upstream: stubUrl, brand: 'demo', username: 'cardholder', password: PASSWORD });
    const row = (id: string) => rows.find((r) => r.call.id === id);
    expect(row('cards.cardholderDashboard')).toMatchObject({
      verdict: 'difference',
      detail: expect.stringMatching(/^data\.\w+(\.\w+)*: Invalid input: expected/),
    });
    expect(row('user.accountSummary')).toMatchObject({ status: 500, verdict: 'failed', detail: 'HTTP 500: Upstream exploded.' });
    // What needs the dashboard's answer is not asked, and says so.
    expect(row('cards.transactions')).toMatchObject({ verdict: 'skipped', detail: 'needs cards.cardholderDashboard' });
    expect(passed).toBe(false);
  });

  it('a platform lacking only one call of the specification fails', async () => {
    overrides.set('/api/v1/payments/paymentinfo', { status: 501, body: { message: 'Not Implemented' } });
    const { rows, passed } = await checkPlatform({ upstream: stubUrl, brand: 'demo', username: 'cardholder', password: PASSWORD });
    expect(problems(rows)).toEqual(['payments.paymentInfo: MISSING: a call the product specification lists (HTTP 501)']);
    expect(passed).toBe(false);
  });

  it('a platform short only of portal-defined calls passes (the portal loses those pieces alone), unless --strict', async () => {
    overrides.set('/api/v1/offers', { status: 404, body: { message: 'Not Found' } });
    const { rows, passed } = await checkPlatform({ upstream: stubUrl, brand: 'demo', username: 'cardholder', password: PASSWORD });
    expect(problems(rows)).toEqual([expect.stringMatching(/^offers\.list: missing \(portal-defined: /)]);
    expect(passed).toBe(true);
    expect(formatTable(rows)).toMatch(/^offers\.list +GET \/v1\/offers +404 /m);

    const strict = await checkPlatform({ upstream: stubUrl, brand: 'demo', username: 'cardholder', password: PASSWORD, strict: true });
    expect(strict.passed).toBe(false);
  });
});

describe('npm run platform:check with bad arguments', () => {
  it('says what is wrong and how to call it, exits 2, and never prints a stack trace', async () => {
    const cases: [string[], Record<string, string | undefined>, RegExp][] = [
      [['--brand', 'demo', '--user', 'cardholder'], { PLATFORM_CHECK_PASSWORD: PASSWORD }, /^Missing --upstream\./],
      [
        ['--upstream', 'not a url', '--brand', 'demo', '--user', 'cardholder'],
        { PLATFORM_CHECK_PASSWORD: PASSWORD },
        /^--upstream is not an http\(s\) URL: not a url/,
      ],
      [
        ['--upstream', stubUrl, '--brand', 'demo', '--user', 'cardholder', '--password', PASSWORD],
        {},
        /^The password is read from PLATFORM_CHECK_PASSWORD, never from the command line/,
      ],
      [['--upstream', stubUrl, '--brand', 'demo', '--user', 'cardholder'], {}, /^Set PLATFORM_CHECK_PASSWORD to cardholder's password\./],
    ];
    for (const [args, env, said] of cases) {
      const run = await runCommand(args, env);
      expect({ args, code: run.code, stdout: run.stdout }).toEqual({ args, code: 2, stdout: '' });
      expect(run.stderr).toMatch(said);
      expect(run.stderr).toMatch(
        /^usage: PLATFORM_CHECK_PASSWORD=… npm run platform:check -- --upstream <url> --brand <brand> --user <name>$/m,
      );
      expect(run.stderr).not.toMatch(/^\s+at /m);
    }
  }, 60_000);
});
