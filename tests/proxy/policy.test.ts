import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { apiCallInfo, type ApiCallInfo } from '../../gateway/src/proxy/apiCall.js';
import { createApiProxy } from '../../gateway/src/proxy/createApiProxy.js';
import { proxyRigs, startProxy, startUpstream } from './harness.js';

vi.setConfig({ maxConcurrency: 64 });

const { rig, cleanups } = proxyRigs();

const ok = (_req: http.IncomingMessage, res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');

const platformCookies = (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.setHeader('set-cookie', [
    'SESSION=s1; Domain=.example.com; Path=/; SameSite=None; Secure',
    'REMEMBER=r1; Path=/; Max-Age=600; SameSite=Strict',
    'PLAIN=p1',
  ]);
  res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
};

describe.concurrent('Set-Cookie from the platform', () => {
  it('over HTTP: host-only, HttpOnly, SameSite kept or Lax (None needs Secure), platform’s Secure kept', async () => {
    const { px } = await rig(platformCookies);
    const res = await request(px.url).post('/api/authentication/login').send({});
    expect(res.headers['set-cookie']).toEqual([
      'SESSION=s1; Path=/; HttpOnly; Secure; SameSite=None',
      'REMEMBER=r1; Path=/; Max-Age=600; HttpOnly; SameSite=Strict',
      'PLAIN=p1; HttpOnly; SameSite=Lax',
    ]);
  });

  it('behind a trusted proxy that says https: Secure on every cookie', async () => {
    const { px } = await rig(platformCookies, { trustProxy: true });
    const res = await request(px.url).get('/api/authentication/check').set('X-Forwarded-Proto', 'https');
    for (const c of res.headers['set-cookie'] as unknown as string[]) {
      expect(c).toMatch(/; HttpOnly; Secure; SameSite=(None|Strict|Lax)$/);
      expect(c).not.toMatch(/domain/i);
    }
  });

  it('X-Forwarded-Proto is ignored unless the proxy is trusted', async () => {
    const { px } = await rig(platformCookies, { trustProxy: (req) => req.socket.remoteAddress === '10.9.9.9' });
    const res = await request(px.url).get('/api/authentication/check').set('X-Forwarded-Proto', 'https');
    expect((res.headers['set-cookie'] as unknown as string[])[2]).toBe('PLAIN=p1; HttpOnly; SameSite=Lax');
  });

  it('over a real TLS connection: Secure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxy-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:P-256',
          '-nodes',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        { stdio: 'ignore' },
      );
    } catch {
      return; // no openssl: the trusted-proxy case above covers the rule
    }
    const up = await startUpstream(platformCookies);
    const proxy = createApiProxy({ upstreamUrl: up.url, logger: pino({ level: 'silent' }) });
    const server = https.createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) =>
      proxy.handle(req, res),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    rmSync(dir, { recursive: true, force: true });
    cleanups.push(
      up.close,
      () => new Promise((r) => server.close(() => r())),
      () => proxy.close(),
    );
    const cookies = await new Promise<string[]>((resolve, reject) => {
      https
        .get(
          { host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/api/x', rejectUnauthorized: false, agent: false },
          (res) => {
            res.resume();
            resolve(res.headers['set-cookie'] ?? []);
          },
        )
        .on('error', reject);
    });
    server.closeAllConnections();
    expect(cookies[2]).toBe('PLAIN=p1; HttpOnly; Secure; SameSite=Lax');
  });
});

