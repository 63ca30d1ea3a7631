import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessLogger, createLogger } from '../../gateway/src/logging/createLogger.js';
import { maskCardNumbers } from '../../gateway/src/logging/maskCardNumbers.js';
import { startHarness, type Harness } from './helpers/harness.js';

/** A harness whose two loggers write, as main.ts wires them, to one stream the test reads (`lines`). */
function loggedHarness() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      cb();
    },
  });
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness(
      {},
      {
        logger: createLogger({ level: 'debug', destination: sink }),
        accessLogger: createAccessLogger({ level: 'debug', destination: sink }),
      },
    );
  });
  afterAll(async () => h?.close());
  return { lines, harness: () => h! };
}

/** One card number (the demo cardholder's, docs/requirements.md#design-4-demo-data) as people and browsers spell it. */
const SPELLINGS: Array<[string, string]> = [
  ['plain', '4101883086066643'],
  ['spaces', '4101 8830 8606 6643'],
  ['dashes', '4101-8830-8606-6643'],
  ['dots', '4101.8830.8606.6643'],
  ['underscores', '4101_8830_8606_6643'],
  ['plus signs (spaces in a query)', '4101+8830+8606+6643'],
  ['spaced dashes', '4101 - 8830 - 8606 - 6643'],
  ['percent-encoded spaces', '4101%208830%208606%206643'],
  ['percent-encoded dashes', '4101%2D8830%2D8606%2D6643'],
  ['percent-encoded dots, lower case', '4101%2e8830%2e8606%2e6643'],
  ['percent-encoded no-break spaces', '4101%C2%A08830%C2%A08606%C2%A06643'],
  ['percent-encoded digits', '%34%31%30%318830%208606%206643'],
  ['tabs', '4101\t8830\t8606\t6643'],
];
const DIGITS = '4101883086066643';

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
  it.each(SPELLINGS)('%s → masked', (_how, spelt) => {
    expect(maskCardNumbers(`/api/v1/cards/encrypted/${spelt}/transactions`)).toBe('/api/v1/cards/encrypted/[card]/transactions');
    expect(maskCardNumbers(`looked up ${spelt}.`)).toBe('looked up [card].');
  });
  it.each([
    '123456789012',
    'status 200 in 12.5 ms',
    '2026-11-20T22:00:00Z',
    '2026-11-20 22:00:00',
    '12345678901234567890123',
    '/api/v1/accounts/100012345/subaccounts/2000456/profile',
    '/api/v1/users/search?page=0&size=10&companyId=1000123',
  ])('leaves %s alone', (input) => {
    expect(maskCardNumbers(input)).toBe(input);
  });
});

describe('request log lines', () => {
  const { lines, harness } = loggedHarness();
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  it('one line per request with id, method, path without query, status, duration — and no secrets', async () => {
    const res = await request(h.server)
      .get('/dashboard-cardholder/4111111111111111?number=4111%201111%201111%201111&token=SECRETQUERY')
      .set('Host', 'demo.localhost')
      .set('Cookie', 'stub_session=cardholder; other=COOKIESECRET')
      .set('Authorization', 'Bearer AUTHSECRET')
      .set('X-XSRF-TOKEN', 'XSRFSECRET');
    const id = res.headers['x-request-id'] as string;
    const api = await request(h.server)
      .get('/api/echo?card=4111111111111111')
      .set('Host', 'demo.localhost')
      .set('Cookie', 'x=COOKIESECRET');
    const mine = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    const pageLine = mine.find((l) => l.reqId === id);
    expect(pageLine).toMatchObject({ method: 'GET', path: '/dashboard-cardholder/[card]', status: 302 });
    expect(typeof pageLine?.durationMs).toBe('number');
    expect(mine.filter((l) => l.reqId === id)).toHaveLength(1);
    const apiLine = mine.find((l) => l.reqId === api.headers['x-request-id']);
    // The /api line carries the proxy's attempt count and upstream latency.
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
      {
        req: { headers: { cookie: 'a=b', authorization: 'Bearer t', 'x-xsrf-token': 'x' } },
        note: 'card 4000-0000-0000-0002',
        err: new Error('bad 4111111111111111'),
      },
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

describe('every spelling of a card number is masked in every log line', () => {
  const { lines, harness } = loggedHarness();
  let h: Harness;
  beforeAll(() => {
    h = harness();
  });

  /** The digits of the number in any of the log's text, however they were separated. */
  const leaks = (text: string) =>
    text
      .replace(/%3([0-9])/g, '$1')
      .replace(/[^0-9\n]/g, '')
      .includes(DIGITS);

  it.each(SPELLINGS.filter(([how]) => how !== 'tabs'))(
    "%s: in /api paths, page paths, query strings and the proxy's own lines",
    async (_how, spelt) => {
      const before = lines.length;
      const path = spelt.replace(/ /g, '%20');
      await request(h.server)
        .get(`/api/v1/cards/encrypted/${path}/transactions?cardNumber=${path}&${path}=1`)
        .set('Host', 'demo.localhost');
      await request(h.server).get(`/dashboard-cardholder/${path}?q=${path}`).set('Host', 'demo.localhost');
      // A refused call: the proxy logs it itself, query names included.
      await request(h.server)
        .post(`/api/v1/payments/${path}?${path}=x`)
        .set('Host', 'demo.localhost')
        .set('Origin', 'https://evil.example')
        .send({});
      const mine = lines.slice(before);
      expect(mine.length).toBeGreaterThanOrEqual(4);
      expect(mine.some((l) => l.includes('cross-site /api call refused') && l.includes('/api/v1/payments/[card]?[card]='))).toBe(true);
      for (const line of mine) expect(leaks(line), line).toBe(false);
    },
  );

  it('in messages and logged objects', () => {
    const out: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void out.push(line) } });
    for (const [, spelt] of SPELLINGS) logger.info({ note: `card ${spelt}`, url: `/x?card=${spelt}` }, `looked up ${spelt}`);
    expect(out).toHaveLength(SPELLINGS.length);
    for (const line of out) expect(leaks(line), line).toBe(false);
  });
});
