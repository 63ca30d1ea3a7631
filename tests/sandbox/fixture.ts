import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../../scripts/sandbox/startSandbox.js';
import type { User } from '../../shared/contract/authentication.js';
import { Client } from './client.js';

/** The company of the user `c` is logged in as. */
export const companyOf = async (c: Client): Promise<number> =>
  ((await c.get('/api/authentication/check')).body.userData as User).userCompanyId!;

/** A sandbox on an ephemeral port with its own data folder, and logged-in clients per demo user. */
export class Fixture {
  sandbox!: RunningSandbox;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  private readonly clients = new Map<string, Client>();

  async start(opts: StartSandboxOptions = {}): Promise<this> {
    this.sandbox = await startSandbox({ dataDir: this.dataDir, ...opts });
    return this;
  }

  /** A fresh client whose calls come through `tenant`'s portal (a login switches it to the login's brand). */
  client(tenant = 'demo'): Client {
    return new Client(this.sandbox.url, tenant);
  }

  /** A client logged in as `username` of `brand` (reused). */
  async as(username: string, brand = 'demo'): Promise<Client> {
    const key = `${brand}/${username}`;
    let c = this.clients.get(key);
    if (!c) {
      c = this.client();
      const a = await c.login(username, brand);
      if (a.status !== 200) throw new Error(`login ${key} failed: ${a.status}`);
      this.clients.set(key, c);
    }
    return c;
  }

  /** Drops the cached logged-in clients (after moving a test clock past the idle limit). */
  forget(): void {
    this.clients.clear();
  }

  async restart(opts: StartSandboxOptions = {}): Promise<void> {
    await this.sandbox.close();
    this.clients.clear();
    await this.start(opts);
  }

  async stop(): Promise<void> {
    await this.sandbox.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
