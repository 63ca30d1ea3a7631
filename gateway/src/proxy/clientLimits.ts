/**
 * What one client address may hold at once: calls in flight, and
 * request-body bytes received but not yet sent upstream; plus a budget of buffered bytes for everyone.
 * A client over its share is refused (429) without touching anyone else's; entries go when they empty.
 */
export interface ClientEntry {
  readonly address: string;
  calls: number;
  bytes: number;
}

export class ClientLimits {
  private readonly clients = new Map<string, ClientEntry>();
  /** Request-body bytes buffered by all calls together. */
  bufferedBytes = 0;

  constructor(
    readonly maxCalls: number,
    readonly maxBytesPerClient: number,
    readonly maxBytes: number,
  ) {}

  /** Counts a call in; null when the client already has `maxCalls` in flight. */
  enter(address: string): ClientEntry | null {
    let e = this.clients.get(address);
    if (e === undefined) {
      e = { address, calls: 0, bytes: 0 };
      this.clients.set(address, e);
    } else if (e.calls >= this.maxCalls) return null;
    e.calls++;
    return e;
  }

  leave(e: ClientEntry): void {
    e.calls--;
    if (e.calls <= 0 && e.bytes <= 0) this.clients.delete(e.address);
  }

  /** Takes `n` more buffered bytes for `e`: 'client' or 'all' when that budget would be exceeded. */
  hold(e: ClientEntry, n: number): 'ok' | 'client' | 'all' {
    if (e.bytes + n > this.maxBytesPerClient) return 'client';
    if (this.bufferedBytes + n > this.maxBytes) return 'all';
    e.bytes += n;
    this.bufferedBytes += n;
    return 'ok';
  }

  release(e: ClientEntry, n: number): void {
    if (n <= 0) return;
    e.bytes -= n;
    this.bufferedBytes -= n;
    if (e.calls <= 0 && e.bytes <= 0) this.clients.delete(e.address);
  }

  /** Clients with a call in flight or bytes held (for metrics). */
  get size(): number {
    return this.clients.size;
  }
}
