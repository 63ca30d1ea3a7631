/**
 * The portal as the benchmarks and the Lighthouse run see it: the built SPAs, the gateway and a fresh
 * sandbox platform on loopback, and a signed-in cookie obtained through the platform's login call (the
 * same call the login page makes), so a signed-in page can be measured without driving the form.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PASSWORD = 'Password1!';
export const BRAND = 'demo';

/** Fails with the command to run when the SPAs have not been built (pages would answer 503). */
export function requireBuild(): void {
  if (!existsSync(path.join(ROOT, 'dist/client/manifest.json'))) {
    throw new Error('dist/client/manifest.json is missing: run `npm run build` first.');
  }
}

export interface Portal {
  port: number;
  /** Served over TLS (a self-signed certificate for localhost): `https://` origins. */
  tls: boolean;
  /** `http(s)://<label.>localhost:<port>`; no label: the bare host (welcome). */
  origin(label?: string): string;
  close(): Promise<void>;
}

/** Gateway + a sandbox platform in this process, its world fresh in a temp dir, on a free loopback port. */
export async function startPortal(): Promise<Portal> {
  requireBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'card-portal-bench-'));
  const { main } = await import('../../gateway/src/main.js');
  const running = await main({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SANDBOX_DATA_DIR: dataDir,
    SANDBOX_RESET: '1',
    NODE_ENV: 'production',
  });
  const port = Number(new URL(running.url).port);
  return {
    port,
    tls: false,
    origin: (label) => `http://${label ? `${label}.` : ''}localhost:${port}`,
    async close() {
      await running.close({ immediate: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The same portal as deployed: the sandbox platform, one gateway and Debian's nginx with the deploy folder's config
 * in front (scripts/fleet/startFleet.ts), which compresses pages and JSON as production does; with `tls`, nginx also
 * terminates TLS with HTTP/2, as the TLS terminator in front of the portal does (deploy/README.md). `root`: another
 * checkout's portal (a baseline), run as that checkout deploys it.
 */
export async function startPortalBehindNginx(options: { tls?: boolean; root?: string } = {}): Promise<Portal> {
  requireBuild();
  const { startFleet } = await import('../fleet/startFleet.js');
  const tls = options.tls === true;
  const fleet = await startFleet({ gateways: 1, nginxWorkers: 1, tls, ...(options.root ? { root: options.root } : {}) });
  return {
    port: fleet.port,
    tls,
    origin: (label) => `${tls ? 'https' : 'http'}://${label ? `${label}.` : ''}localhost:${fleet.port}`,
    close: () => fleet.stop(),
  };
}

export interface Cookie {
  name: string;
  value: string;
}

/** node:http, or node:https trusting the benchmark's own self-signed certificate. */
const client = (tls: boolean) => (tls ? { request: https.request, get: https.get } : { request: http.request, get: http.get });

/** Logs `username` in through `POST /api/authentication/login` on the brand's host; the cookies it set. */
export function signIn(port: number, username: string, brand = BRAND, tls = false): Promise<Cookie[]> {
  const body = JSON.stringify({ username, password: PASSWORD, brand });
  return new Promise((resolve, reject) => {
    const req = client(tls).request(
      {
        rejectUnauthorized: false,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/authentication/login',
        headers: {
          host: `${brand}.localhost:${port}`,
          origin: `${tls ? 'https' : 'http'}://${brand}.localhost:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const cookies = (res.headers['set-cookie'] ?? []).flatMap((line): Cookie[] => {
            const pair = line.split(';', 1)[0] ?? '';
            const eq = pair.indexOf('=');
            return eq > 0 && eq < pair.length - 1 ? [{ name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() }] : [];
          });
          if (res.statusCode !== 200 || !cookies.length)
            return reject(new Error(`login of ${username} answered ${res.statusCode} without a session cookie`));
          resolve(cookies);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The Cookie request header for cookies from signIn. */
export const cookieHeader = (cookies: readonly Cookie[]): string => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/**
 * GET `pathname` on the brand's host with the signed-in cookies; the JSON answer. Through node:http, not fetch:
 * fetch never sends a Host header of its own, so the platform would see another tenant and refuse the session.
 */
export function getJson(port: number, pathname: string, cookies: readonly Cookie[], brand = BRAND, tls = false): Promise<unknown> {
  return new Promise((resolve, reject) => {
    client(tls)
      .get(
        {
          rejectUnauthorized: false,
          host: '127.0.0.1',
          port,
          path: pathname,
          headers: { host: `${brand}.localhost:${port}`, cookie: cookieHeader(cookies), accept: 'application/json' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            if (res.statusCode !== 200)
              return reject(new Error(`GET ${pathname} as a signed-in user answered ${res.statusCode}: ${body.slice(0, 200)}`));
            try {
              resolve(JSON.parse(body));
            } catch (err) {
              reject(err);
            }
          });
        },
      )
      .on('error', reject);
  });
}
