// The /api proxy through the real gateway (createGateway's api step), against a stub platform.
// The proxy README's "Testing the /api proxy" example (gateway/src/proxy/README.md) is this file, condensed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../gateway/src/config.js';
import { createGateway, type Gateway } from '../../gateway/src/createGateway.js';

vi.setConfig({ maxConcurrency: 16 });

describe.concurrent('the /api proxy inside createGateway', () => {
  let platform: http.Server;
  let gateway: Gateway;
  const seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; at: number }> = [];
  const HOST = 'demo.localhost'; // <brand>.<BASE_DOMAIN>; the gateway refuses hosts it does not serve

  beforeAll(async () => {
    // A stub platform: the brand lookup knows demo, /api/busy is always 503, /api/warn/log takes reports,
    // anything else echoes.
    platform = http.createServer((req, res) => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, at: Date.now() });
      req.resume();
      if (req.url === '/api/brand/subdomain/demo')
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"data":{"brand":"demo","brandValueDisplay":"Demo Bank"}}');
      if (req.url === '/api/warn/log') return void res.writeHead(204).end();
      if (req.url === '/api/busy') return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"busy":true}');
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'SESSION=s; Domain=.example.com; Path=/' });
      res.end(JSON.stringify({ url: req.url }));
    });
    await new Promise<void>((r) => platform.listen(0, '127.0.0.1', r));
    const upstreamUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    gateway = createGateway(loadConfig({ UPSTREAM_URL: upstreamUrl, LOG_LEVEL: 'silent', NODE_ENV: 'test' }));
  });

  afterAll(async () => {
    await gateway.close();
    platform.closeAllConnections();
    await new Promise((r) => platform.close(r));
  });

  it('passes an answer through, with the gateway’s request id and the Host’s brand sent upstream', async () => {
    const res = await request(gateway).get('/api/v1/users/accountsummary?page=0').set('Host', HOST).set('X-Portal-Brand', 'pnfp');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: '/api/v1/users/accountsummary?page=0' });
    const id = res.headers['x-request-id'];
    expect(id).toBeTruthy();
    const upstream = seen.find((s) => s.url === '/api/v1/users/accountsummary?page=0')!;
    expect(upstream.headers['x-request-id']).toBe(id);
    // The brand the platform answered for the Host's subdomain, never the browser's say.
    expect(upstream.headers['x-portal-brand']).toBe('demo');
    expect(res.headers['set-cookie']).toEqual(['SESSION=s; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('retries a GET answered 503 twice, 1 s apart, reports each retry, and hands over the last answer', async () => {
    const res = await request(gateway).get('/api/busy').set('Host', HOST);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ busy: true });
    const attempts = seen.filter((s) => s.url === '/api/busy');
    expect(attempts).toHaveLength(3);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(950);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(950);
    expect(seen.filter((s) => s.url === '/api/warn/log')).toHaveLength(2);
    expect(await gateway.metrics()).toContain('portal_api_proxy_retries_total 2\n');
  });

  it('refuses a cross-site POST with 403 JSON before it reaches the platform', async () => {
    const res = await request(gateway).post('/api/v1/payments').set('Host', HOST).set('Origin', 'https://evil.example').send({ amount: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'forbidden', requestId: res.headers['x-request-id'] });
    expect(seen.some((s) => s.url === '/api/v1/payments')).toBe(false);
  });
});
