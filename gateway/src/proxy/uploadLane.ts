import http from 'node:http';
import https from 'node:https';

/**
 * Large uploads (a receipt photo, a document) streamed to the platform as they arrive, on a few sockets of
 * their own. Buffering every body protects the platform's sockets from stalled uploads but holds a whole file
 * in the gateway's memory; streaming a big body instead needs a socket for as long as the browser takes to send
 * it, so streamed bodies never touch the main pool: they get `sockets` of their own, at most `perClient` each
 * session (or address without one) at once. A big upload that finds the lane full (or its client's share used) is buffered as
 * before, within the buffer budgets: stalled uploads can fill the lane, never the main pool, and are cut at
 * their deadline (408).
 */
export class UploadLane {
  readonly agent: http.Agent;
  /** Streamed uploads in flight. */
  inUse = 0;
  /** Uploads that streamed (a counter for metrics). */
  streamed = 0;
  private readonly byClient = new Map<string, number>();

  constructor(
    upstreamUrl: string,
    readonly sockets: number,
    readonly perClient: number,
  ) {
    // No keep-alive: an upload's socket may have been held for a long time by a slow browser, and the lane
    // is small enough that a fresh connection per upload costs nothing measurable. No cap on the agent: `take`
    // is the cap, and a capped agent could queue an attempt past its proxyReq hook (upstream.ts).
    const options = { keepAlive: false };
    this.agent = new URL(upstreamUrl).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  }

  /** Takes a place in the lane for `client`; false when the lane or the client's share is full. */
  take(client: string): boolean {
    const mine = this.byClient.get(client) ?? 0;
    if (this.inUse >= this.sockets || mine >= this.perClient) return false;
    this.byClient.set(client, mine + 1);
    this.inUse++;
    this.streamed++;
    return true;
  }

  give(client: string): void {
    const mine = (this.byClient.get(client) ?? 1) - 1;
    if (mine <= 0) this.byClient.delete(client);
    else this.byClient.set(client, mine);
    this.inUse--;
  }

  close(): void {
    this.agent.destroy();
  }
}
