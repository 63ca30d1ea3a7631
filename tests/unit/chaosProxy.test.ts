import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChaosProxy, type FaultKind } from '../../scripts/soak/chaosProxy.js';

/** The platform's stand-in: counts the requests that reach it and answers each one. */
let reached = 0;
const upstream = http.createServer((req, res) => {
  req.resume();
  reached++;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
let target = '';
beforeAll(async () => {
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => upstream.close(r));
});

function post(url: string): Promise<{ status: number } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.request(`${url}/api/v1/payments`, { method: 'POST', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end('{}');
  });
}

/** One request through a proxy that always injects `kind`: what the caller saw and whether the platform got it. */
async function through(kind: FaultKind | null, holdMs = 0) {
  const proxy = await startChaosProxy({ target, rates: kind ? { [kind]: 1 } : {}, holdMs, refusal: null, random: () => 0 });
  await proxy.setEnabled(true);
  const before = reached;
  const started = performance.now();
  const seen = await post(proxy.url);
  const ms = performance.now() - started;
  await proxy.close();
  return { seen, reachedPlatform: reached - before, ms, counts: proxy.counts };
}

describe('the soak chaos proxy', () => {
  it('forwards untouched without a fault, and with faults off', async () => {
    expect(await through(null)).toMatchObject({ seen: { status: 200 }, reachedPlatform: 1, counts: { forwarded: 1 } });
    const proxy = await startChaosProxy({ target, rates: { '503': 1 }, holdMs: 0, refusal: null, random: () => 0 });
    expect(await post(proxy.url)).toEqual({ status: 200 });
    await proxy.close();
  });

  it('lost: the platform does the work and the answer never comes back', async () => {
    const r = await through('lost');
    expect(r.reachedPlatform).toBe(1);
    expect(r.seen).toEqual({ error: 'ECONNRESET' });
  });

  it('held: the platform answers and the answer comes only after the hold', async () => {
    const r = await through('held', 300);
    expect(r.reachedPlatform).toBe(1);
    expect(r.seen).toEqual({ status: 200 });
    expect(r.ms).toBeGreaterThanOrEqual(290);
  });

  it('reset at accept, reset before forwarding, 502 and 503: the platform never sees the request', async () => {
    for (const kind of ['reset-accept', 'reset-before'] as const) {
      const r = await through(kind);
      expect(r.reachedPlatform, kind).toBe(0);
      expect(r.seen, kind).toHaveProperty('error');
      expect(r.counts[kind]).toBe(1);
    }
    for (const kind of ['502', '503'] as const) {
      const r = await through(kind);
      expect(r).toMatchObject({ seen: { status: Number(kind) }, reachedPlatform: 0 });
    }
  });

  it('refuses rates that add up to more than one', async () => {
    await expect(startChaosProxy({ target, rates: { lost: 0.6, '502': 0.6 }, holdMs: 0, refusal: null, random: () => 0 })).rejects.toThrow(
      /at most 1/,
    );
  });
});
