/**
 * The four metrics every answer updates — request count, request duration, and for /api the upstream attempts
 * and latency — counted in plain records on the hot path and rendered in the Prometheus text format (0.0.4) when
 * scraped, in the same shape prom-client gives (histogram buckets cumulative, `le` first, then the labels in
 * order; `_sum` and `_count`).
 *
 * Why not prom-client for these (it keeps every other metric): each of its `inc`/`observe` calls hashes and
 * validates its label object, ≈ 3 µs per answer for the four, which showed in profiles of the /api lean path
 * Here a series is found by one string key and updated with a few additions.
 */

/** Latency buckets in seconds: sub-millisecond assets up to the /api proxy's 30 s default deadline. */
export const LATENCY_BUCKETS: readonly number[] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

interface CounterSeries {
  labels: string;
  value: number;
}

interface HistogramSeries {
  labels: string;
  /** Observations per bucket (not cumulative); the last slot is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/** `kind="api",family="echo"`: the label names in order with their escaped values. */
function labelText(names: readonly string[], values: readonly string[]): string {
  let out = '';
  for (let i = 0; i < names.length; i++) out += `${i ? ',' : ''}${names[i]}="${escapeLabel(values[i] ?? '')}"`;
  return out;
}

const escapeLabel = (v: string): string => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

/** A number as prom-client writes it (`+Inf`, `-Inf`, `NaN` spelt out). */
const num = (n: number): string => (Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN');

export class LeanCounter {
  private readonly series = new Map<string, CounterSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
  ) {}

  /** Adds `by` to the series of these label values (in `labelNames` order); `key` is any string unique to them. */
  inc(key: string, values: readonly string[], by = 1): void {
    let s = this.series.get(key);
    if (s === undefined) {
      s = { labels: labelText(this.labelNames, values), value: 0 };
      this.series.set(key, s);
    }
    s.value += by;
  }

  render(): string {
    let out = `# HELP ${this.name} ${this.help}\n# TYPE ${this.name} counter\n`;
    for (const s of this.series.values()) out += `${this.name}{${s.labels}} ${num(s.value)}\n`;
    return out;
  }
}

export class LeanHistogram {
  private readonly series = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    readonly bounds: readonly number[] = LATENCY_BUCKETS,
  ) {}

  /** Counts one observation of `value` in the series of these label values; `key` as for `LeanCounter.inc`. */
  observe(key: string, values: readonly string[], value: number): void {
    let s = this.series.get(key);
    if (s === undefined) {
      s = { labels: labelText(this.labelNames, values), buckets: new Array<number>(this.bounds.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    s.buckets[i]!++;
    s.sum += value;
    s.count++;
  }

  render(): string {
    const n = this.name;
    let out = `# HELP ${n} ${this.help}\n# TYPE ${n} histogram\n`;
    for (const s of this.series.values()) {
      const rest = s.labels ? `,${s.labels}` : '';
      let cumulative = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        cumulative += s.buckets[i]!;
        out += `${n}_bucket{le="${this.bounds[i]}"${rest}} ${cumulative}\n`;
      }
      out += `${n}_bucket{le="+Inf"${rest}} ${s.count}\n${n}_sum{${s.labels}} ${num(s.sum)}\n${n}_count{${s.labels}} ${s.count}\n`;
    }
    return out;
  }
}
