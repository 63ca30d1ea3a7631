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
