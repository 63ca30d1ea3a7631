import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { proxyRigs, sleep } from './harness.js';

vi.setConfig({ maxConcurrency: 64 });

const { rig } = proxyRigs();

const hang = () => undefined;

async function timed<T>(p: PromiseLike<T>): Promise<[T, number]> {
  const t = Date.now();
  const r = await p;
  return [r, Date.now() - t];
}

describe.concurrent('time-outs', () => {
  it('a hanging platform gets 504 JSON at the default time-out, and the upstream socket is closed', async () => {
    const { up, px } = await rig(hang, { defaultTimeoutMs: 500 });
    const [res, ms] = await timed(request(px.url).get('/api/v1/hang?x=1').set('X-Request-Id', 'rid-504'));
    expect(res.status).toBe(504);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      error: 'gateway_timeout',
      message: 'The card platform did not answer within 500 ms.',
      requestId: 'rid-504',
    });
    expect(ms).toBeGreaterThanOrEqual(480);
    expect(ms).toBeLessThan(5_000);
    // the upstream request was aborted: its socket closes on the platform's side
    await sleep(100);
    expect(up.attempts()).toHaveLength(1);
    expect(up.closedSockets.has(up.attempts()[0]!.remotePort)).toBe(true);
    expect(px.proxy.metrics()).toMatch(/portal_api_proxy_timeouts_total 1\n/);
  });

  it('a map entry shorter than the default applies; the longest matching fragment wins', async () => {
    const { px } = await rig(hang, {
      defaultTimeoutMs: 10_000,
      timeouts: { '/api/v1/statements': 8_000, '/api/v1/statements/download': 300 },
    });
    const [res, ms] = await timed(request(px.url).get('/api/v1/statements/download/7?format=pdf'));
    expect(res.status).toBe(504);
    expect(res.body.message).toBe('The card platform did not answer within 300 ms.');
    expect(ms).toBeGreaterThanOrEqual(280);
    expect(ms).toBeLessThan(5_000);
  });

  it('the map is learned from a login answer as it passes through, unchanged, to the browser', async () => {
    const login = { success: true, needs2fa: false, userCookie: null, userData: null, logHash: null, timeouts: { '/api/slow': 250 } };
    const { px } = await rig(
      (req, res) => {
        if (req.url === '/api/authentication/login') {
          res.writeHead(200, { 'content-type': 'application/json' });
          // streamed in pieces, to prove the sniffing does not need one chunk
          const text = JSON.stringify(login);
          res.write(text.slice(0, 10));
          setTimeout(() => res.end(text.slice(10)), 20);
        }
        // anything else hangs
      },
      { defaultTimeoutMs: 10_000 },
    );
    const answer = await request(px.url).post('/api/authentication/login').send({ username: 'u', password: 'p', brand: 'b' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(login);
    const [res, ms] = await timed(request(px.url).get('/api/slow/thing'));
    expect(res.status).toBe(504);
    expect(res.body.message).toBe('The card platform did not answer within 250 ms.');
    expect(ms).toBeLessThan(5_000);
    expect(px.proxy.metrics()).toMatch(/portal_api_proxy_timeout_map_updates_total 1\n/);
  });

  it('the map is learned from a gzip-encoded check answer too, and replaces the previous one', async () => {
    const check = { success: true, userData: null, xsrfToken: 't', logHash: null, timeouts: { '/api/zipped': 200 } };
    const zipped = gzipSync(JSON.stringify(check));
    const { px } = await rig(
      (req, res) => {
        if (req.url === '/api/authentication/check') {
          res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': zipped.length });
          res.end(zipped);
        }
      },
      { defaultTimeoutMs: 10_000, timeouts: { '/api/seeded': 100 } },
    );
    const answer = await request(px.url).get('/api/authentication/check').buffer(true);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(check); // supertest gunzips; the bytes were relayed as sent
    const [zippedRes, ms] = await timed(request(px.url).get('/api/zipped'));
    expect(zippedRes.status).toBe(504);
    expect(zippedRes.body.message).toBe('The card platform did not answer within 200 ms.');
    expect(ms).toBeLessThan(5_000);
    // a seeded entry survives a learned map that does not mention it
    const [seeded, ms2] = await timed(request(px.url).get('/api/seeded'));
    expect(seeded.status).toBe(504);
    expect(seeded.body.message).toBe('The card platform did not answer within 100 ms.');
    expect(ms2).toBeLessThan(5_000);
  });

  it('no retry pushes the answer past the deadline: a retry that cannot fit is not made', async () => {
    const { up, px } = await rig((_req, res, _s, n) => res.writeHead(503, { 'x-attempt': String(n) }).end('busy'), {
      defaultTimeoutMs: 1_950,
    });
    const [res, ms] = await timed(request(px.url).get('/api/busy'));
    // attempts at ~0 and ~1 000 ms; a third at ~2 000 ms would pass the 1 950 ms deadline
    expect(up.attempts()).toHaveLength(2);
    expect(res.status).toBe(503);
    expect(res.headers['x-attempt']).toBe('2');
    expect(ms).toBeLessThan(1_950);
  });

  it('no retry pushes the answer past the deadline: a retry that hangs is cut at the deadline with 504', async () => {
    const { up, px } = await rig(
      (_req, res, _s, n) => {
        if (n === 1) res.writeHead(503).end();
        // the retry hangs
      },
      { defaultTimeoutMs: 1_900 },
    );
    const [res, ms] = await timed(request(px.url).get('/api/then-hang'));
    expect(res.status).toBe(504);
    expect(up.attempts()).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(1_850);
    expect(ms).toBeLessThan(3_500);
  });

  it('a platform that drops every connection still answers within the deadline (502 after the retries that fit)', async () => {
    const { up, px } = await rig((req) => req.socket.destroy(), { defaultTimeoutMs: 1_950 });
    const [res, ms] = await timed(request(px.url).get('/api/drops'));
    expect(res.status).toBe(502);
    expect(up.attempts()).toHaveLength(2);
    expect(ms).toBeLessThan(1_950);
  });

  it('an answer slower than the idle-socket time-out toward the platform still arrives', async () => {
    const { up, px } = await rig((_req, res) => setTimeout(() => res.writeHead(200).end('slow but fine'), 600), {
      upstreamIdleTimeoutMs: 150,
    });
    const res = await request(px.url).get('/api/slow-ok');
    expect(res.status).toBe(200);
    expect(res.text).toBe('slow but fine');
    expect(up.attempts()).toHaveLength(1);
  });

  it('an answer that has started but stalls is cut at the deadline, and the upstream socket closed', async () => {
    const { up, px } = await rig(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial');
      },
      { defaultTimeoutMs: 400 },
    );
    const started = Date.now();
    const err = await request(px.url)
      .get('/api/stall')
      .then(
        () => undefined,
        (e: Error) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(5_000);
    await sleep(100);
    expect(up.closedSockets.has(up.attempts()[0]!.remotePort)).toBe(true);
  });
});

