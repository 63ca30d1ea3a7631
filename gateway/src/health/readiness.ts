import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformHealth } from './platformHealth.js';

/**
 * Liveness and readiness (`/livez`, `/readyz`; `/healthz` is `/livez` under its old name).
 *
 * - live: the process is serving requests — true while draining too (a balancer must not kill a
 *   gateway that is finishing its requests).
 * - ready: this instance can serve — the SPA build is loaded and shutdown has not begun. The platform's health is
 *   reported beside it (and in the metrics and the logs: `platformHealth.ts`) but does not decide it: a platform
 *   outage would otherwise take every gateway out of the balancer at once.
 */
export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  assets: boolean;
}

export interface Readiness {
  readonly draining: boolean;
  /** Shutdown has begun: /readyz answers 503 from now on. */
  startDraining(): void;
  check(): ReadinessReport;
}

export function createReadiness(options: {
  assetsLoaded: () => boolean;
  onChange?: (report: ReadinessReport) => void;
  onDraining?: () => void;
}): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
      options.onDraining?.();
    },
    check() {
      const assets = options.assetsLoaded();
      const report = { ready: assets && !draining, draining, assets };
      options.onChange?.(report);
      return report;
    },
  };
}

/**
 * Answers a GET or HEAD of /livez, /healthz and /readyz (any Host — probes are not brand-routed; the probes step
 * refuses other methods). Used on the main port and on the metrics listener alike. Returns false for any other path.
 * Never waits for the platform.
 */
export function serveHealth(
  req: IncomingMessage,
  res: ServerResponse,
  readiness: Readiness,
  platform: PlatformHealth,
  instance: string,
): boolean {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (path !== '/livez' && path !== '/healthz' && path !== '/readyz') return false;
  const send = (status: number, body: object, extra: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(text),
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (path !== '/readyz') {
    send(200, { status: 'live', instance, draining: readiness.draining });
    return true;
  }
  const r = readiness.check();
  const p = platform.latest();
  send(r.ready ? 200 : 503, {
    status: r.ready ? 'ready' : 'not_ready',
    instance,
    checks: { draining: r.draining, assets: r.assets ? 'loaded' : 'missing' },
    // For people reading it; not part of the verdict.
    platform: p ? { ok: p.ok, detail: p.detail, ms: p.ms } : { ok: null, detail: 'not probed yet' },
  });
  return true;
}
