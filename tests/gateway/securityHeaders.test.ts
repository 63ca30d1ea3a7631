import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { answerClientError, serverOptions } from '../../gateway/src/http/serverOptions.js';
import { sandboxGateways } from './helpers/sandboxGateways.js';

/**
 * Headers: HSTS when the browser came over HTTPS (a TLS socket, or a trusted proxy saying so),
 * `nosniff` on every answer, and a locked-down CSP with frame protection on documents served from /api.
 */

const HSTS = 'max-age=31536000; includeSubDomains';
const tls = (name: string) => readFileSync(fileURLToPath(new URL(`./helpers/tls/${name}`, import.meta.url)));

const { gateway, listening } = sandboxGateways();

/** What a browser may ask for, each kind of answer the gateway gives. */
const ANSWERS: Array<[string, string, string]> = [
  ['a page', 'demo.localhost', '/login'],
  ['a redirect', 'demo.localhost', '/'],
  ['an asset', 'demo.localhost', '/assets/public-HASH0001.js'],
  ['a client asset', 'demo.localhost', '/cdn/demo/theme.css'],
  ['the not-found page', 'demo.localhost', '/assets/nothing-here.js'],
  ['a relayed /api answer', 'demo.localhost', '/api/brand/subdomain/demo'],
  ["the platform's /api error", 'demo.localhost', '/api/authentication/check'],
  ["the proxy's own error", 'demo.localhost', '/api/%2e%2e/etc'],
  ["the gateway's /api error", 'nosuchbank.localhost', '/api/authentication/check'],
  ['a refused host', 'evil.example', '/login'],
  ['the health check', 'localhost', '/healthz'],
];

describe('nosniff on every answer', () => {
  it.each(ANSWERS)('%s (%s%s)', async (_what, host, path) => {
    const res = await request(gateway()).get(path).set('Host', host);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain HTTP, no trusted proxy
  });
});

const PERMISSIONS = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

describe('Permissions-Policy on every answer', () => {
  it.each([...ANSWERS, ['a state-changing /api call', 'demo.localhost', 'POST /api/authentication/logout'] as [string, string, string]])(
    '%s (%s%s)',
    async (_what, host, target) => {
      const [method, path] = target.startsWith('POST ') ? ['post', target.slice(5)] : ['get', target];
      const res = await request(gateway())[method as 'get' | 'post'](path!).set('Host', host);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS);
    },
  );

  it('the ops listener (probes, /metrics) and a request Node refused before the pipeline', async () => {
    const g = gateway();
    expect((await request(g.ops).get('/livez')).headers['permissions-policy']).toBe(PERMISSIONS);
    const server = await listening(
      http.createServer(serverOptions({ headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000 }), g),
    );
    server.on('clientError', answerClientError);
    const port = (server.address() as AddressInfo).port;
    const text = await new Promise<string>((resolve, reject) => {
      let got = '';
      const s = net.connect({ host: '127.0.0.1', port }, () =>
        s.write('GET /login HTTP/1.1\r\nHost: demo.localhost\r\nBad Header\r\n\r\n'),
      );
      s.on('data', (d: Buffer) => (got += d.toString('latin1')));
      s.on('close', () => resolve(got));
      s.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain(`Permissions-Policy: ${PERMISSIONS}\r\n`);
  });
});

describe('HSTS', () => {
  it.each(ANSWERS)('behind a trusted proxy saying https: %s', async (_what, host, path) => {
    const res = await request(gateway({ TRUST_PROXY: 'loopback' }))
      .get(path)
      .set('Host', host)
      .set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it('not when the proxy saying so is not trusted', async () => {
    const res = await request(gateway()).get('/login').set('Host', 'demo.localhost').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('served over TLS directly: on pages and on /api', async () => {
    const server = await listening(https.createServer({ key: tls('key.pem'), cert: tls('cert.pem') }, gateway()));
    const port = (server.address() as AddressInfo).port;
    const get = (path: string) =>
      new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        https
          .get(
            { host: '127.0.0.1', port, path, headers: { host: 'demo.localhost' }, ca: tls('cert.pem'), servername: 'localhost' },
            (res) => {
              res.resume();
              resolve(res.headers);
            },
          )
          .on('error', reject);
      });
    expect((await get('/login'))['strict-transport-security']).toBe(HSTS);
    const api = await get('/api/brand/subdomain/demo');
    expect(api['strict-transport-security']).toBe(HSTS);
    expect(api['x-content-type-options']).toBe('nosniff');
  });
});

describe('documents served from /api', () => {
  it('the statement HTML gets a CSP without scripts, frame protection and nosniff; JSON answers are not framed documents', async () => {
    const g = gateway();
    const host = 'demo.localhost';
    const login = await request(g)
      .post('/api/authentication/login')
      .set('Host', host)
      .send({ username: 'cardholder', password: 'Password1!', brand: 'demo' });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const dashboard = await request(g).get('/api/v1/cards/cardholder/dashboard').set('Host', host).set('Cookie', cookie);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers['content-security-policy']).toBeUndefined();
    expect(dashboard.headers['x-content-type-options']).toBe('nosniff');
    const card = dashboard.body.data.accountEntitySummary.cardNumber as string;
    const statements = await request(g)
      .get(`/api/v1/cards/encrypted/${encodeURIComponent(card)}/statements`)
      .set('Host', host)
      .set('Cookie', cookie);
    const token = await request(g).get('/api/user/datatoken').set('Host', host).set('Cookie', cookie);
    const cycle = statements.body.data[0].cycleCode as string;
    const doc = await request(g)
      .get(
        `/api/v1/cards/encrypted/${encodeURIComponent(card)}/statements/${cycle}/document?dataToken=${encodeURIComponent(token.body.data.token)}`,
      )
      .set('Host', host)
      .set('Cookie', cookie);
    expect(doc.status).toBe(200);
    expect(doc.headers['content-type']).toMatch(/^text\/html/);
    expect(doc.text).toContain('Account Statement');
    const csp = doc.headers['content-security-policy'] as string;
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "frame-ancestors 'self'",
        "form-action 'none'",
        "base-uri 'none'",
        'sandbox allow-same-origin allow-modals',
      ]),
    );
    expect(csp).not.toMatch(/script-src|allow-scripts/);
    expect(doc.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
  });
});