describe.concurrent('headers', () => {
  it('request headers reach the platform (anti-forgery header, cookies, request id); hop-by-hop ones do not', async () => {
    const { up, px } = await rig(ok);
    await request(px.url)
      .post('/api/v1/users/programAdmin/register')
      .set('X-XSRF-TOKEN', 'xsrf-123')
      .set('Cookie', 'SESSION=abc; OTHER=1')
      .set('X-Request-Id', 'rid-h')
      .set('Idempotency-Key', 'ik')
      .set('Connection', 'keep-alive, X-Hop')
      .set('X-Hop', 'secret')
      .set('Origin', px.url)
      .send({ a: 1 });
    const h = up.attempts()[0]!.headers;
    expect(h['x-xsrf-token']).toBe('xsrf-123');
    expect(h.cookie).toBe('SESSION=abc; OTHER=1');
    expect(h['x-request-id']).toBe('rid-h');
    expect(h['idempotency-key']).toBe('ik');
    expect(h['content-type']).toBe('application/json');
    expect(h['x-hop']).toBeUndefined();
    expect(h.host).toBe(new URL(up.url).host);
  });

  it('the platform gets the path under its base path with the query as sent, its own Host, no other hop-by-hop field; a bodiless DELETE says Content-Length: 0', async () => {
    const up = await startUpstream(ok);
    const px = await startProxy(`${up.url}/base/`);
    cleanups.push(px.close, up.close);
    await request(px.url)
      .get('/api/v1/users?page=0&size=10&q=a%20b')
      .set('Keep-Alive', 'timeout=5')
      .set('Proxy-Connection', 'keep-alive')
      .set('TE', 'trailers')
      .set('Upgrade', 'h2c')
      .set('X-Kept', 'yes');
    await request(px.url).delete('/api/v1/alerts/7');
    const [get, del] = up.attempts();
    expect(get!.url).toBe('/base/api/v1/users?page=0&size=10&q=a%20b');
    expect(get!.headers.host).toBe(new URL(up.url).host);
    for (const hop of ['keep-alive', 'proxy-connection', 'te', 'upgrade']) expect(get!.headers[hop]).toBeUndefined();
    expect(get!.headers['x-kept']).toBe('yes');
    expect(del!.method).toBe('DELETE');
    expect(del!.url).toBe('/base/api/v1/alerts/7');
    expect(del!.headers['content-length']).toBe('0');
  });

  it('response headers reach the browser (several Set-Cookie, Cache-Control, custom), hop-by-hop ones do not', async () => {
    const { px } = await rig((_req, res) => {
      res.writeHead(
        200,
        [
          ['Content-Type', 'application/json'],
          ['Cache-Control', 'no-store'],
          ['X-Platform-Trace', 't-1'],
          ['Set-Cookie', 'A=1'],
          ['Set-Cookie', 'B=2'],
          ['Keep-Alive', 'timeout=5'],
          ['Connection', 'keep-alive, X-Upstream-Hop'],
          ['X-Upstream-Hop', 'x'],
        ].flat(),
      );
      res.end('{"ok":true}');
    });
    const res = await request(px.url).get('/api/v1/x');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-platform-trace']).toBe('t-1');
    expect(res.headers['set-cookie']).toEqual(['A=1; HttpOnly; SameSite=Lax', 'B=2; HttpOnly; SameSite=Lax']);
    expect(res.headers['x-upstream-hop']).toBeUndefined();
    expect(res.body).toEqual({ ok: true });
  });

  it('a request id from the gateway is kept; without one the proxy makes one and says it', async () => {
    const { up, px } = await rig(ok);
    const res = await request(px.url).get('/api/v1/x');
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^px/);
    expect(up.attempts()[0]!.headers['x-request-id']).toBe(id);
  });
});

describe.concurrent('forgery', () => {
  const refused = { error: 'forbidden', message: 'Cross-site requests are not accepted.' };

  it('POST with Sec-Fetch-Site: cross-site → 403 JSON before reaching the platform', async () => {
    const { up, px } = await rig(ok);
    const res = await request(px.url).post('/api/v1/payments').set('Sec-Fetch-Site', 'cross-site').set('X-Request-Id', 'r1').send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ ...refused, requestId: 'r1' });
    expect(up.seen).toHaveLength(0);
  });

  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    it(`${method.toUpperCase()} with a foreign Origin → 403`, async () => {
      const { up, px } = await rig(ok);
      const res = await request(px.url)[method]('/api/v1/users/1').set('Origin', 'https://evil.example').send({});
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('forbidden');
      expect(up.seen).toHaveLength(0);
    });
  }

  it('another brand’s subdomain is a foreign origin; Origin: null too', async () => {
    const { up, px } = await rig(ok);
    const other = await request(px.url).post('/api/x').set('Host', 'acme.example.com').set('Origin', 'https://other.example.com').send({});
    const nul = await request(px.url).post('/api/x').set('Origin', 'null').send({});
    expect([other.status, nul.status]).toEqual([403, 403]);
    expect(up.seen).toHaveLength(0);
  });

  it('same-origin state-changing calls pass, and so do safe calls from anywhere', async () => {
    const { up, px } = await rig(ok);
    const same = await request(px.url).post('/api/x').set('Origin', px.url).set('Sec-Fetch-Site', 'same-origin').send({});
    const defaultPort = await request(px.url)
      .post('/api/x')
      .set('Host', 'acme.example.com')
      .set('Origin', 'https://acme.example.com')
      .send({});
    const noOrigin = await request(px.url).post('/api/x').send({});
    const safe = await request(px.url).get('/api/x').set('Sec-Fetch-Site', 'cross-site').set('Origin', 'https://evil.example');
    expect([same.status, defaultPort.status, noOrigin.status, safe.status]).toEqual([200, 200, 200, 200]);
    expect(up.attempts()).toHaveLength(4);
  });

  it('X-Forwarded-Host is the host to compare with only behind a trusted proxy', async () => {
    const trusted = await rig(ok, { trustProxy: true });
    const untrusted = await rig(ok);
    const call = (url: string) =>
      request(url).post('/api/x').set('X-Forwarded-Host', 'acme.example.com').set('Origin', 'https://acme.example.com').send({});
    expect((await call(trusted.px.url)).status).toBe(200);
    expect((await call(untrusted.px.url)).status).toBe(403);
  });
});

