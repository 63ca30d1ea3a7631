import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, type Gateway, type GatewayDeps } from '../../../gateway/src/createGateway.js';
import type { RawEnv } from '../../../gateway/src/config.js';
import { createFakeBuild, testConfig, type FakeBuild } from './fakeBuild.js';
import { startStubPlatform, type StubPlatform } from './stubPlatform.js';

export interface Harness {
  build: FakeBuild;
  stub: StubPlatform;
  gateway: Gateway;
  /** A listening server around the gateway (supertest reuses it instead of one server per request). */
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

/** Stub platform + fake build + gateway on a loopback port. */
export async function startHarness(env: RawEnv = {}, deps: GatewayDeps = {}, build: FakeBuild = createFakeBuild()): Promise<Harness> {
  const stub = await startStubPlatform();
  const gateway = createGateway(testConfig(build, stub.url, env), deps);
  const server = http.createServer(gateway);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    build,
    stub,
    gateway,
    server,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await gateway.close();
      await stub.close();
      build.cleanup();
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request to the harness sent byte for byte (supertest and URL would normalise `..`, backslashes and
 * bad escapes away), to the demo bank unless `headers.host` says otherwise.
 */
export function rawRequest(h: Harness, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const url = new URL(h.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path, method, headers: { host: 'demo.localhost', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** `rawRequest` with the body as text. */
export async function rawText(
  h: Harness,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; body: string }> {
  const res = await rawRequest(h, path, headers, method);
  return { status: res.status, body: res.body.toString('utf8') };
}
