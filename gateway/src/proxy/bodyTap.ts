import type { ApiCall } from './apiCall.js';

/**
 * A request body, received in full before the first upstream attempt (so a slow or stalled upload never
 * holds a socket toward the platform), within the size limit and the buffer budgets. It is replayed to each
 * attempt; one over `replayLimit` is sent once and let go.
 */
export class BodyTap {
  chunks: Buffer[] = [];
  size = 0;
  complete = false;
  /** Still kept for another attempt. */
  replayable = true;
  private waiter: (() => void) | undefined;

  constructor(
    private readonly call: ApiCall,
    private readonly replayLimit: number,
    private readonly maxBytes: number,
    private readonly onTooLarge: (call: ApiCall) => void,
    private readonly onOverBudget: (call: ApiCall, which: 'client' | 'all') => void,
  ) {}

  readonly onData = (chunk: Buffer): void => {
    const call = this.call;
    this.size += chunk.length;
    if (this.size > this.maxBytes) return this.onTooLarge(call);
    const held = call.client ? call.rt.limits.hold(call.client, chunk.length) : 'ok';
    if (held !== 'ok') return this.onOverBudget(call, held);
    call.held += chunk.length;
    this.chunks.push(chunk);
  };

  readonly onEnd = (): void => {
    this.complete = true;
    const w = this.waiter;
    this.waiter = undefined;
    w?.();
  };

  /** Calls back once the whole body is in (never, when it is refused on the way). */
  whenComplete(cb: () => void): void {
    if (this.complete) cb();
    else this.waiter = cb;
  }

  /** The body for one attempt (undefined: empty); one too large to replay is given once and let go. */
  replay(): Buffer | undefined {
    const chunks = this.chunks;
    const body = chunks.length === 0 ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    if (this.size > this.replayLimit) {
      this.replayable = false;
      this.chunks = [];
      const call = this.call;
      if (call.client) call.rt.limits.release(call.client, call.held);
      call.held = 0;
    }
    return body;
  }

  /** Stops taking the body in (it was refused). */
  detach(): void {
    const req = this.call.req;
    req.off('data', this.onData);
    req.off('end', this.onEnd);
    this.waiter = undefined;
    this.chunks = [];
  }
}