describe.concurrent('errors', () => {
  it('platform error answers pass through unchanged (status, headers, body)', async () => {
    const fault = { CSSFAULT: { code: 'E42', text: 'no such account' } };
    const { px } = await rig((_req, res) =>
      res.writeHead(409, { 'content-type': 'application/json', 'x-fault': '1' }).end(JSON.stringify(fault)),
    );
    const res = await request(px.url).post('/api/v1/alerts/bulk').send([]);
    expect(res.status).toBe(409);
    expect(res.headers['x-fault']).toBe('1');
    expect(res.body).toEqual(fault);
  });

  it('dot-segments and paths outside /api/ get 400 JSON and never reach the platform', async () => {
    const { up, px } = await rig(ok);
    const send = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        // raw request line: clients (and supertest) would resolve the dot-segments themselves
        http
          .request(`${px.url}/`, { path }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject)
          .end();
      });
    for (const path of ['/api/../admin', '/api/%2e%2e/admin', '/api/a/..%2f..%2fadmin', '/api/x/..', '/apix', '/admin']) {
      const res = await send(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body).error).toBe('bad_request');
    }
    expect((await send('/api/.well-known/v1.2/x')).status).toBe(200);
    expect(up.attempts().map((a) => a.url)).toEqual(['/api/.well-known/v1.2/x']);
  });

  it('a card number in `cardNumber` gets 400 JSON saying why and never reaches the platform; an encrypted reference passes', async () => {
    const { up, px } = await rig(ok);
    for (const value of ['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', '5500%2000%2000%2000%2004', '411111111111']) {
      const res = await request(px.url).get(`/api/v1/cards/cardholder/dashboard?page=1&cardNumber=${value.replace(/ /g, '+')}`);
      expect(res.status, value).toBe(400);
      expect(res.body.error).toBe('bad_request');
      expect(res.body.message).toMatch(/looks like a card number/);
      expect(JSON.stringify(res.body)).not.toMatch(/4111|5500/);
    }
    expect(up.heads).toEqual([]);
    const ref = 'eNcRyPtEd-ref_12345678901234567890';
    expect((await request(px.url).get(`/api/v1/cards/cardholder/dashboard?cardNumber=${ref}`)).status).toBe(200);
    expect(up.attempts().map((a) => a.url)).toEqual([`/api/v1/cards/cardholder/dashboard?cardNumber=${ref}`]);
  });

  it('CONNECT gets 405 (Node hands CONNECT to a "connect" listener, so this drives handle() directly)', async () => {
    const proxy = createApiProxy({ upstreamUrl: 'http://127.0.0.1:9', logger: pino({ level: 'silent' }) });
    cleanups.push(() => proxy.close());
    const sent: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
    const req = { method: 'CONNECT', url: '/api/x', headers: { 'x-request-id': 'rid-c' }, socket: {} } as unknown as http.IncomingMessage;
    const res = {
      headersSent: false,
      destroyed: false,
      socket: req.socket, // the connection's first request: its answer has the connection at once
      on: () => res,
      setHeader: () => undefined,
      writeHead(status: number, headers: Record<string, unknown>) {
        sent.status = status;
        sent.headers = headers;
      },
      end(body: string) {
        sent.body = body;
      },
    } as unknown as http.ServerResponse;
    proxy.handle(req, res);
    expect(sent.status).toBe(405);
    expect(JSON.parse(sent.body!)).toEqual({
      error: 'method_not_allowed',
      message: 'CONNECT is not used by the portal.',
      requestId: 'rid-c',
    });
  });
});

