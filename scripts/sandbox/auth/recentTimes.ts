/**
 * When something last happened per key (an account's last reminder or reset message), bounded: the least
 * recently claimed keys are forgotten first, and a key older than its interval is worth nothing anyway.
 */
export class RecentTimes {
  private readonly times = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly maxKeys = 100_000,
  ) {}

  /** True (and the time recorded) when `key` had nothing in the last `intervalMs`; false while it is too soon. */
  claim(key: string, intervalMs: number): boolean {
    const t = this.now();
    const last = this.times.get(key);
    if (last !== undefined && t - last < intervalMs) return false;
    this.times.delete(key);
    if (this.times.size >= this.maxKeys) {
      const oldest = this.times.keys().next();
      if (!oldest.done) this.times.delete(oldest.value);
    }
    this.times.set(key, t);
    return true;
  }

  clear(): void {
    this.times.clear();
  }
}
