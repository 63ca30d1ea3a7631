import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformClient, PlatformProbe } from '../platform/platformClient.js';

/**
 * Liveness and readiness (`/livez`, `/readyz`; `/healthz` is `/livez` under its old name).
 *
 * - live: the process is serving requests — true while draining too (a balancer must not kill a
 *   gateway that is finishing its requests).
 * - ready: the platform answered within `READY_TIMEOUT_MS`, the SPA build is loaded, and shutdown has not
 *   begun. Probe answers are shared for `cacheMs`, so several probes (balancer, kubelet, Docker) cost the
 *   platform at most one call per second.
 */
export interface ReadinessReport {
  ready: boolean;
  draining: boolean;
  assets: boolean;
  platform: PlatformProbe;
}

export interface Readiness {
  readonly draining: boolean;
  /** Shutdown has begun: /readyz answers 503 from now on. */
  startDraining(): void;
  check(): Promise<ReadinessReport>;
}

export function createReadiness(options: {
  platform: Pick<PlatformClient, 'probe'>;
  assetsLoaded: () => boolean;
  timeoutMs: number;
  cacheMs?: number;
  onChange?: (report: ReadinessReport) => void;
  onDraining?: () => void;
}): Readiness {
  const cacheMs = options.cacheMs ?? 1_000;
  let draining = false;
  let last: { at: number; probe: PlatformProbe } | undefined;
  let pending: Promise<PlatformProbe> | undefined;

  const probePlatform = (): Promise<PlatformProbe> => {
    if (last && performance.now() - last.at < cacheMs) return Promise.resolve(last.probe);
    pending ??= options.platform.probe(options.timeoutMs).then((probe) => {
      last = { at: performance.now(), probe };
      pending = undefined;
      return probe;
    });
    return pending;
  };

  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
      options.onDraining?.();
    },
    async check() {
      const platform = await probePlatform();
      const assets = options.assetsLoaded();
      const report = { ready: platform.ok && assets && !draining, draining, assets, platform };
      options.onChange?.(report);
      return report;
    },
  };
}

/**
 * Answers /livez, /healthz and /readyz (GET or HEAD; any Host — probes are not brand-routed). Used on the
 * main port and on the metrics listener alike. Returns false for any other path.
 */
export function serveHealth(req: IncomingMessage, res: ServerResponse, readiness: Readiness, instance: string): boolean {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (path !== '/livez' && path !== '/healthz' && path !== '/readyz') return false;
  const send = (status: number, body: object, extra: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text), ...extra });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(405, { error: 'method_not_allowed', message: 'Only GET and HEAD are allowed here.' }, { Allow: 'GET, HEAD' });
    return true;
  }
  if (path !== '/readyz') {
    send(200, { status: 'live', instance, draining: readiness.draining });
    return true;
  }
  readiness.check().then(
    (r) =>
      send(r.ready ? 200 : 503, {
        status: r.ready ? 'ready' : 'not_ready',
        instance,
        checks: { draining: r.draining, assets: r.assets ? 'loaded' : 'missing', platform: { ok: r.platform.ok, detail: r.platform.detail, ms: r.platform.ms } },
      }),
    () => send(503, { status: 'not_ready', instance }),
  );
  return true;
}
