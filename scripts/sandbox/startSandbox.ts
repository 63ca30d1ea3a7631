import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { SandboxApp } from './app.js';
import { allRoutes } from './api/routes.js';
import type { Session } from './auth/sessions.js';
import { createPipeline } from './server/pipeline.js';
import { routesOfProfile, type SandboxProfile } from './server/profile.js';
import { Router } from './server/router.js';
import { DEFAULT_SEED } from './world/seedWorld.js';

export interface StartSandboxOptions {
  /** Default 0: an ephemeral port. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Where changes are kept across restarts; omitted: in memory only. */
  dataDir?: string;
  /** Start from the seed, dropping stored changes. */
  reset?: boolean;
  seed?: number;
  logger?: Logger;
  /** Clock for session idle expiry (tests). Default Date.now. */
  now?: () => number;
  /** Add `Secure` to cookies (behind TLS). Default false: the sandbox speaks plain HTTP on loopback. */
  secureCookies?: boolean;
  /** Opens the /__sandbox control calls to callers off loopback with `Authorization: Bearer <token>` (≥ 16 characters). */
  controlToken?: string;
  /**
   * Test hook: awaited once a keyed call's change and its key are on disk, before the answer is sent — a crash
   * test holds the answer here and kills the process (`SANDBOX_HOLD_AFTER_COMMIT` in main.ts).
   */
  afterKeyCommit?: (key: string) => Promise<void> | void;
  /**
   * `spec`: answer only the calls the product specification lists, as a bank's platform without the portal's own
   * calls would (server/profile.ts); default `full`, every defined call.
   */
  profile?: SandboxProfile;
}

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

/** Starts the sandbox card platform over real HTTP. */
export async function startSandbox(opts: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const started = performance.now();
  if (opts.controlToken !== undefined && opts.controlToken.length < 16)
    throw new Error('startSandbox: controlToken must be at least 16 characters');
  const app = new SandboxApp({
    seed: opts.seed ?? DEFAULT_SEED,
    dataDir: opts.dataDir ?? null,
    reset: opts.reset ?? false,
    now: opts.now ?? Date.now,
    secureCookies: opts.secureCookies ?? false,
    logger: opts.logger ?? null,
    controlToken: opts.controlToken ?? null,
    ...(opts.afterKeyCommit ? { afterKeyCommit: opts.afterKeyCommit } : {}),
  });
  const profile = opts.profile ?? 'full';
  const router = new Router<Session>().addAll(routesOfProfile(allRoutes(app), profile));
  const pipeline = createPipeline(app, router, opts.logger ?? null);
  const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => void pipeline(req, res));
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  opts.logger?.info({ url, ms: Math.round(performance.now() - started), users: app.world.users.size }, 'sandbox platform listening');
  if (profile !== 'full') opts.logger?.info({ profile }, 'sandbox answers only the calls of its profile');
  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => {
          app.close();
          if (err) reject(err);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
