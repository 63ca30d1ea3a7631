import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { expressObjects } from '../../gateway/src/http/expressObjects.js';

/**
 * The gateway's server makes requests and responses with the Express application's own prototypes
 * (gateway/src/http/expressObjects.ts), so Express never has to change an object's prototype as it enters — the
 * change that made every `/api` call several times dearer (docs/performance.md) — while everything Express adds
 * (`res.json`, `req.get`, `req.path`) and everything Node does (request bodies, `writeHead`) still works.
 */
function probeApp(): Express {
  const app = express();
  app.get('/json', (req, res) => void res.json({ host: req.get('host'), path: req.path }));
  app.post('/echo', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'text/plain' });
      res.end(Buffer.concat(chunks));
    });
  });
  return app;
}

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

/** Serves `app` on a server made with `options`; each request and response as Node made them (before Express). */
async function serve(app: Express, options: http.ServerOptions): Promise<{ base: string; made: Array<[IncomingMessage, ServerResponse]> }> {
  const made: Array<[IncomingMessage, ServerResponse]> = [];
  server = http.createServer(options, (req, res) => {
    made.push([req, res]);
    made.push([Object.getPrototypeOf(req) as IncomingMessage, Object.getPrototypeOf(res) as ServerResponse]);
    app(req, res);
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, made };
}

async function exercise(base: string): Promise<void> {
  const json = await fetch(`${base}/json?x=1`);
  expect(json.status).toBe(200);
  expect(await json.json()).toEqual({ host: new URL(base).host, path: '/json' });
  const echo = await fetch(`${base}/echo`, { method: 'POST', body: 'a body' });
  expect(echo.status).toBe(201);
  expect(await echo.text()).toBe('a body');
}

const prototypesOf = (app: Express) => app as unknown as { request: object; response: object };

describe('expressObjects: Node makes the objects Express would otherwise re-prototype', () => {
  it('requests and responses are made with the application’s prototypes, and Express’s and Node’s methods work', async () => {
    const app = probeApp();
    const { base, made } = await serve(app, expressObjects(app));
    await exercise(base);
    const { request, response } = prototypesOf(app);
    expect(made).toHaveLength(4);
    for (let i = 0; i < made.length; i += 2) {
      const [req, res] = made[i]!;
      const [reqProto, resProto] = made[i + 1]!;
      // As Node made them, before Express saw them.
      expect(reqProto).toBe(request);
      expect(resProto).toBe(response);
      expect(req).toBeInstanceOf(http.IncomingMessage);
      expect(res).toBeInstanceOf(http.ServerResponse);
    }
  });

  it('without them Node makes plain objects, whose prototype Express changes as each enters', async () => {
    const app = probeApp();
    const { base, made } = await serve(app, {});
    await exercise(base);
    const [reqProto, resProto] = made[1]!;
    expect(reqProto).toBe(http.IncomingMessage.prototype);
    expect(resProto).toBe(http.ServerResponse.prototype);
    const [req] = made[0]!;
    expect(Object.getPrototypeOf(req)).toBe(prototypesOf(app).request);
  });
});
