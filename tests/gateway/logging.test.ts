import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessLogger, createLogger } from '../../gateway/src/logging/createLogger.js';
import { maskCardNumbers } from '../../gateway/src/logging/maskCardNumbers.js';
import { startHarness, type Harness } from './helpers/harness.js';

describe('maskCardNumbers', () => {
  it.each([
    ['4111111111111111', '[card]'],
    ['card 4111 1111 1111 1111 ok', 'card [card] ok'],
    ['x=4111-1111-1111-1111&y', 'x=[card]&y'],
    ['5500000000000004123', '[card]'],
    ['/v1/cards/371449635398431/x', '/v1/cards/[card]/x'],
  ])('%s', (input, output) => {
    expect(maskCardNumbers(input)).toBe(output);
  });
  it.each(['123456789012', 'status 200 in 12.5 ms', '2026-11-20T22:00:00Z', '12345678901234567890123'])('leaves %s alone', (input) => {
    expect(maskCardNumbers(input)).toBe(input);
  });
});

describe('request log lines', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      cb();
    },
  });
  let h: Harness;
  beforeAll(async () => {
    // As main.ts wires it: the full logger and the lean access logger on one stream.
    h = await startHarness(
      {},
      { logger: createLogger({ level: 'debug', destination: sink }), accessLogger: createAccessLogger({ level: 'debug', destination: sink }) },
    );
  });
  afterAll(async () => h.close());

  it('one line per request with id, method, path without query, status, duration — and no secrets', async () => {
    const res = await request(h.server)
      .get('/dashboard-cardholder/4111111111111111?cardNumber=4111%201111%201111%201111&token=SECRETQUERY')
      .set('Host', 'demo.localhost')
      .set('Cookie', 'stub_session=cardholder; other=COOKIESECRET')
      .set('Authorization', 'Bearer AUTHSECRET')
      .set('X-XSRF-TOKEN', 'XSRFSECRET');
    const id = res.headers['x-request-id'] as string;
    const api = await request(h.server).get('/api/echo?card=4111111111111111').set('Host', 'demo.localhost').set('Cookie', 'x=COOKIESECRET');
    const mine = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    const pageLine = mine.find((l) => l.reqId === id);
    expect(pageLine).toMatchObject({ method: 'GET', path: '/dashboard-cardholder/[card]', status: 302 });
    expect(typeof pageLine?.durationMs).toBe('number');
    expect(mine.filter((l) => l.reqId === id)).toHaveLength(1);
    const apiLine = mine.find((l) => l.reqId === api.headers['x-request-id']);
    // Issue 3: the /api line carries the proxy's attempt count and upstream latency.
    expect(apiLine).toMatchObject({ path: '/api/echo', status: 200, attempts: 1, timedOut: false });
    expect(typeof apiLine?.upstreamMs).toBe('number');
    const all = lines.join('\n');
    for (const secret of ['4111111111111111', '4111 1111', 'SECRETQUERY', 'COOKIESECRET', 'AUTHSECRET', 'XSRFSECRET', 'stub_session']) {
      expect(all).not.toContain(secret);
    }
  });

  it('redacts headers and masks card numbers when objects are logged', () => {
    const out: string[] = [];
    const logger = createLogger({
      level: 'info',
      destination: { write: (s: string) => void out.push(s) },
    });
    logger.info(
      { req: { headers: { cookie: 'a=b', authorization: 'Bearer t', 'x-xsrf-token': 'x' } }, note: 'card 4000-0000-0000-0002', err: new Error('bad 4111111111111111') },
      'looked up 5555555555554444',
    );
    const text = out.join('');
    expect(text).not.toContain('a=b');
    expect(text).not.toContain('Bearer t');
    expect(text).not.toContain('4000-0000');
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('5555555555554444');
    expect(text).toContain('[redacted]');
    expect(text).toContain('[card]');
  });
});
