import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { proxyRigs, sha256 } from './harness.js';

vi.setConfig({ maxConcurrency: 64 });

const { rig } = proxyRigs();

const echoHash = (_req: http.IncomingMessage, res: http.ServerResponse, s: { sha256: string; body: Buffer }) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ sha256: s.sha256, bytes: s.body.length }));
};

/** Raw client call, for what supertest hides (chunked uploads, socket reuse, early answers). */
function raw(
  url: string,
  opts: http.RequestOptions & { body?: Buffer | Buffer[]; holdOpen?: boolean },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, opts, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), reusedSocket: req.reusedSocket }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    const parts = opts.body === undefined ? [] : Array.isArray(opts.body) ? opts.body : [opts.body];
    for (const p of parts) req.write(p);
    if (!opts.holdOpen) req.end();
    else req.flushHeaders();
  });
}

/** Two GETs from a browser-like client with one keep-alive connection (the second may reuse it). */
async function twoOnOneConnection(url: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await raw(`${url}/api/a`, { method: 'GET', agent });
  const second = await raw(`${url}/api/b`, { method: 'GET', agent });
  agent.destroy();
  return [first, second] as const;
}

describe.concurrent('bodies stream through byte for byte', () => {
  it('a 5 MiB upload arrives intact (sha-256), and is not retried', async () => {
    const { up, px } = await rig(echoHash);
    const body = randomBytes(5 * 1024 * 1024);
    const res = await request(px.url).post('/api/v1/documents').set('content-type', 'application/octet-stream').send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sha256: sha256(body), bytes: body.length });
    expect(up.attempts()).toHaveLength(1);
  });

  it('a 5 MiB upload answered 503 with an Idempotency-Key is not retried (too large to replay)', async () => {
    const { up, px } = await rig((_req, res) => res.writeHead(503).end('busy'));
    const body = randomBytes(5 * 1024 * 1024);
    const res = await request(px.url).put('/api/v1/documents/1').set('Idempotency-Key', 'k').send(body);
    expect(res.status).toBe(503);
    expect(up.attempts()).toHaveLength(1);
    expect(up.attempts()[0]!.sha256).toBe(sha256(body));
  });

  it('a chunked upload (no Content-Length) arrives intact', async () => {
    const { up, px } = await rig(echoHash);
    const parts = Array.from({ length: 40 }, () => randomBytes(64 * 1024 + 7));
    const res = await raw(`${px.url}/api/v1/documents`, { method: 'POST', body: parts, headers: { 'transfer-encoding': 'chunked' } });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ sha256: sha256(Buffer.concat(parts)), bytes: 40 * (64 * 1024 + 7) });
    expect(up.attempts()[0]!.headers['transfer-encoding']).toBe('chunked');
  });

  it('a small chunked body is replayed intact on retry (with an Idempotency-Key)', async () => {
    const { up, px } = await rig((_req, res, _s, n) => (n < 3 ? res.writeHead(503).end() : res.writeHead(201).end('made')));
    const parts = [Buffer.from('{"a":'), Buffer.from('"b"}')];
    const res = await raw(`${px.url}/api/v1/things`, {
      method: 'POST',
      body: parts,
      headers: { 'transfer-encoding': 'chunked', 'idempotency-key': 'k', 'content-type': 'application/json' },
    });
    expect(res.status).toBe(201);
    expect(up.attempts().map((a) => a.body.toString())).toEqual(['{"a":"b"}', '{"a":"b"}', '{"a":"b"}']);
  });

  it('big retriable answers are dropped between attempts; the last one arrives intact', async () => {
    const bodies = [randomBytes(200 * 1024), randomBytes(200 * 1024), randomBytes(200 * 1024)];
    const { up, px } = await rig((_req, res, _s, n) =>
      res.writeHead(503, { 'content-type': 'application/octet-stream' }).end(bodies[n - 1]),
    );
    const res = await raw(`${px.url}/api/v1/big-busy`, { method: 'GET' });
    expect(res.status).toBe(503);
    expect(up.attempts()).toHaveLength(3);
    expect(sha256(res.body)).toBe(sha256(bodies[2]!));
  });

  it('a 5 MiB download arrives intact', async () => {
    const blob = randomBytes(5 * 1024 * 1024);
    const { px } = await rig((_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(blob));
    const res = await raw(`${px.url}/api/v1/statements/1`, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(sha256(res.body)).toBe(sha256(blob));
  });
});

