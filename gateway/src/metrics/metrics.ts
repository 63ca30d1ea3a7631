import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { LeanCounter, LeanHistogram } from './requestSeries.js';

/**
 * The gateway's Prometheus metrics (prom-client): request counts by status code and latency histograms by
 * route family, the /api calls' upstream attempts and latency, brand cache and login-check outcomes,
 * readiness, open connections, and Node's standard process metrics (event-loop lag, heap, GC, CPU, file
 * descriptors) under their usual names so stock Node.js dashboards work. The four that every answer updates are
 * lean series (`requestSeries.ts`: prom-client's label hashing per call showed on the /api lean path); the /api
 * proxy's own counters are appended by `createGateway`.
 */
export interface GatewayMetrics {
  registry: Registry;
  /** Every answer: kind (page, api, assets, cdn, health, metrics, other), route family, status code. */
  requests: LeanCounter;
  /** Time from the request's arrival to the end of its answer, by kind and route family. */
  duration: LeanHistogram;
  /** Upstream attempts made for /api calls (1 + retries), by family. */
  upstreamAttempts: LeanCounter;
  /** Time to the response head of the /api call's last upstream attempt, by family. */
  upstreamDuration: LeanHistogram;
  brandLookups: Counter<'result'>;
  brandCacheHits: Counter;
  /** Brand answers served past their TTL because the platform failed (stale-if-error). */
  brandStaleServed: Counter;
  authChecks: Counter<'outcome'>;
  /** Page loads whose login check was a recent answer or one already under way (platform/checkCache.ts). */
  authCheckCacheHits: Counter;
  ready: Gauge;
  draining: Gauge;
  /** 1 when the platform answered the last probe (health/platformHealth.ts); not part of readiness. */
  platformUp: Gauge;
  /** The gateway's own calls that found their kept-alive connection closed by the platform, and were sent again. */
  platformStaleConnections: Counter;
  /** Connections dropped for not reading their answer (http/writeTimeout.ts). */
  slowReadersDropped: Counter;
  /** Reports the listener's open connections (main.ts wires the server in). */
  setConnectionCounter(count: () => Promise<number>): void;
  render(): Promise<string>;
}

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let connections: (() => Promise<number>) | undefined;
  const metrics: GatewayMetrics = {
    registry,
    requests: new LeanCounter('gateway_requests_total', 'Answers sent by the gateway, by kind, route family and status code.', [
      'kind',
      'family',
      'code',
    ]),
    duration: new LeanHistogram(
      'gateway_request_duration_seconds',
      'Time from a request’s arrival to the end of its answer, by kind and route family (not by raw path).',
      ['kind', 'family'],
    ),
    upstreamAttempts: new LeanCounter(
      'gateway_api_upstream_attempts_total',
      'Upstream attempts made for /api calls (the first one plus retries), by route family.',
      ['family'],
    ),
    upstreamDuration: new LeanHistogram(
      'gateway_api_upstream_duration_seconds',
      'Time to the response head of an /api call’s last upstream attempt, by route family.',
      ['family'],
    ),
    brandLookups: new Counter({
      name: 'gateway_brand_lookups_total',
      help: 'Brand lookups sent to the platform, by result.',
      labelNames: ['result'],
      registers: [registry],
    }),
    brandCacheHits: new Counter({
      name: 'gateway_brand_cache_hits_total',
      help: 'Brand resolutions answered from the cache or a shared in-flight lookup.',
      registers: [registry],
    }),
    brandStaleServed: new Counter({
      name: 'gateway_brand_stale_served_total',
      help: 'Brand answers served past their TTL while the platform failed (stale-if-error).',
      registers: [registry],
    }),
    authChecks: new Counter({
      name: 'gateway_auth_checks_total',
      help: 'Login checks made for page loads, by outcome.',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    authCheckCacheHits: new Counter({
      name: 'gateway_auth_check_cache_hits_total',
      help: 'Page loads whose login check was a recent answer or one already under way.',
      registers: [registry],
    }),
    ready: new Gauge({ name: 'gateway_ready', help: '1 when the last readiness check passed.', registers: [registry] }),
    draining: new Gauge({ name: 'gateway_draining', help: '1 once shutdown has begun.', registers: [registry] }),
    slowReadersDropped: new Counter({
      name: 'gateway_slow_readers_dropped_total',
      help: 'Connections dropped because their answer had bytes waiting and the browser read none of them for WRITE_TIMEOUT_MS.',
      registers: [registry],
    }),
    platformStaleConnections: new Counter({
      name: 'gateway_platform_stale_connections_total',
      help: 'Brand lookups, login checks and probes that found their kept-alive connection closed by the platform and were sent again on a fresh one.',
      registers: [registry],
    }),
    platformUp: new Gauge({
      name: 'gateway_platform_up',
      help: '1 when the card platform answered the last probe (any status below 500).',
      registers: [registry],
    }),
    setConnectionCounter(count) {
      connections = count;
    },
    render: async () =>
      (await registry.metrics()) +
      metrics.requests.render() +
      metrics.duration.render() +
      metrics.upstreamAttempts.render() +
      metrics.upstreamDuration.render(),
  };
  new Gauge({
    name: 'gateway_open_connections',
    help: 'Client connections open on the main listener (keep-alive ones included).',
    registers: [registry],
    async collect() {
      if (connections) this.set(await connections());
    },
  });
  return metrics;
}
