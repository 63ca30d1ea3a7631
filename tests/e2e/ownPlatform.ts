import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { startSandbox, type RunningSandbox } from '../../scripts/sandbox/startSandbox.js';
import { test } from './fixtures.js';
import { PORT } from './support.js';

/**
 * A spec's own sandbox platform and a gateway in front of it on `PORT + offset`, for specs that use the sandbox's
 * control calls (which the gateway never proxies): started before the spec's tests, stopped after them.
 */
export function ownPlatform(offset: number): { port: number; sandbox: () => RunningSandbox } {
  const port = PORT + offset;
  let sandbox: RunningSandbox | undefined;
  let gateway: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    sandbox = await startSandbox();
    gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      env: { ...process.env, PORT: String(port), UPSTREAM_URL: sandbox.url, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (gateway.exitCode !== null) throw new Error(`the gateway on port ${port} exited with ${gateway.exitCode}`);
      if (
        await fetch(`http://localhost:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`the gateway on port ${port} was not ready within 60 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  test.afterAll(async () => {
    gateway?.kill('SIGTERM');
    if (gateway && gateway.exitCode === null) await once(gateway, 'exit');
    await sandbox?.close();
  });

  return {
    port,
    sandbox: () => {
      if (!sandbox) throw new Error('the spec’s own platform is not started yet');
      return sandbox;
    },
  };
}
