import http from 'node:http';
import https from 'node:https';
import { afterAll, beforeAll } from 'vitest';
import { createGateway, type Gateway } from '../../../gateway/src/createGateway.js';
import { startSandbox, type RunningSandbox } from '../../../scripts/sandbox/startSandbox.js';
import { createFakeBuild, testConfig, type FakeBuild } from './fakeBuild.js';

/**
 * One real sandbox platform and a fake build for a test file, and as many gateways in front of it as the
 * file wants (several, as in a fleet), each closed with its servers after the file.
 */
export function sandboxGateways() {
  const state = { sandbox: undefined as RunningSandbox | undefined, build: undefined as FakeBuild | undefined };
  const gateways: Gateway[] = [];
  const servers: Array<http.Server | https.Server> = [];
  beforeAll(async () => {
    state.sandbox = await startSandbox({});
    state.build = createFakeBuild();
  });
  afterAll(async () => {
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise<void>((r) => s.close(() => r()));
    }
    for (const g of gateways) await g.close();
    await state.sandbox?.close();
    state.build?.cleanup();
  });
  /** A gateway in front of the sandbox (`env` as in process.env). */
  const gateway = (env: Record<string, string> = {}): Gateway => {
    const g = createGateway(testConfig(state.build!, state.sandbox!.url, env));
    gateways.push(g);
    return g;
  };
  /** `server` listening on a loopback port, closed after the file. */
  const listening = async <S extends http.Server | https.Server>(server: S): Promise<S> => {
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return server;
  };
  /** A one-time sign-on id for `username` on `brand`, as the bank's identity provider issues it (a sandbox control call). */
  const signOn = async (brand: string, username: string): Promise<string> => {
    const res = await fetch(`${state.sandbox!.url}/__sandbox/sso/${brand}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username }),
    });
    if (!res.ok) throw new Error(`sign-on ${brand}/${username}: ${res.status}`);
    return ((await res.json()) as { transactionId: string }).transactionId;
  };
  return { gateway, listening, signOn };
}
