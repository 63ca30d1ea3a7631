/** A tiny Prometheus text-format counter registry for the gateway's own numbers. */
export interface Counter {
  inc(labels?: Record<string, string>, by?: number): void;
}

export interface Metrics {
  counter(name: string, help: string): Counter;
  render(): string;
}

const escapeLabel = (v: string): string => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

export function createMetrics(): Metrics {
  const counters = new Map<string, { help: string; values: Map<string, number> }>();
  return {
    counter(name, help) {
      const entry = { help, values: new Map<string, number>() };
      counters.set(name, entry);
      return {
        inc(labels = {}, by = 1) {
          // A plain loop: this runs on every /api request.
          let key = '';
          for (const k in labels) key += `${key ? ',' : ''}${k}="${escapeLabel(labels[k]!)}"`;
          entry.values.set(key, (entry.values.get(key) ?? 0) + by);
        },
      };
    },
    render() {
      const lines: string[] = [];
      for (const [name, { help, values }] of counters) {
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
        if (!values.size) lines.push(`${name} 0`);
        for (const [key, value] of values) lines.push(key ? `${name}{${key}} ${value}` : `${name} ${value}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}

export interface GatewayCounters {
  pageRequests: Counter;
  requests: Counter;
  brandLookups: Counter;
  brandCacheHits: Counter;
  authChecks: Counter;
}

export function createGatewayCounters(metrics: Metrics): GatewayCounters {
  return {
    requests: metrics.counter('gateway_requests_total', 'Requests answered by the gateway, by kind and status class.'),
    pageRequests: metrics.counter('gateway_page_requests_total', 'HTML page requests (shells and redirects), by status class.'),
    brandLookups: metrics.counter('gateway_brand_lookups_total', 'Brand lookups sent to the platform, by result.'),
    brandCacheHits: metrics.counter('gateway_brand_cache_hits_total', 'Brand resolutions answered from the cache or a shared in-flight lookup.'),
    authChecks: metrics.counter('gateway_auth_checks_total', 'Login checks made for page loads, by outcome.'),
  };
}

export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;