describe.concurrent('a platform that dies mid-answer', () => {
  it('cuts the browser’s response at once (no hang until the deadline) and counts an upstream error', async () => {
    const { px } = await rig((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '100000' });
      res.write(Buffer.alloc(1000));
      setTimeout(() => res.socket?.destroy(), 50);
    });
    const started = Date.now();
    const outcome = await raw(`${px.url}/api/v1/statements/1`, { method: 'GET' }).then(
      (r) => `answered ${r.status} with ${r.body.length} bytes`,
      (e: Error) => `failed: ${e.message}`,
    );
    expect(outcome).toMatch(/^failed/);
    expect(Date.now() - started).toBeLessThan(10_000); // not the 30 s deadline
    await new Promise((r) => setTimeout(r, 50));
    expect(px.proxy.metrics()).toMatch(/portal_api_proxy_upstream_errors_total 1\n/);
    expect(px.proxy.metrics()).toMatch(/portal_api_proxy_in_flight 0\n/);
  });
});

describe.concurrent('a client that pipelines requests and goes', () => {
  it('every call is settled when its connection closes, those whose answers were still waiting their turn too', async () => {
    const big = Buffer.alloc(1024 * 1024, 0x61);
    const { px } = await rig((_req, res) => res.writeHead(200, { 'content-length': String(big.length) }).end(big));
    const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(px.url).port) }, () => {
      socket.pause(); // reads nothing: the answers queue up behind the first
      socket.write(Array.from({ length: 8 }, () => 'GET /api/v1/big HTTP/1.1\r\nHost: x\r\n\r\n').join(''));
    });
    await vi.waitFor(() => expect(px.proxy.metrics()).toMatch(/portal_api_proxy_requests_total 8\n/), { timeout: 5_000, interval: 20 });
    socket.destroy();
    await vi.waitFor(() => expect(px.proxy.metrics()).toMatch(/portal_api_proxy_in_flight 0\n/), { timeout: 5_000, interval: 20 });
  });
});

