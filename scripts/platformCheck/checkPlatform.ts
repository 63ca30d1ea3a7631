import * as z from 'zod/mini';
import { loginCall, logoutCall, twoFactorCall, type LoginResponse } from '../../shared/contract/authentication.js';
import { hasFault } from '../../shared/contract/common.js';
import type { PlatformCall } from '../../shared/contract/platformCall.js';
import {
  USER_COOKIE_HEADER,
  twoFactorStepOneCall,
  twoFactorStepTwoCall,
  type TwoFactorStepOneResponse,
} from '../../shared/contract/user.js';
import { isAdminUser } from '../../shared/permissions/user.js';
import { ADMIN, CARDHOLDER, type Step } from './plan.js';
import { PlatformClient, type Answer, type CallInput } from './platformClient.js';

// Differences read "expected number, received string" rather than zod/mini's bare "Invalid input".
z.config(z.locales.en());

/**
 * The conformance check a bank runs before go-live: logs in through the platform's login call (as the gateway does,
 * with the brand's binding header; through two-factor authentication when the user needs it and a contact is given),
 * makes the read-only calls the user's screens need — a cardholder's or a program administrator's, by the user's type —
 * with each call's parameters taken from earlier answers, and checks each answer against the call's definition.
 */
export interface CheckOptions {
  /** The platform's origin (and base path, if any): the portal's `UPSTREAM_URL`. */
  upstream: string;
  brand: string;
  username: string;
  password: string;
  /** The subdomain the portal serves the brand under (the gateway asks the brand of it); the brand's code when unset. */
  subdomain?: string;
  /** Where to send a two-factor code when the user needs one: `SMS`, `EMAIL` or a contact id of step one's answer. */
  contact?: string;
  /** Asks whoever runs the check for the code sent to `sentTo` (masked, as step one lists it); null when none is typed. */
  readCode?: (sentTo: string) => Promise<string | null>;
  /** A portal-defined call the platform lacks fails the check too (by default it costs only its own piece). */
  strict?: boolean;
}

export type Verdict = 'ok' | 'difference' | 'missing' | 'failed' | 'skipped';

export interface CheckRow {
  call: PlatformCall;
  status: number | null;
  ms: number | null;
  verdict: Verdict;
  /** What was found: `ok`, the first difference, what the missing call is for, why it was not asked. */
  detail: string;
}

export interface CheckResult {
  rows: CheckRow[];
  /** Why the check ended before the user's calls (a login that failed or needs a code), in words. */
  stopped: string | null;
  /** Whether a bank can go live on it: every answer as defined, and no call the product specification lists missing. */
  passed: boolean;
}

/** 404 and 501: the platform does not offer the call. */
const MISSING = new Set([404, 501]);

/** The first difference between an answer and its definition: where in the answer, and what was expected there. */
export function firstDifference(schema: z.ZodMiniType, body: unknown): string | null {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  if (!issue) return 'does not match';
  const where = issue.path.length ? issue.path.map(String).join('.') : '(the answer)';
  return `${where}: ${issue.message}`;
}

const messageOf = (body: unknown): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message.slice(0, 160) : '';

/** What a call's answer says about the platform. */
export function judge(call: PlatformCall, answer: Answer): Pick<CheckRow, 'verdict' | 'detail'> {
  if (MISSING.has(answer.status)) {
    return call.source === 'spec-7'
      ? { verdict: 'missing', detail: `MISSING: a call the product specification lists (HTTP ${answer.status})` }
      : { verdict: 'missing', detail: `missing (portal-defined: ${call.reason ?? call.summary})` };
  }
  if (answer.status < 200 || answer.status > 299) {
    const message = messageOf(answer.body);
    return { verdict: 'failed', detail: `HTTP ${answer.status}${message ? `: ${message}` : ''}` };
  }
  if (answer.status !== (call.status ?? 200))
    return { verdict: 'difference', detail: `HTTP ${answer.status}, the contract says ${call.status ?? 200}` };
  if (hasFault(answer.body)) return { verdict: 'difference', detail: 'answered a fault (a failure whatever its status)' };
  if (call.answerType) {
    const wanted = call.answerType.split(';')[0]!.trim();
    const [family] = wanted.split('/');
    const fits =
      wanted === 'application/octet-stream' ||
      (wanted.endsWith('/*') ? answer.contentType.startsWith(`${family}/`) : answer.contentType.startsWith(wanted));
    return fits
      ? { verdict: 'ok', detail: `ok (${answer.contentType || wanted})` }
      : { verdict: 'difference', detail: `answered ${answer.contentType || 'no media type'}, expected ${wanted}` };
  }
  const difference = firstDifference(call.answer as z.ZodMiniType, answer.body);
  return difference === null ? { verdict: 'ok', detail: 'ok' } : { verdict: 'difference', detail: difference };
}

/** Whether the rows let a bank go live: no difference or failure, and no missing call the product cannot do without. */
export function passes(rows: readonly CheckRow[], strict = false): boolean {
  return rows.every(
    (r) => r.verdict === 'ok' || r.verdict === 'skipped' || (r.verdict === 'missing' && r.call.source === 'portal' && !strict),
  );
}

/** Where a request that got no answer stopped: the network's reason (refused, unknown host, time-out), not just "fetch failed". */
function noAnswer(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause : null;
  const code = cause && 'code' in cause ? String(cause.code) : '';
  return cause ? `${err.message} (${code || cause.message})` : err.message;
}