describe.concurrent('observability', () => {
  it('one log line per call with latency and attempts, no query values, no cookies, no card numbers', async () => {
    const { px } = await rig(ok);
    await request(px.url)
      .get('/api/v1/cards/4111111111111111/transactions?number=4111-1111-1111-1111&from=01/01/2026')
      .set('Cookie', 'SESSION=very-secret')
      .set('X-XSRF-TOKEN', 'xsrf-secret')
      .set('X-Request-Id', 'rid-log');
    await new Promise((r) => setTimeout(r, 20));
    const lines = px.logs.filter((l) => l.msg === 'api');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      requestId: 'rid-log',
      method: 'GET',
      path: '/api/v1/cards/[card]/transactions?number=&from=',
      status: 200,
      attempts: 1,
    });
    expect(typeof lines[0]!.upstreamMs).toBe('number');
    expect(typeof lines[0]!.ms).toBe('number');
    const all = JSON.stringify(px.logs);
    expect(all).not.toContain('4111');
    expect(all).not.toContain('very-secret');
    expect(all).not.toContain('xsrf-secret');
  });

  it('metrics() counts requests, retries, time-outs, upstream errors and status classes in Prometheus text', async () => {
    let n = 0;
    const { px } = await rig(
      (req, res) => {
        if (req.url === '/api/hang') return;
        if (req.url === '/api/flaky' && ++n === 1) return void req.socket.destroy();
        res.writeHead(req.url === '/api/missing' ? 404 : 200).end();
      },
      { timeouts: { '/api/hang': 300 } },
    );
    await Promise.all([
      request(px.url).get('/api/ok'),
      request(px.url).get('/api/missing'),
      request(px.url).get('/api/hang'),
      request(px.url).get('/api/flaky'),
      request(px.url).post('/api/x').set('Origin', 'https://evil.example').send({}),
    ]);
    const text = px.proxy.metrics();
    const p = 'portal_api_proxy';
    expect(text).toContain(`${p}_requests_total 5\n`);
    expect(text).toContain(`${p}_retries_total 1\n`);
    expect(text).toContain(`${p}_timeouts_total 1\n`);
    expect(text).toContain(`${p}_upstream_errors_total 1\n`);
    expect(text).toContain(`${p}_responses_total{class="2xx"} 2\n`);
    expect(text).toContain(`${p}_responses_total{class="4xx"} 2\n`);
    expect(text).toContain(`${p}_responses_total{class="5xx"} 1\n`);
    expect(text).toContain(`${p}_rejected_total{reason="forgery"} 1\n`);
    expect(text).toContain(`${p}_in_flight 0\n`);
    for (const line of text.trimEnd().split('\n')) {
      expect(line).toMatch(/^(# (HELP|TYPE) \w+ .+|\w+(\{\w+="[^"]*"\})? \d+)$/);
    }
  });

  it('apiCallInfo(res) gives a gateway’s own access line the attempts, upstream latency and deadline', async () => {
    let n = 0;
    const up = await startUpstream((_req, res) => (++n === 1 ? res.writeHead(503).end() : res.writeHead(200).end('ok')));
    const proxy = createApiProxy({ upstreamUrl: up.url, logger: pino({ level: 'silent' }), timeouts: { '/api/info': 9_000 } });
    const infos: Array<ApiCallInfo | undefined> = [];
    const server = http.createServer((req, res) => {
      res.once('close', () => infos.push(apiCallInfo(res))); // registered before handle(), as the gateway does
      proxy.handle(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(
      up.close,
      () => new Promise((r) => server.close(() => r())),
      () => proxy.close(),
    );
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await request(url).get('/api/info');
    await request(url).post('/api/info').set('Origin', 'https://evil.example').send({});
    server.closeAllConnections();
    expect(infos).toHaveLength(2);
    expect(infos[0]).toMatchObject({ attempts: 2, timedOut: false, timeoutMs: 9_000 });
    expect(infos[0]!.upstreamMs).toBeGreaterThanOrEqual(0);
    expect(infos[1]).toEqual({ attempts: 0, upstreamMs: null, timedOut: false, timeoutMs: 9_000 });
  });
});
