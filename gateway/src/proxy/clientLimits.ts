/**
 * What one caller may hold at once (docs/security.md, "Greedy and slow clients"): /api calls in flight, and
 * request-body bytes received but not yet sent upstream; plus a budget of buffered bytes for everyone.
 *
 * A caller is its session (sessionKey.ts: the session cookie, hashed), or its address when it has none. Each session
 * has its own share, so one busy or stalled session behind a corporate NAT does not refuse its neighbours; every
 * address has a generous ceiling over all its sessions together, which is what holds against a client that makes
 * up session cookies (they are not checked here: the platform checks them). Over a share the call is refused (429)
 * without touching anyone else's; entries go when they empty.
 *
 * Per gateway instance: behind N instances taking turns a session can hold up to N× its share (the edge's
 * per-address limits in deploy/nginx hold across instances).
 */
export interface AddressEntry {
  readonly address: string;
  calls: number;
  bytes: number;
}

export interface ClientEntry {
  /** The session's key, or the address's for a call without a session. */
  readonly key: string;
  readonly address: AddressEntry;
  calls: number;
  bytes: number;
}

export interface ClientShares {
  /** Calls one session (or one address's calls without a session) may have in flight. */
  callsPerSession: number;
  /** Calls one address may have in flight over all its sessions. */
  callsPerAddress: number;
  /** Buffered request-body bytes one session may hold. */
  bytesPerSession: number;
  /** Buffered request-body bytes one address may hold over all its sessions. */
  bytesPerAddress: number;
  /** Buffered request-body bytes for everyone together. */
  bytes: number;
}

export class ClientLimits {
  private readonly callers = new Map<string, ClientEntry>();
  private readonly addresses = new Map<string, AddressEntry>();
  /** Request-body bytes buffered by all calls together. */
  bufferedBytes = 0;

  constructor(readonly shares: ClientShares) {}

  /** Counts a call in; which share is used up when it may not (nothing is counted then). */
  enter(key: string, address: string): ClientEntry | 'session' | 'address' {
    let a = this.addresses.get(address);
    if (a !== undefined && a.calls >= this.shares.callsPerAddress) return 'address';
    let e = this.callers.get(key);
    if (e !== undefined && e.calls >= this.shares.callsPerSession) return 'session';
    if (a === undefined) {
      a = { address, calls: 0, bytes: 0 };
      this.addresses.set(address, a);
    }
    if (e === undefined) {
      e = { key, address: a, calls: 0, bytes: 0 };
      this.callers.set(key, e);
    }
    e.calls++;
    a.calls++;
    return e;
  }

  leave(e: ClientEntry): void {
    e.calls--;
    e.address.calls--;
    this.forget(e);
  }

  /** Takes `n` more buffered bytes for `e`: 'client' or 'all' when that budget would be exceeded. */
  hold(e: ClientEntry, n: number): 'ok' | 'client' | 'all' {
    if (e.bytes + n > this.shares.bytesPerSession || e.address.bytes + n > this.shares.bytesPerAddress) return 'client';
    if (this.bufferedBytes + n > this.shares.bytes) return 'all';
    e.bytes += n;
    e.address.bytes += n;
    this.bufferedBytes += n;
    return 'ok';
  }

  release(e: ClientEntry, n: number): void {
    if (n <= 0) return;
    e.bytes -= n;
    e.address.bytes -= n;
    this.bufferedBytes -= n;
    this.forget(e);
  }

  private forget(e: ClientEntry): void {
    if (e.calls > 0 || e.bytes > 0) return;
    this.callers.delete(e.key);
    const a = e.address;
    if (a.calls <= 0 && a.bytes <= 0) this.addresses.delete(a.address);
  }

  /** Callers (sessions, or addresses without one) with a call in flight or bytes held (for metrics). */
  get size(): number {
    return this.callers.size;
  }
}
