import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The gateway's Prometheus metrics (prom-client): request counts by status code and latency histograms by
 * route family, the /api calls' upstream attempts and latency, brand cache and login-check outcomes,
 * readiness, open connections, and Node's standard process metrics (event-loop lag, heap, GC, CPU, file
 * descriptors) under their usual names so stock Node.js dashboards work. The /api proxy's own counters are
 * appended by `createGateway`.
 */
export interface GatewayMetrics {
  registry: Registry;
  /** Every answer: kind (page, api, assets, cdn, health, metrics, other), route family, status code. */
  requests: Counter<'kind' | 'family' | 'code'>;
  /** Time from the request's arrival to the end of its answer, by kind and route family. */
  duration: Histogram<'kind' | 'family'>;
  /** Upstream attempts made for /api calls (1 + retries), by family. */
  upstreamAttempts: Counter<'family'>;
  /** Time to the response head of the /api call's last upstream attempt, by family. */
  upstreamDuration: Histogram<'family'>;
  brandLookups: Counter<'result'>;
  brandCacheHits: Counter;
  /** Brand answers served past their TTL because the platform failed (stale-if-error). */
  brandStaleServed: Counter;
  authChecks: Counter<'outcome'>;
  /** Page loads whose login check was a recent answer or one already under way (platform/checkCache.ts). */
  authCheckCacheHits: Counter;
  ready: Gauge;
  draining: Gauge;
  /** Reports the listener's open connections (main.ts wires the server in). */
  setConnectionCounter(count: () => Promise<number>): void;
  render(): Promise<string>;
}

/** Latency buckets in seconds: sub-millisecond assets up to the /api proxy's 30 s default deadline. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let connections: (() => Promise<number>) | undefined;
  const metrics: GatewayMetrics = {
    registry,
    requests: new Counter({
      name: 'gateway_requests_total',
      help: 'Answers sent by the gateway, by kind, route family and status code.',
      labelNames: ['kind', 'family', 'code'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'gateway_request_duration_seconds',
      help: 'Time from a request’s arrival to the end of its answer, by kind and route family (not by raw path).',
      labelNames: ['kind', 'family'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    upstreamAttempts: new Counter({
      name: 'gateway_api_upstream_attempts_total',
      help: 'Upstream attempts made for /api calls (the first one plus retries), by route family.',
      labelNames: ['family'],
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'gateway_api_upstream_duration_seconds',
      help: 'Time to the response head of an /api call’s last upstream attempt, by route family.',
      labelNames: ['family'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
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
    setConnectionCounter(count) {
      connections = count;
    },
    render: () => registry.metrics(),
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