export async function checkPlatform(o: CheckOptions): Promise<CheckResult> {
  const client = new PlatformClient(o.upstream, o.brand);
  const rows: CheckRow[] = [];
  const answers = new Map<PlatformCall, unknown>();

  const ask = async (call: PlatformCall, input: CallInput): Promise<CheckRow> => {
    let row: CheckRow;
    try {
      const answer = await client.call(call, input);
      row = { call, status: answer.status, ms: answer.ms, ...judge(call, answer) };
      if (row.verdict === 'ok') answers.set(call, call.answerType ? answer.body : z.parse(call.answer as z.ZodMiniType, answer.body));
    } catch (err) {
      row = { call, status: null, ms: null, verdict: 'failed', detail: `no answer: ${noAnswer(err)}` };
    }
    rows.push(row);
    return row;
  };
  const stop = (why: string): CheckResult => ({ rows, stopped: why, passed: false });
  const refused = (row: CheckRow, what: string) => `${what}: ${row.call.id} answered ${row.detail.replace(/\.$/, '')}.`;

  const login = await ask(loginCall, { body: { username: o.username, password: o.password, brand: o.brand } });
  let session = answers.get(loginCall) as LoginResponse | undefined;
  if (!session) return stop(refused(login, `Could not log in as ${o.username}`));

  if (session.needs2fa) {
    const cookie = session.userCookie ?? '';
    // The pending login is named in a header, never in the URL, where logs would keep it.
    const one = await ask(twoFactorStepOneCall, { headers: { [USER_COOKIE_HEADER]: cookie } });
    const stepOne = answers.get(twoFactorStepOneCall) as TwoFactorStepOneResponse | undefined;
    if (!stepOne) return stop(refused(one, `${o.username} needs two-factor authentication, and its contacts could not be read`));
    const { token, contacts } = stepOne.data;
    const listed = contacts.map((c) => `${c.type} ${c.value}`).join(', ') || 'none';
    const contact = o.contact ? contacts.find((c) => c.contactId === o.contact || c.type === o.contact!.toUpperCase()) : undefined;
    if (!contact || !o.readCode) {
      const choose = o.contact
        ? `No contact "${o.contact}" among them`
        : 'Run again with --contact SMS or --contact EMAIL to have a code sent and type it in';
      return stop(
        `${o.username} needs two-factor authentication (contacts: ${listed}). ${choose}, or check with a user who needs no code.`,
      );
    }
    const two = await ask(twoFactorStepTwoCall, { body: { token, verificationContact: contact.contactId } });
    if (two.verdict !== 'ok') return stop(refused(two, `No code could be sent to ${contact.type} ${contact.value}`));
    const code = (await o.readCode(`${contact.type} ${contact.value}`))?.trim();
    if (!code) return stop(`No code was typed for the code sent to ${contact.type} ${contact.value}.`);
    const verified = await ask(twoFactorCall, { body: { token, cookie, verificationCode: code, rememberMyDevice: false } });
    session = answers.get(twoFactorCall) as LoginResponse | undefined;
    if (!session?.userData) return stop(refused(verified, 'The code was not accepted'));
  }
  const user = session.userData;
  if (!user) return stop(`The login answered no user${session.message ? `: ${session.message}` : ''}.`);
  client.xsrfToken = session.xsrfToken ?? null;

  const known = {
    user,
    brand: o.brand,
    subdomain: o.subdomain ?? o.brand,
    answer: <T>(call: PlatformCall<T>) => answers.get(call) as T | undefined,
  };
  const steps: readonly Step[] = isAdminUser(user) ? ADMIN : CARDHOLDER;
  for (const step of steps) {
    // The check must never change a bank's data: only calls that read.
    if (step.call.method !== 'GET') throw new Error(`${step.call.id} is a ${step.call.method} call; the check makes GET calls only`);
    const input = step.input(known);
    if (typeof input === 'string') rows.push({ call: step.call, status: null, ms: null, verdict: 'skipped', detail: input });
    else await ask(step.call, input);
  }
  await ask(logoutCall, { body: {} });
  return { rows, stopped: null, passed: passes(rows, o.strict) };
}

/** The result as a table: call, method and path, status, time in ms, and `ok` or the first difference. */
export function formatTable(rows: readonly CheckRow[]): string {
  const lines = [
    ['call', 'method path', 'status', 'ms', 'result'],
    ...rows.map((r) => [
      r.call.id,
      `${r.call.method} ${r.call.path}`,
      r.status === null ? '-' : String(r.status),
      r.ms === null ? '-' : String(Math.round(r.ms)),
      r.verdict === 'skipped' ? `skipped: ${r.detail}` : r.detail,
    ]),
  ];
  const widths = lines[0]!.slice(0, 4).map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  return lines
    .map((l) =>
      l
        .map((cell, i) => (i < 4 ? cell.padEnd(widths[i]!) : cell))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** One line under the table: how many calls came out how, and the verdict. */
export function summarize(result: CheckResult): string {
  const count = (v: Verdict) => result.rows.filter((r) => r.verdict === v).length;
  const missingSpec = result.rows.filter((r) => r.verdict === 'missing' && r.call.source === 'spec-7').length;
  return (
    `${result.rows.length} call${result.rows.length === 1 ? '' : 's'}: ${count('ok')} ok, ${count('difference')} different, ${count('failed')} failed, ` +
    `${missingSpec} missing from the specification, ${count('missing') - missingSpec} portal-defined missing, ${count('skipped')} skipped` +
    ` — ${result.passed ? 'PASSED' : 'FAILED'}`
  );
}
