import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type GatewayConfig } from '../../gateway/src/config.js';
import { createGateway, type Gateway } from '../../gateway/src/createGateway.js';
import { answerClientError, serverOptions } from '../../gateway/src/http/serverOptions.js';

/**
 * Slow and greedy clients: a client that opens uploads and stalls them must not take the
 * platform's sockets or the gateway's attention from anyone else. The gateway runs as main.ts runs it
 * (createGateway in a server with `serverOptions`), in front of a platform that counts what reaches it.
 * Clients get their own loopback addresses (127.0.x.y) so the per-client limits see them apart.
 */

interface Platform {
  url: string;
  /** Requests whose head reached the platform, by method and path. */
  heads: string[];
  /** Connections the platform was opened. */
  connections: number;
  close(): Promise<void>;
}

async function startPlatform(): Promise<Platform> {
  const state = { heads: [] as string[], connections: 0 };
  const server = http.createServer((req, res) => {
    state.heads.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      if (req.url === '/api/brand/subdomain/demo')
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"data":{"brand":"demo","brandValueDisplay":"Demo Bank"}}');
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"success":false,"userData":null,"xsrfToken":null,"logHash":null,"timeouts":{}}');
    });
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get heads() {
      return state.heads;
    },
    get connections() {
      return state.connections;
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

interface Running {
  config: GatewayConfig;
  gateway: Gateway;
  server: http.Server;
  port: number;
  close(): Promise<void>;
}

async function startGateway(upstream: string, env: Record<string, string> = {}): Promise<Running> {
  const config = loadConfig({ UPSTREAM_URL: upstream, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env });
  const gateway = createGateway(config);
  const server = http.createServer(serverOptions(config), gateway);
  server.on('clientError', answerClientError);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    config,
    gateway,
    server,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await gateway.close();
    },
  };
}

/** A raw connection from `localAddress` that sends `text` and keeps whatever comes back. */
function rawClient(
  port: number,
  localAddress: string,
  text: string,
): Promise<{ socket: net.Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write(text);
      resolve({ socket, received: () => received, closed });
    });
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('error', reject);
  });
}

/** The head and the first 9 bytes of a 100 kB JSON upload, then nothing. */
const STALLED_UPLOAD =
  'POST /api/v1/payments HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"amount"';

/** Another user's login check from its own address; resolves with its status and how long it took. */
function check(port: number, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        path: '/api/authentication/check',
        headers: { host: 'demo.localhost', cookie: 'CSSESSION=someone-else' },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
  });
}

const inFlight = async (g: Gateway): Promise<number> => Number(/portal_api_proxy_in_flight (\d+)/.exec(await g.metrics())?.[1] ?? -1);
/** 127.0.1.1 … : one address per stalling client. */
const addressOf = (i: number): string => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

/** A counting platform and a gateway in front of it for one describe; the stalling clients' sockets closed after it. */
function stallingScene(): { platform: Platform; gw: Running; sockets: net.Socket[] } {
  const scene = { sockets: [] as net.Socket[] } as { platform: Platform; gw: Running; sockets: net.Socket[] };
  beforeAll(async () => {
    scene.platform = await startPlatform();
    scene.gw = await startGateway(scene.platform.url);
  });
  afterAll(async () => {
    for (const s of scene.sockets) s.destroy();
    await scene.gw.close();
    await scene.platform.close();
  });
  return scene;
}

/** 300 clients, one per address, each sending `text` and then nothing; resolves once all 300 are in flight. */
async function stallFrom300Addresses(scene: ReturnType<typeof stallingScene>, text: string) {
  const clients = await Promise.all(Array.from({ length: 300 }, (_, i) => rawClient(scene.gw.port, addressOf(i), text)));
  scene.sockets.push(...clients.map((c) => c.socket));
  await vi.waitFor(async () => expect(await inFlight(scene.gw.gateway)).toBe(300), { timeout: 10_000, interval: 20 });
  return clients;
}

