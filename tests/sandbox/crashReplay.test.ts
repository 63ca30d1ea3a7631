import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import type { PaymentInfo } from '../../shared/contract/payments.js';
import { startSandboxProcess, waitFor, type SandboxProcess } from '../../scripts/fleet/processes.js';
import { Client } from './client.js';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
let sandbox: SandboxProcess | null = null;
afterAll(async () => {
  await sandbox?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('a crash between the change and the answer', () => {
  it('SIGKILL after a payment is on disk but before it is answered: the retry with the same key replays it, and the session survives', async () => {
    const key = `crash-${randomUUID()}`;
    const logFile = join(dir, 'sandbox.log');
    // The platform holds the first answer under this key once the payment and its key are written, so the kill
    // lands exactly between the durable write and the answer.
    sandbox = await startSandboxProcess({ dataDir: join(dir, 'data'), logFile, reset: true, env: { SANDBOX_HOLD_AFTER_COMMIT: key } });
    const browser = new Client(sandbox.url);
    expect((await browser.login('cardholder')).status).toBe(200);
    const card = ((await browser.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard).accountEntitySummary
      .cardNumber!;
    const before = (await browser.get('/api/v1/payments/paymentinfo')).body.data as PaymentInfo;
    const payment = { cardNumber: card, paymentAccountId: before.paymentAccounts[0]!.paymentAccountId, amount: 12.34 };

    const lost = browser.post('/api/v1/payments', payment, { 'idempotency-key': key }).then(
      (a) => `answered ${a.status}`,
      () => 'no answer',
    );
    await waitFor(
      'the payment written and its answer held',
      () => readFileSync(logFile, 'utf8').includes('answer held after its durable write'),
      30_000,
      sandbox.proc,
    );
    await sandbox.restart('SIGKILL', { SANDBOX_HOLD_AFTER_COMMIT: '' });
    expect(await lost).toBe('no answer');

    // The same browser: its cookie and XSRF token, the platform back on the same port.
    const again = browser;
    // Nobody was logged out by the crash.
    expect((await again.get('/api/authentication/check')).status).toBe(200);
    const retry = await again.post('/api/v1/payments', payment, { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const paid = retry.body.data as { paymentId: number; amount: number };
    expect(paid.amount).toBe(12.34);

    const after = (await again.get('/api/v1/payments/paymentinfo')).body.data as PaymentInfo;
    const made = after.history.filter((p) => !before.history.some((b) => b.paymentId === p.paymentId));
    expect(made.map((p) => p.paymentId)).toEqual([paid.paymentId]);
    expect(after.currentBalance).toBeCloseTo(before.currentBalance - 12.34, 2);

    // A new key is a new payment, answered as one (not marked replayed).
    const next = await again.post('/api/v1/payments', { ...payment, amount: 1.5 }, { 'idempotency-key': `crash-${randomUUID()}` });
    expect(next.status).toBe(200);
    expect(next.headers.get('idempotent-replayed')).toBeNull();
  }, 90_000);
});
