import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { proxyRigs, sha256 } from './harness.js';

vi.setConfig({ maxConcurrency: 16 });

const { rig } = proxyRigs();

const echo = (_req: http.IncomingMessage, res: http.ServerResponse, s: { sha256: string; body: Buffer }) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ sha256: s.sha256, bytes: s.body.length }));

/** An upload whose head is sent at once and whose body the test writes when it says so. */
function upload(url: string, length: number, headers: Record<string, string> = {}) {
  const req = http.request(`${url}/api/v1/documents`, { method: 'POST', headers: { 'content-length': String(length), ...headers } });
  const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  return { req, answer };
}

describe.concurrent('a body is received in full before the platform hears of it', () => {
  it('a half-sent upload opens no upstream request; once complete it arrives intact in one attempt', async () => {
    const { up, px } = await rig(echo);
    const body = randomBytes(300 * 1024);
    const u = upload(px.url, body.length);
    u.req.write(body.subarray(0, 1000));
    await vi.waitFor(() => expect(px.proxy.metrics()).toMatch(/portal_api_proxy_in_flight 1\n/));
    expect(up.heads).toEqual([]);
    u.req.end(body.subarray(1000));
    const res = await u.answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ sha256: sha256(body), bytes: body.length });
    expect(up.attempts()).toHaveLength(1);
  });

  it('a body still not complete at the deadline is answered 408 (the browser was slow, not the platform)', async () => {
    const { up, px } = await rig(echo, { defaultTimeoutMs: 300 });
    const u = upload(px.url, 1000);
    u.req.write('{"a":');
    const res = await u.answer;
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'request_timeout', message: 'The request did not arrive within 300 ms.' });
    expect(res.headers.connection).toBe('close');
    expect(up.heads).toEqual([]);
    expect(px.proxy.metrics()).toContain('portal_api_proxy_rejected_total{reason="slow_body"} 1\n');
    u.req.destroy();
  });
});

describe.concurrent('buffer budgets', () => {
  it("one client's uploads past its share are refused (429) without touching anyone else's", async () => {
    const { up, px } = await rig(echo, { maxBufferedBytesPerClient: 64 * 1024, clientAddress: (req) => String(req.headers['x-client']) });
    const first = upload(px.url, 60 * 1024, { 'x-client': 'greedy' });
    first.req.write(Buffer.alloc(50 * 1024));
    await vi.waitFor(() => expect(px.proxy.metrics()).toMatch(/portal_api_proxy_in_flight 1\n/));
    const second = upload(px.url, 60 * 1024, { 'x-client': 'greedy' });
    second.req.write(Buffer.alloc(20 * 1024));
    const refused = await second.answer;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error).toBe('too_many_requests');
    expect(refused.headers['retry-after']).toBe('1');
    // Someone else's upload of the same size goes through meanwhile.
    const other = upload(px.url, 60 * 1024, { 'x-client': 'someone-else' });
    other.req.end(Buffer.alloc(60 * 1024));
    expect((await other.answer).status).toBe(200);
    first.req.end(Buffer.alloc(10 * 1024));
    expect((await first.answer).status).toBe(200);
    expect(up.attempts()).toHaveLength(2);
    second.req.destroy();
  });

  it('past the budget for everyone, an upload gets 503 busy; the budget comes back when uploads finish', async () => {
    const { px } = await rig(echo, { maxBufferedBytes: 100 * 1024, clientAddress: (req) => String(req.headers['x-client']) });
    const a = upload(px.url, 80 * 1024, { 'x-client': 'a' });
    a.req.write(Buffer.alloc(70 * 1024));
    await vi.waitFor(() => expect(px.proxy.metrics()).toMatch(/portal_api_proxy_in_flight 1\n/));
    const b = upload(px.url, 80 * 1024, { 'x-client': 'b' });
    b.req.write(Buffer.alloc(40 * 1024));
    const busy = await b.answer;
    expect(busy.status).toBe(503);
    expect(JSON.parse(busy.body)).toMatchObject({ error: 'busy' });
    a.req.end(Buffer.alloc(10 * 1024));
    expect((await a.answer).status).toBe(200);
    const c = upload(px.url, 80 * 1024, { 'x-client': 'b' });
    c.req.end(Buffer.alloc(80 * 1024));
    expect((await c.answer).status).toBe(200);
    b.req.destroy();
  });
});
