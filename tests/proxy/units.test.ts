import type { IncomingMessage } from 'node:http';
import pino from 'pino';
import { createApiProxy } from '../../gateway/src/proxy/createApiProxy.js';
import { describe, expect, it } from 'vitest';
import { forgeryVerdict, sameHost } from '../../gateway/src/proxy/forgery.js';
import { logPath } from '../../gateway/src/proxy/logPath.js';
import { ProxyMetrics } from '../../gateway/src/proxy/proxyMetrics.js';
import { isConnectFailure, isRetriableStatus, mayRetry, parseRetryAfter, retryPause } from '../../gateway/src/proxy/retryPolicy.js';
import { rewriteSetCookie } from '../../gateway/src/proxy/setCookie.js';
import { TimeoutTable } from '../../gateway/src/proxy/timeoutTable.js';

describe('retry policy', () => {
  it('knows the spec list and nothing else', () => {
    const listed = new Set([
      0, 100, 101, 102, 103, 204, 205, 206, 207, 208, 406, 407, 408, 409, 410, 411, 412, 423, 424, 425, 428, 429, 502, 503, 504,
    ]);
    for (let s = -1; s < 700; s++) expect(isRetriableStatus(s), `status ${s}`).toBe(listed.has(s));
  });

  it('safe methods on the list; others only with a key or when never sent', () => {
    const q = (method: string, status: number, neverSent = false, idempotencyKey = false) =>
      mayRetry({ method, status, neverSent, idempotencyKey });
    for (const m of ['GET', 'HEAD', 'OPTIONS']) {
      expect(q(m, 503)).toBe(true);
      expect(q(m, 0)).toBe(true);
      expect(q(m, 500)).toBe(false);
    }
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
      expect(q(m, 503)).toBe(false);
      expect(q(m, 0)).toBe(false);
      expect(q(m, 0, true)).toBe(true);
      expect(q(m, 503, true)).toBe(false); // "never sent" only means something without an answer
      expect(q(m, 503, false, true)).toBe(true);
      expect(q(m, 500, false, true)).toBe(false);
    }
  });

  it('tells connect failures from failures after the request was written', () => {
    expect(isConnectFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED', syscall: 'connect' }))).toBe(true);
    expect(isConnectFailure(Object.assign(new Error('x'), { code: 'ENOTFOUND', syscall: 'getaddrinfo' }))).toBe(true);
    expect(isConnectFailure(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isConnectFailure(Object.assign(new Error('x'), { code: 'EPIPE', syscall: 'write' }))).toBe(false);
    expect(isConnectFailure(undefined)).toBe(false);
  });

  it('parses Retry-After as seconds or an HTTP-date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it('Retry-After lengthens the pause up to the bound, and never shortens it', () => {
    expect(retryPause(1000, undefined, 5000)).toBe(1000);
    expect(retryPause(1000, 0, 5000)).toBe(1000);
    expect(retryPause(1000, 2500, 5000)).toBe(2500);
    expect(retryPause(1000, 3_600_000, 5000)).toBe(5000);
  });
});

describe('time-out table', () => {
  it('the longest matching fragment wins; no match → undefined', () => {
    const t = new TimeoutTable({ '/v1/users': 10_000, '/v1/users/search': 60_000, search: 5_000 }, 300_000);
    expect(t.lookup('/api/v1/users/search?page=0')).toBe(60_000);
    expect(t.lookup('/api/v1/users/7')).toBe(10_000);
    expect(t.lookup('/api/research')).toBe(5_000);
    expect(t.lookup('/api/brand')).toBeUndefined();
  });

  it('learned maps replace earlier learned ones, on top of the seed; junk is dropped and values are capped', () => {
    const t = new TimeoutTable({ seeded: 1000 }, 60_000);
    expect(t.learn({ a: 2000, b: 'x', c: -1, d: Infinity, '': 5, e: '3000', f: 1e9 })).toBe(true);
    expect(t.snapshot()).toEqual({ seeded: 1000, a: 2000, e: 3000, f: 60_000 });
    t.learn({ seeded: 4000 });
    expect(t.snapshot()).toEqual({ seeded: 4000 });
    expect(t.learn(null)).toBe(false);
    expect(t.learn([1, 2])).toBe(false);
    expect(t.snapshot()).toEqual({ seeded: 4000 });
  });
});

