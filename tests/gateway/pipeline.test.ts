import http, { type IncomingMessage } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers/harness.js';

/**
 * The gateway is one ordered list of named steps (gateway/src/pipeline.ts): each kind of request passes exactly the
 * steps meant for it, in that order, and no others — there is no way around the list.
 */
const passed = new Map<IncomingMessage, string[]>();
/** Each step's request as it got it: whether its prototype was still Node's own. */
const nodePrototypes: boolean[] = [];
let h: Harness;
beforeAll(async () => {
  h = await startHarness(
    { METRICS_TOKEN: 'a-long-enough-metrics-token' },
    {
      observeSteps: (step, req) => {
        passed.set(req, [...(passed.get(req) ?? []), step]);
        nodePrototypes.push(
          Object.getPrototypeOf(req) === http.IncomingMessage.prototype &&
            Object.getPrototypeOf((req as IncomingMessage & { res?: http.ServerResponse }).res) === http.ServerResponse.prototype,
        );
      },
    },
  );
});
afterAll(async () => h.close());

/** The steps the request answered with `requestId` passed. */
const stepsOf = (requestId: string): string[] => {
  for (const [req, steps] of passed) if (req.headers['x-request-id'] === requestId) return steps;
  throw new Error(`no request ${requestId} was seen`);
};

const DEMO = 'demo.localhost';

describe('the pipeline: every request passes its own steps, in the one order', () => {
  const cases: Array<[what: string, send: () => request.Test, status: number, steps: string[]]> = [
    ['a page', () => request(h.server).get('/login').set('Host', DEMO), 200, ['context', 'securityHeaders', 'host', 'cookies', 'pages']],
    [
      'a guarded page (redirected)',
      () => request(h.server).get('/dashboard-cardholder').set('Host', DEMO),
      302,
      ['context', 'securityHeaders', 'host', 'cookies', 'pages'],
    ],
    [
      'an unknown path (redirected to the login)',
      () => request(h.server).get('/no/such/page').set('Host', DEMO),
      302,
      ['context', 'securityHeaders', 'host', 'cookies', 'pages'],
    ],
    [
      'an unknown path with another method',
      () => request(h.server).delete('/no/such/page').set('Host', DEMO),
      404,
      ['context', 'securityHeaders', 'host', 'cookies', 'notFound'],
    ],
    [
      'an asset',
      () => request(h.server).get('/assets/public-HASH0001.js').set('Host', DEMO),
      200,
      ['context', 'securityHeaders', 'host', 'assets'],
    ],
    [
      'a missing asset',
      () => request(h.server).get('/assets/nothing-here.js').set('Host', DEMO),
      404,
      ['context', 'securityHeaders', 'host', 'assets'],
    ],
    [
      'a client asset',
      () => request(h.server).get('/cdn/demo/logo.svg').set('Host', DEMO),
      200,
      ['context', 'securityHeaders', 'host', 'cdn'],
    ],
    ['an /api call', () => request(h.server).get('/api/brand/subdomain/demo').set('Host', DEMO), 200, ['context', 'host', 'api']],
    [
      'an /api call for an unknown bank',
      () => request(h.server).get('/api/brand/subdomain/demo').set('Host', 'nosuchbank.localhost'),
      404,
      ['context', 'host', 'api'],
    ],
    ['a refused host', () => request(h.server).get('/login').set('Host', 'evil.example'), 400, ['context', 'securityHeaders', 'host']],
    [
      'a refused host on /api',
      () => request(h.server).get('/api/brand/subdomain/demo').set('Host', 'evil.example'),
      400,
      ['context', 'host'],
    ],
    ['/metrics without the token', () => request(h.server).get('/metrics'), 404, ['context', 'securityHeaders', 'host', 'metrics']],
    [
      '/metrics with the token',
      () => request(h.server).get('/metrics').set('Authorization', 'Bearer a-long-enough-metrics-token'),
      200,
      ['context', 'securityHeaders', 'host', 'metrics'],
    ],
    ['a probe, on any Host', () => request(h.server).get('/livez').set('Host', 'evil.example'), 200, ['context', 'probes']],
  ];

  it.each(cases)('%s', async (_what, send, status, steps) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(stepsOf(res.headers['x-request-id'] as string)).toEqual(steps);
  });

  it('every step gets the request and response with the prototypes Node made them with (Express changes none, which keeps them fast)', () => {
    expect(nodePrototypes.length).toBeGreaterThan(cases.length);
    expect(nodePrototypes.every(Boolean)).toBe(true);
  });

  it('every refusal comes from the one error responder: JSON for /api and JSON callers, a page otherwise, each with its request id', async () => {
    const api = await request(h.server).get('/api/x').set('Host', 'evil.example');
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.body).toEqual({ error: 'bad_host', message: 'This host name is not served here.', requestId: api.headers['x-request-id'] });
    const page = await request(h.server).get('/assets/nothing-here.js').set('Host', DEMO);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(page.headers['x-request-id'] as string);
    const proxy = await request(h.server).post('/api/v1/payments').set('Host', DEMO).set('Origin', 'https://evil.example').send({});
    expect(proxy.status).toBe(403);
    expect(proxy.body).toEqual({
      error: 'forbidden',
      message: 'Cross-site requests are not accepted.',
      requestId: proxy.headers['x-request-id'],
    });
    const probe = await request(h.server).post('/livez').set('Host', 'evil.example');
    expect(probe.status).toBe(405);
    expect(probe.headers.allow).toBe('GET, HEAD');
    expect(probe.body).toEqual({
      error: 'method_not_allowed',
      message: 'Only GET and HEAD are allowed here.',
      requestId: probe.headers['x-request-id'],
    });
    for (const res of [api, page, proxy, probe]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
