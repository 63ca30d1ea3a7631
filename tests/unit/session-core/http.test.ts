import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, timeoutFor, DEFAULT_TIMEOUT_MS } from '../../../shared/session/http.js';
import { HttpError } from '../../../shared/session/httpError.js';
import { lookup } from '../../../shared/session/lookup.js';
import { FIRST_ROUND_GLOBAL } from '../../../shared/session/earlyCalls.js';
import { initSession, setLoggedOut, timeouts } from '../../../shared/session/store.js';
import { bootstrap, cardholder, headersOf, json, scriptFetch } from './fixtures.js';

beforeEach(() => initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 'tok-1' }), ''));
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedOut();
});

describe('http client', () => {
  it('sends credentials and no anti-forgery header on GET', async () => {
    const calls = scriptFetch(() => json(200, { ok: true }));
    expect(await http.get('/api/thing')).toEqual({ ok: true });
    expect(calls[0]!.init.credentials).toBe('include');
    expect(headersOf(calls[0]!).has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('sends the stored XSRF token on %s, with a JSON body', async (method) => {
    const calls = scriptFetch(() => json(200, {}));
    const m = method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
    if (m === 'delete') await http.delete('/api/x');
    else await http[m]('/api/x', { a: 1 });
    const h = headersOf(calls[0]!);
    expect(h.get('X-XSRF-TOKEN')).toBe('tok-1');
    if (m !== 'delete') {
      expect(h.get('Content-Type')).toBe('application/json');
      expect(calls[0]!.init.body).toBe('{"a":1}');
    }
  });

  it('omits credentials for the client asset area', async () => {
    const calls = scriptFetch(() => json(200, {}));
    await http.get('/cdn/demo/settings.json');
    expect(calls[0]!.init.credentials).toBe('omit');
  });

  it('turns a non-2xx answer into an HttpError carrying the platform body', async () => {
    scriptFetch(() => json(404, { error: 'not_found', message: 'No such card.' }));
    const err = await http.get('/api/card').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 404, kind: 'status', body: { error: 'not_found' }, platformMessage: 'No such card.' });
  });

  it('treats a 200 answer with a fault field as a failure; lookup nulls its data and keeps the body', async () => {
    const body = { data: { balance: 5 }, fault: { faultCode: 'CSS-1', faultString: 'Processor unavailable' } };
    scriptFetch(() => json(200, body));
    const result = await lookup(http.get('/api/company'));
    expect(result.data).toBeNull();
    expect(result.error?.kind).toBe('fault');
    expect(result.error?.body).toEqual(body);
    expect(result.error?.fault?.faultCode).toBe('CSS-1');
  });

  it('parses answers with a zod/mini schema and rejects a wrong shape', async () => {
    const Schema = z.object({ n: z.number() });
    scriptFetch(() => json(200, { n: 3 }));
    expect(await http.get('/api/n', { schema: Schema })).toEqual({ n: 3 });
    scriptFetch(() => json(200, { n: 'three' }));
    await expect(http.get('/api/n', { schema: Schema })).rejects.toMatchObject({ kind: 'schema' });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('gives up at the deadline with a 504 time-out error', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    await expect(http.get('/api/slow', { timeoutMs: 20 })).rejects.toMatchObject({ status: 504, kind: 'timeout' });
  });

  it('takes the deadline from the longest matching time-outs entry, else 30 s', () => {
    timeouts.value = { '/api/v1/cards': 45_000, '/api/v1/cards/cardholder/dashboard': 90_000 };
    expect(timeoutFor('/api/v1/cards/cardholder/dashboard?cardNumber=x')).toBe(90_000);
    expect(timeoutFor('/api/v1/cards/encrypted/abc/transactions')).toBe(45_000);
    expect(timeoutFor('/api/brand/demo')).toBe(DEFAULT_TIMEOUT_MS);
  });
});

describe('the first round the shell started', () => {
  const started = (calls: Record<string, Promise<Response>>) => vi.stubGlobal(FIRST_ROUND_GLOBAL, calls);

  it('adopts the call the starter began for the same URL, once: no second request, the next ask goes out', async () => {
    const calls = scriptFetch(() => json(200, { fresh: true }));
    started({ '/api/brand/demo': Promise.resolve(json(200, { early: true })) });
    expect(await http.get('/api/brand/demo')).toEqual({ early: true });
    expect(calls).toHaveLength(0);
    expect(await http.get('/api/brand/demo')).toEqual({ fresh: true });
    expect(calls).toHaveLength(1);
  });

  it('an adopted answer is read like any other: a refusal is an HttpError, the schema applies', async () => {
    scriptFetch(() => json(200, {}));
    started({
      '/api/a': Promise.resolve(json(403, { error: 'Forbidden', message: 'no' })),
      '/api/b': Promise.resolve(json(200, { n: 'x' })),
    });
    await expect(http.get('/api/a')).rejects.toMatchObject({ status: 403 });
    await expect(http.get('/api/b', { schema: z.object({ n: z.number() }) })).rejects.toMatchObject({ kind: 'schema' });
  });

  it('never for another URL, a call with headers of its own, or another method; an early call that failed is asked again', async () => {
    const calls = scriptFetch(() => json(200, { fresh: true }));
    const early = Promise.resolve(json(200, { early: true }));
    started({ '/api/x': early, '/api/r': Promise.reject(new TypeError('Failed to fetch')) });
    expect(await http.get('/api/x?page=1')).toEqual({ fresh: true });
    expect(await http.get('/api/x', { headers: { cardNumber: 'ref' } })).toEqual({ fresh: true });
    expect(await http.post('/api/x', {})).toEqual({ fresh: true });
    expect(await http.get('/api/r')).toEqual({ fresh: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/x?page=1', '/api/x', '/api/x', '/api/r']);
    expect(await http.get('/api/x')).toEqual({ early: true });
  });

  it('a screen left while it waits is aborted as a fetch would be', async () => {
    scriptFetch(() => json(200, {}));
    started({ '/api/slow': new Promise<Response>(() => {}) });
    const leave = new AbortController();
    const asked = http.get('/api/slow', { signal: leave.signal });
    leave.abort();
    await expect(asked).rejects.toBeDefined();
  });
});
