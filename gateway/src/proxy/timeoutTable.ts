/**
 * The platform's `timeouts` map (URL fragment → ms, docs/requirements.md#spec-3-entities and #spec-9-constants): seeded from options, replaced by what
 * the login and check answers carry. The longest fragment contained in the URL wins.
 */
export class TimeoutTable {
  private readonly seed: Record<string, number>;
  private learned: Record<string, number> = {};
  /** Fragments sorted longest first, so the first hit is the winner. */
  private entries: Array<[string, number]> = [];

  constructor(
    seed: Record<string, number> | undefined,
    private readonly maxMs: number,
    private readonly maxEntries = 500,
  ) {
    this.seed = this.sanitise(seed ?? {});
    this.rebuild();
  }

  /** Time-out for this URL (path and query as the browser sent it), or undefined when no fragment matches. */
  lookup(url: string): number | undefined {
    const entries = this.entries;
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i]!;
      if (url.includes(e[0])) return e[1];
    }
    return undefined;
  }

  /** Takes the map from a login/check answer; returns false when it was not a usable map. */
  learn(map: unknown): boolean {
    if (!map || typeof map !== 'object' || Array.isArray(map)) return false;
    const next = this.sanitise(map as Record<string, unknown>);
    if (sameMap(next, this.learned)) return true;
    this.learned = next;
    this.rebuild();
    return true;
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.entries);
  }

  private sanitise(map: Record<string, unknown>): Record<string, number> {
    const out: Record<string, number> = {};
    let n = 0;
    for (const [fragment, raw] of Object.entries(map)) {
      if (n >= this.maxEntries) break;
      const ms = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
      if (!fragment || fragment.length > 512 || typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) continue;
      out[fragment] = Math.min(Math.round(ms), this.maxMs);
      n++;
    }
    return out;
  }

  private rebuild(): void {
    const merged = { ...this.seed, ...this.learned };
    this.entries = Object.entries(merged).sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1));
  }
}

function sameMap(a: Record<string, number>, b: Record<string, number>): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (a[k] !== b[k]) return false;
  return true;
}