describe.concurrent('Retry-After', () => {
  it('lengthens the pause', async () => {
    const { up, px } = await rig((_req, res, _s, n) => {
      if (n === 1) res.writeHead(503, { 'retry-after': '2' }).end();
      else res.writeHead(200).end('ok');
    });
    const res = await request(px.url).get('/api/later');
    expect(res.status).toBe(200);
    const [a, b] = up.attempts();
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(1_950);
    expect(b!.at - a!.at).toBeLessThan(4_000); // not the 5 s bound
  });

  it('as an HTTP-date too', async () => {
    const { up, px } = await rig((_req, res, _s, n) => {
      if (n === 1) res.writeHead(429, { 'retry-after': new Date(Date.now() + 2_500).toUTCString() }).end();
      else res.writeHead(200).end('ok');
    });
    const res = await request(px.url).get('/api/later-date');
    expect(res.status).toBe(200);
    const [a, b] = up.attempts();
    // HTTP-dates have whole-second precision
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(1_450);
    expect(b!.at - a!.at).toBeLessThan(4_500);
  });

  it('is bounded by maxRetryAfterMs', async () => {
    const { up, px } = await rig(
      (_req, res, _s, n) => {
        if (n === 1) res.writeHead(503, { 'retry-after': '3600' }).end();
        else res.writeHead(200).end('ok');
      },
      { maxRetryAfterMs: 1_500 },
    );
    const res = await request(px.url).get('/api/much-later');
    expect(res.status).toBe(200);
    const [a, b] = up.attempts();
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(1_450);
    expect(b!.at - a!.at).toBeLessThan(4_000); // not an hour, nor the 5 s default bound
  });

  it('never shortens the 1 s pause', async () => {
    const { up, px } = await rig((_req, res, _s, n) => {
      if (n === 1) res.writeHead(503, { 'retry-after': '0' }).end();
      else res.writeHead(200).end('ok');
    });
    await request(px.url).get('/api/now');
    const [a, b] = up.attempts();
    expect(b!.at - a!.at).toBeGreaterThanOrEqual(950);
  });

  it('is bounded by the deadline: no retry when the pause would pass it, the answer goes to the caller', async () => {
    const { up, px } = await rig((_req, res) => res.writeHead(503, { 'retry-after': '3' }).end('wait'), {
      defaultTimeoutMs: 2_000,
    });
    const [res, ms] = await timed(request(px.url).get('/api/too-late'));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('3');
    expect(res.text).toBe('wait');
    expect(up.attempts()).toHaveLength(1);
    expect(ms).toBeLessThan(2_500);
  });
});