describe.concurrent('413 and 405', () => {
  it('a declared body over maxBodyBytes gets 413 JSON and never reaches the platform', async () => {
    const { up, px } = await rig(echoHash, { maxBodyBytes: 1024 * 1024 });
    const res = await raw(`${px.url}/api/v1/documents`, {
      method: 'POST',
      headers: { 'content-length': String(1024 * 1024 + 1), 'x-request-id': 'rid-413' },
      holdOpen: true, // the answer comes before any body is sent
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString())).toEqual({
      error: 'payload_too_large',
      message: 'Request bodies are limited to 1 MB (1048576 bytes): send a smaller file.',
      requestId: 'rid-413',
    });
    expect(up.seen).toHaveLength(0);
  });

  it('a chunked body that grows past maxBodyBytes gets 413 and the upstream request is aborted', async () => {
    const { up, px } = await rig(echoHash, { maxBodyBytes: 256 * 1024 });
    const res = await raw(`${px.url}/api/v1/documents`, {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked' },
      body: Array.from({ length: 6 }, () => randomBytes(64 * 1024)),
      holdOpen: true,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).error).toBe('payload_too_large');
    await new Promise((r) => setTimeout(r, 100));
    expect(up.seen).toHaveLength(0); // the platform never got a complete request
    expect(px.proxy.metrics()).toMatch(/portal_api_proxy_rejected_total\{reason="too_large"\} 1\n/);
  });

  it('the 10 MiB default lets 10 MiB through and refuses one byte more', async () => {
    const { up, px } = await rig(echoHash);
    const exact = await raw(`${px.url}/api/v1/big`, { method: 'POST', body: Buffer.alloc(10 * 1024 * 1024, 1) });
    expect(exact.status).toBe(200);
    const over = await raw(`${px.url}/api/v1/big`, {
      method: 'POST',
      headers: { 'content-length': String(10 * 1024 * 1024 + 1) },
      holdOpen: true,
    });
    expect(over.status).toBe(413);
    expect(up.attempts()).toHaveLength(1);
  });

  it.each([
    ['declared', 'Content-Length: 25165824'],
    ['chunked', 'Transfer-Encoding: chunked'],
  ])(
    'a %s 24 MB body sent in full before reading (as most simple clients do) gets a 413 it can read, then the close',
    async (kind, header) => {
      const { up, px } = await rig(echoHash);
      const mb = Buffer.alloc(1024 * 1024, 0x7b);
      const chunks = Array.from({ length: 24 }, () =>
        kind === 'chunked' ? Buffer.concat([Buffer.from('100000\r\n'), mb, Buffer.from('\r\n')]) : mb,
      );
      if (kind === 'chunked') chunks.push(Buffer.from('0\r\n\r\n'));
      const { port } = new URL(px.url);
      const outcome = await new Promise<{ received: string; error: string | undefined }>((resolve) => {
        let received = '';
        let error: string | undefined;
        const socket = net.connect({ host: '127.0.0.1', port: Number(port) }, async () => {
          socket.pause(); // nothing is read until the whole request is written
          socket.write(`POST /api/v1/documents HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${header}\r\n\r\n`);
          for (const c of chunks) {
            if (socket.destroyed) break;
            if (!socket.write(c)) await new Promise((r) => socket.once('drain', r).once('close', r));
          }
          socket.resume();
        });
        socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
        socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code));
        socket.on('close', () => resolve({ received, error }));
      });
      expect(outcome.error).toBeUndefined();
      expect(outcome.received).toMatch(/^HTTP\/1\.1 413 /);
      expect(outcome.received).toMatch(/\r\nconnection: close\r\n/i);
      expect(outcome.received).toContain('"error":"payload_too_large"');
      expect(up.seen).toHaveLength(0);
    },
  );

  it('TRACE gets 405 JSON with Allow, and never reaches the platform', async () => {
    const { up, px } = await rig(echoHash);
    const res = await raw(`${px.url}/api/anything`, { method: 'TRACE', headers: { 'x-request-id': 'rid-405' } });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE');
    expect(JSON.parse(res.body.toString())).toEqual({
      error: 'method_not_allowed',
      message: 'TRACE is not used by the portal.',
      requestId: 'rid-405',
    });
    expect(up.seen).toHaveLength(0);
  });
});

describe.concurrent('connections', () => {
  it('200 concurrent requests are all answered, each with its own answer', async () => {
    const { px } = await rig((req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ url: req.url }));
      }, Math.random() * 30);
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => raw(`${px.url}/api/v1/items/${i}?q=${i}`, { method: 'GET', agent })),
    );
    agent.destroy();
    expect(results.every((r) => r.status === 200)).toBe(true);
    results.forEach((r, i) => expect(JSON.parse(r.body.toString())).toEqual({ url: `/api/v1/items/${i}?q=${i}` }));
    expect(px.proxy.metrics()).toMatch(/portal_api_proxy_requests_total 200\n/);
    expect(px.proxy.metrics()).toMatch(/portal_api_proxy_in_flight 0\n/);
  });

  it('keeps the browser connection and the platform connection alive, even when the platform says close', async () => {
    const { up, px } = await rig((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hi'));
    const [first, second] = await twoOnOneConnection(px.url);
    expect(first.headers.connection).toBe('keep-alive');
    expect(second.reusedSocket).toBe(true);
    const [a, b] = up.attempts();
    expect(a!.remotePort).toBe(b!.remotePort); // one upstream socket, reused
  });

  it('a platform answer with Connection: close does not close the browser connection', async () => {
    const { px } = await rig((_req, res) => res.writeHead(200, { connection: 'close', 'content-type': 'text/plain' }).end('bye'));
    const [first, second] = await twoOnOneConnection(px.url);
    expect(first.headers.connection).toBe('keep-alive');
    expect(second.reusedSocket).toBe(true);
    expect(second.body.toString()).toBe('bye');
  });
});