describe('300 stalled uploads', () => {
  const scene = stallingScene();

  it("from 300 addresses: none reaches the platform, and another user's check answers within a second", async () => {
    // Every upload is in the gateway, waiting for the rest of its body.
    const clients = await stallFrom300Addresses(scene, STALLED_UPLOAD);
    const other = await check(scene.gw.port, '127.0.0.2');
    expect(other.status).toBe(401);
    expect(other.ms).toBeLessThan(1_000);
    // Not one upstream socket went to a body that has not arrived.
    expect(scene.platform.heads.filter((h) => h.startsWith('POST'))).toEqual([]);
    expect(clients.every((c) => c.received() === '')).toBe(true);
  });

  it('from one address: past its 64 calls in flight the client is refused at once (429); others are not', async () => {
    const clients = await Promise.all(Array.from({ length: 300 }, () => rawClient(scene.gw.port, '127.0.0.3', STALLED_UPLOAD)));
    scene.sockets.push(...clients.map((c) => c.socket));
    await vi.waitFor(() => expect(clients.filter((c) => c.received().startsWith('HTTP/1.1 429 ')).length).toBe(236), {
      timeout: 10_000,
      interval: 20,
    });
    const refusal = clients.find((c) => c.received().startsWith('HTTP/1.1 429 '))!.received();
    expect(refusal).toMatch(/retry-after: 1\r\n/i);
    expect(refusal).toContain('"error":"too_many_requests"');
    const other = await check(scene.gw.port, '127.0.0.4');
    expect(other.status).toBe(401);
    expect(other.ms).toBeLessThan(1_000);
    expect(await scene.gw.gateway.metrics()).toContain('portal_api_proxy_rejected_total{reason="client_limit"} 236\n');
  });
});

/** The head and first bytes of a 5 MB upload (a photo: big enough to stream through the upload lane), then nothing. */
const STALLED_PHOTO =
  'POST /api/v1/expensereport/receipts?fileName=photo.jpg HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: image/jpeg\r\nContent-Length: 5000000\r\n\r\nfirst bytes';

describe('300 stalled large uploads (streamed)', () => {
  const scene = stallingScene();

  it("from 300 addresses: only the upload lane's 8 reach the platform, and another user's check answers within a second", async () => {
    await stallFrom300Addresses(scene, STALLED_PHOTO);
    await vi.waitFor(() => expect(scene.platform.heads.filter((h) => h.startsWith('POST'))).toHaveLength(8), {
      timeout: 10_000,
      interval: 20,
    });
    const other = await check(scene.gw.port, '127.0.0.2');
    expect(other.status).toBe(401);
    expect(other.ms).toBeLessThan(1_000);
    // The rest wait in the gateway's buffers; the lane stays at its 8.
    expect(scene.platform.heads.filter((h) => h.startsWith('POST'))).toHaveLength(8);
    expect(await scene.gw.gateway.metrics()).toContain('portal_api_proxy_upload_lane_in_use 8\n');
  });
});

describe('request head and body time-outs', () => {
  let platform: Platform;
  let gw: Running;
  beforeAll(async () => {
    platform = await startPlatform();
    gw = await startGateway(platform.url, { HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600' });
  });
  afterAll(async () => {
    await gw.close();
    await platform.close();
  });

  it('a head that never ends is answered 408 and closed', async () => {
    const c = await rawClient(gw.port, '127.0.0.5', 'GET /api/authentication/check HTTP/1.1\r\nHost: demo.localhost\r\nX-Slow: ');
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(platform.heads).not.toContain('GET /api/authentication/check');
  });

  it('a body that stops coming is answered 408 and closed, and never reaches the platform', async () => {
    const c = await rawClient(gw.port, '127.0.0.6', STALLED_UPLOAD);
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(platform.heads.filter((h) => h.startsWith('POST'))).toEqual([]);
  });

  it('the settings are checked: a request time-out shorter than the head time-out is refused', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /REQUEST_TIMEOUT_MS: must be at least HEADERS_TIMEOUT_MS/,
    );
  });
});