describe('Set-Cookie rewriting', () => {
  it('drops Domain in any case, adds HttpOnly once, keeps other attributes', () => {
    expect(rewriteSetCookie('a=b; domain=.x.com; HTTPONLY; Path=/p; Expires=Wed, 21 Oct 2026 07:28:00 GMT', false)).toBe(
      'a=b; Path=/p; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly; SameSite=Lax',
    );
  });
  it('keeps the platform’s SameSite, normalised; None only with Secure', () => {
    expect(rewriteSetCookie('a=b; samesite=strict', false)).toBe('a=b; HttpOnly; SameSite=Strict');
    expect(rewriteSetCookie('a=b; SameSite=None', false)).toBe('a=b; HttpOnly; SameSite=Lax');
    expect(rewriteSetCookie('a=b; SameSite=None', true)).toBe('a=b; HttpOnly; Secure; SameSite=None');
    expect(rewriteSetCookie('a=b; SameSite=bogus', false)).toBe('a=b; HttpOnly; SameSite=Lax');
  });
  it('Secure when the request was HTTPS, or when the platform said so', () => {
    expect(rewriteSetCookie('a=b', true)).toBe('a=b; HttpOnly; Secure; SameSite=Lax');
    expect(rewriteSetCookie('a=b; Secure', false)).toBe('a=b; HttpOnly; Secure; SameSite=Lax');
  });
  it('leaves the value alone, even with = and spaces', () => {
    expect(rewriteSetCookie('tok=a=b==; Path=/', false)).toBe('tok=a=b==; Path=/; HttpOnly; SameSite=Lax');
  });
});

describe('forgery', () => {
  const req = (method: string, headers: Record<string, string>) => ({ method, headers }) as unknown as IncomingMessage;
  it('judges only state-changing methods', () => {
    expect(forgeryVerdict(req('GET', { 'sec-fetch-site': 'cross-site' }), undefined)).toBeUndefined();
    expect(forgeryVerdict(req('POST', { 'sec-fetch-site': 'cross-site', host: 'a' }), undefined)).toBe('cross-site');
    expect(forgeryVerdict(req('POST', { 'sec-fetch-site': 'same-site', host: 'a.x.com', origin: 'https://b.x.com' }), undefined)).toBe(
      'foreign-origin',
    );
    expect(forgeryVerdict(req('DELETE', { host: 'a.x.com', origin: 'https://a.x.com' }), undefined)).toBeUndefined();
    expect(forgeryVerdict(req('PUT', { origin: 'https://a.x.com' }), undefined)).toBe('foreign-origin');
    expect(forgeryVerdict(req('PATCH', { host: '10.0.0.1:8080', origin: 'https://a.x.com' }), 'a.x.com')).toBeUndefined();
  });
  it('compares hosts with ports, case-insensitively, default ports ignored', () => {
    expect(sameHost('https://A.x.com', 'a.X.com')).toBe(true);
    expect(sameHost('https://a.x.com:443', 'a.x.com')).toBe(true);
    expect(sameHost('http://a.x.com', 'a.x.com:80')).toBe(true);
    expect(sameHost('http://a.x.com:8080', 'a.x.com')).toBe(false);
    expect(sameHost('https://a.x.com', 'a.x.com:8443')).toBe(false);
    expect(sameHost('null', 'a.x.com')).toBe(false);
    expect(sameHost('https://a.x.com.evil.com', 'a.x.com')).toBe(false);
  });
});

describe('log paths', () => {
  it('keeps parameter names, drops values, masks card-number-like runs', () => {
    expect(logPath('/api/x')).toBe('/api/x');
    expect(logPath('/api/x?a=1&b&c=')).toBe('/api/x?a=&b=&c=');
    expect(logPath('/api/cards/4111 1111 1111 1111/tx?cardNumber=5500000000000004')).toBe('/api/cards/[card]/tx?cardNumber=');
    expect(logPath('/api/users/12345?page=0')).toBe('/api/users/12345?page=');
    expect(logPath('/api/x?')).toBe('/api/x');
  });
});

describe('metrics', () => {
  it('renders every counter with HELP and TYPE', () => {
    const m = new ProxyMetrics();
    m.requests = 3;
    m.countResponse(204);
    m.countResponse(504);
    m.countResponse(0);
    const text = m.render();
    expect(text).toContain('portal_api_proxy_requests_total 3\n');
    expect(text).toContain('portal_api_proxy_responses_total{class="2xx"} 1\n');
    expect(text).toContain('portal_api_proxy_responses_total{class="5xx"} 1\n');
    expect(text).toContain('portal_api_proxy_responses_total{class="none"} 1\n');
    const names = [...text.matchAll(/^# TYPE (\w+) (counter|gauge)$/gm)].map((x) => x[1]);
    expect(names).toHaveLength(new Set(names).size);
    expect(names.length).toBeGreaterThanOrEqual(9);
  });
});

describe('options', () => {
  it('refuses nonsense numbers, naming every one', () => {
    const logger = pino({ level: 'silent' });
    expect(() => createApiProxy({ upstreamUrl: 'http://127.0.0.1:1', logger, defaultTimeoutMs: 0, maxBodyBytes: Number.NaN })).toThrow(
      /defaultTimeoutMs, maxBodyBytes/,
    );
    expect(() => createApiProxy({ upstreamUrl: 'http://127.0.0.1:1', logger, maxRetries: 0 }).close()).not.toThrow();
  });
});
