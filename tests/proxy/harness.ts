import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll } from 'vitest';
import { createApiProxy, type ApiProxy } from '../../gateway/src/proxy/createApiProxy.js';
import type { ApiProxyOptions } from '../../gateway/src/proxy/proxyOptions.js';

/** One request as the fake platform saw it. */
export interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  sha256: string;
  at: number;
  remotePort: number;
}

export type UpstreamHandler = (req: http.IncomingMessage, res: http.ServerResponse, seen: Seen, n: number) => void;

export interface Upstream {
  url: string;
  port: number;
  /** Every request, warn/log reports included, in arrival order (recorded once its body is in). */
  seen: Seen[];
  /** `METHOD url` of every request as soon as its head arrived (before any body). */
  heads: string[];
  /** Requests other than `POST /api/warn/log`. */
  attempts(): Seen[];
  /** `POST /api/warn/log` requests. */
  reports(): Seen[];
  /** Sockets the fake platform saw close, by remote port. */
  closedSockets: Set<number>;
  close(): Promise<void>;
}

export const WARN_LOG = '/api/warn/log';

/**
 * A loopback fake platform the test controls. The handler runs once the whole body is in. Unless
 * `ownWarnLog` is set, warn/log reports are recorded and answered 204 without reaching the handler.
 */
export async function startUpstream(handler: UpstreamHandler, opts: { ownWarnLog?: boolean; port?: number } = {}): Promise<Upstream> {
  const seen: Seen[] = [];
  const heads: string[] = [];
  const closedSockets = new Set<number>();
  let n = 0;
  const server = http.createServer((req, res) => {
    heads.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const s: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        sha256: sha256(body),
        at: Date.now(),
        remotePort: req.socket.remotePort ?? 0,
      };
      seen.push(s);
      if (!opts.ownWarnLog && req.method === 'POST' && req.url === WARN_LOG) {
        res.writeHead(204).end();
        return;
      }
      handler(req, res, s, ++n);
    });
  });
  server.on('connection', (socket) => {
    const port = socket.remotePort ?? 0;
    socket.on('close', () => closedSockets.add(port));
  });
  await listen(server, opts.port);
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    heads,
    attempts: () => seen.filter((s) => !(s.method === 'POST' && s.url === WARN_LOG)),
    reports: () => seen.filter((s) => s.method === 'POST' && s.url === WARN_LOG),
    closedSockets,
    close: () => closeServer(server),
  };
}

/**
 * A raw TCP fake platform for answers Node's http server will not produce (interim 1xx only):
 * each connection gets `HTTP/1.1 <status>` and is then closed.
 */
export async function startRawUpstream(
  status: number,
): Promise<{ url: string; connections: number[]; reports: number; close(): Promise<void> }> {
  const connections: number[] = [];
  const state = { reports: 0 };
  const server = net.createServer((socket) => {
    socket.once('data', (head: Buffer) => {
      if (head.toString('latin1').startsWith(`POST ${WARN_LOG} `)) state.reports++;
      else connections.push(Date.now());
      socket.write(`HTTP/1.1 ${status} Interim\r\n\r\n`);
      setTimeout(() => socket.destroy(), 20);
    });
    socket.on('error', () => undefined);
  });
  await listen(server);
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    get reports() {
      return state.reports;
    },
    close: () => closeServer(server),
  };
}

export interface ProxyUnderTest {
  url: string;
  proxy: ApiProxy;
  server: http.Server;
  /** Parsed pino lines. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The proxy exactly as the gateway's api step uses it: `proxy.handle(req, res)`, here in a bare server. */
export async function startProxy(upstreamUrl: string, opts: Partial<ApiProxyOptions> = {}): Promise<ProxyUnderTest> {
  const logs: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) });
  const proxy = createApiProxy({ upstreamUrl, logger, ...opts });
  const server = http.createServer((req, res) => proxy.handle(req, res));
  await listen(server);
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    proxy,
    server,
    logs,
    close: async () => {
      await closeServer(server);
      await proxy.close();
    },
  };
}

/**
 * The set-up of a file whose cases each start their own fake platform and proxy (so cases with real pauses
 * run side by side): one `afterAll` closes everything; `rig` starts a platform and a proxy in front of it;
 * `cleanups` takes the closers of servers a case starts itself.
 */
export function proxyRigs() {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(cleanups.map((c) => c()));
  });
  async function rig(handler: UpstreamHandler, opts: Partial<ApiProxyOptions> = {}, upOpts: Parameters<typeof startUpstream>[1] = {}) {
    const up = await startUpstream(handler, upOpts);
    const px = await startProxy(up.url, opts);
    cleanups.push(px.close, up.close);
    return { up, px };
  }
  return { rig, cleanups };
}

/** A port nothing listens on (bound, then released). */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await listen(s);
  const port = (s.address() as AddressInfo).port;
  await closeServer(s);
  return port;
}

export function sha256(b: Buffer | string): string {
  return createHash('sha256').update(b).digest('hex');
}

/** Gaps between consecutive timestamps. */
export function gaps(times: number[]): number[] {
  return times.slice(1).map((t, i) => t - times[i]!);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits (up to `ms`) until `read()` returns `want`, then returns the last value read. For effects that
 * happen beside the answer (fire-and-forget reports), which a loaded machine may deliver a little later.
 */
export async function eventually<T>(read: () => T, want: T, ms = 3_000): Promise<T> {
  const until = Date.now() + ms;
  let v = read();
  while (v !== want && Date.now() < until) {
    await sleep(20);
    v = read();
  }
  return v;
}

function listen(server: net.Server, port = 0): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => {
    if (server instanceof http.Server) server.closeAllConnections();
    server.close(() => resolve());
  });
}
