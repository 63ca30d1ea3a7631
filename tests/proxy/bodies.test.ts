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

/**
 * A large upload (a receipt photo) is streamed to the platform as it arrives instead of being held
 * whole in the gateway, on a few sockets of its own (the upload lane), so stalled uploads still cannot take the
 * main pool's sockets.
 */
describe.concurrent('large uploads stream through the upload lane', () => {
  const MiB = 1024 * 1024;
  const laneInUse = (metrics: string): number => Number(/portal_api_proxy_upload_lane_in_use (\d+)/.exec(metrics)?.[1]);

  it('a 3 MiB upload reaches the platform while the browser is still sending it, and arrives intact', async () => {
    const { up, px } = await rig(echo);
    const body = randomBytes(3 * MiB);
    const u = upload(px.url, body.length);
    u.req.write(body.subarray(0, MiB));
    // Buffered, the platform would hear nothing before the last byte: here it already has the head.
    await vi.waitFor(() => expect(up.heads).toEqual(['POST /api/v1/documents']));
    expect(laneInUse(px.proxy.metrics())).toBe(1);
    u.req.end(body.subarray(MiB));
    const res = await u.answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ sha256: sha256(body), bytes: body.length });
    expect(up.attempts()).toHaveLength(1);
    await vi.waitFor(() => expect(laneInUse(px.proxy.metrics())).toBe(0));
    expect(px.proxy.metrics()).toContain('portal_api_proxy_uploads_streamed_total 1\n');
  });

  it("one streamed upload per client address: the same client's second is received in full first; another client's streams", async () => {
    const { up, px } = await rig(echo, { clientAddress: (req) => String(req.headers['x-client']) });
    const first = upload(px.url, 2 * MiB, { 'x-client': 'a' });
    first.req.write(Buffer.alloc(MiB, 1));
    await vi.waitFor(() => expect(up.heads).toHaveLength(1));
    const second = upload(px.url, 2 * MiB, { 'x-client': 'a' });
    second.req.write(Buffer.alloc(MiB, 2));
    const other = upload(px.url, 2 * MiB, { 'x-client': 'b' });
    other.req.write(Buffer.alloc(MiB, 3));
    await vi.waitFor(() => expect(up.heads).toHaveLength(2));
    await vi.waitFor(() => expect(px.proxy.metrics()).toMatch(/portal_api_proxy_in_flight 3\n/));
    expect(laneInUse(px.proxy.metrics())).toBe(2);
    // The same client's second upload is still in the gateway: the platform has heard of two.
    expect(up.heads).toHaveLength(2);
    second.req.end(Buffer.alloc(MiB, 2));
    const secondAnswer = await second.answer;
    expect(JSON.parse(secondAnswer.body)).toEqual({
      sha256: sha256(Buffer.concat([Buffer.alloc(MiB, 2), Buffer.alloc(MiB, 2)])),
      bytes: 2 * MiB,
    });
    first.req.end(Buffer.alloc(MiB, 1));
    other.req.end(Buffer.alloc(MiB, 3));
    expect((await first.answer).status).toBe(200);
    expect((await other.answer).status).toBe(200);
    expect(px.proxy.metrics()).toContain('portal_api_proxy_uploads_streamed_total 2\n');
  });

  it("a full lane takes nothing from the main pool: stalled uploads fill it, others' calls still answer", async () => {
    const { up, px } = await rig(echo, { uploadSockets: 2, maxSockets: 1, clientAddress: (req) => String(req.headers['x-client']) });
    const stalled = ['s1', 's2', 's3'].map((c) => upload(px.url, 2 * MiB, { 'x-client': c }));
    for (const s of stalled) s.req.write(Buffer.alloc(64 * 1024));
    await vi.waitFor(() => expect(px.proxy.metrics()).toMatch(/portal_api_proxy_in_flight 3\n/));
    // Two stream (the lane's two sockets); the third waits in the gateway's buffer.
    await vi.waitFor(() => expect(up.heads).toHaveLength(2));
    expect(laneInUse(px.proxy.metrics())).toBe(2);
    // The main pool's only socket is free for everyone else.
    const small = await fetch(`${px.url}/api/v1/ping`, { headers: { 'x-client': 'someone-else' } });
    expect(small.status).toBe(200);
    expect(up.heads).toHaveLength(3);
    for (const s of stalled) {
      s.answer.catch(() => undefined); // the test hangs up on them
      s.req.destroy();
    }
    await vi.waitFor(() => expect(laneInUse(px.proxy.metrics())).toBe(0));
    expect(up.attempts().filter((a) => a.url === '/api/v1/documents')).toEqual([]);
  });

  it('a streamed upload stalled at its deadline gets 408, and its upstream request is aborted', async () => {
    const { up, px } = await rig(echo, { defaultTimeoutMs: 400 });
    const u = upload(px.url, 2 * MiB);
    u.req.write(Buffer.alloc(MiB + 1));
    await vi.waitFor(() => expect(up.heads).toHaveLength(1));
    const res = await u.answer;
    expect(res.status).toBe(408);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'request_timeout', message: 'The request did not arrive within 400 ms.' });
    expect(res.headers.connection).toBe('close');
    await vi.waitFor(() => expect(up.closedSockets.size).toBe(1));
    expect(up.attempts()).toEqual([]); // the platform never got a whole body
    expect(laneInUse(px.proxy.metrics())).toBe(0);
    u.req.destroy();
  });
});

describe.concurrent('attempts in flight toward the platform', () => {
  it('at most maxSockets at once; the others wait their turn and each gets its own body, written on its own attempt', async () => {
    let inFlight = 0;
    let most = 0;
    const { up, px } = await rig(
      (_req, res, s) => {
        most = Math.max(most, ++inFlight);
        setTimeout(() => {
          inFlight--;
          echo(_req, res, s);
        }, 30);
      },
      { maxSockets: 2 },
    );
    const bodies = Array.from({ length: 12 }, (_, i) => randomBytes(2_000 + i * 500));
    const answers = await Promise.all(
      bodies.map((body) => {
        const u = upload(px.url, body.length);
        u.req.end(body);
        return u.answer;
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 200));
    answers.forEach((a, i) => expect(JSON.parse(a.body)).toEqual({ sha256: sha256(bodies[i]!), bytes: bodies[i]!.length }));
    expect(up.attempts()).toHaveLength(12);
    expect(most).toBe(2);
  });

  it('a call still waiting for its turn at its deadline gets 504, and never reaches the platform', async () => {
    const { up, px } = await rig((_req, res, s) => setTimeout(() => echo(_req, res, s), 1_000), {
      maxSockets: 1,
      defaultTimeoutMs: 300,
      timeouts: { '/api/slow': 3_000 },
    });
    const slow = new Promise<number>((resolve, reject) => {
      http.get(`${px.url}/api/slow`, (res) => resolve(res.resume().statusCode ?? 0)).on('error', reject);
    });
    await vi.waitFor(() => expect(up.heads).toEqual(['GET /api/slow']));
    const waiting = upload(px.url, 2);
    waiting.req.end('{}');
    const res = await waiting.answer;
    expect(res.status).toBe(504);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'gateway_timeout' });
    expect(await slow).toBe(200);
    expect(up.heads).toEqual(['GET /api/slow']);
  });
});
