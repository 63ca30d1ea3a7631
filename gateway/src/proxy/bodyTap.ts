import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { ApiCall } from './apiCall.js';

/** The request body as far as replay is concerned. */
export class BodyTap {
  chunks: Buffer[] = [];
  size = 0;
  complete = false;
  replayable: boolean;
  private waiter: ((ok: boolean) => void) | undefined;

  constructor(
    private readonly call: ApiCall,
    private readonly replayLimit: number,
    private readonly maxBytes: number,
    declaredLength: number | undefined,
    private readonly onTooLarge: (call: ApiCall) => void,
  ) {
    this.replayable = declaredLength === undefined || declaredLength <= replayLimit;
  }

  readonly onData = (chunk: Buffer): void => {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.onTooLarge(this.call);
      return;
    }
    if (!this.replayable) return;
    if (this.size > this.replayLimit) {
      this.replayable = false;
      this.chunks = [];
      this.settle(false);
    } else this.chunks.push(chunk);
  };

  readonly onEnd = (): void => {
    this.complete = true;
    this.settle(this.replayable);
  };

  /** Calls back once the whole body is in (true) or it turned out too large to replay (false). */
  whenComplete(req: IncomingMessage, cb: (ok: boolean) => void): void {
    if (!this.replayable) return cb(false);
    if (this.complete) return cb(true);
    this.waiter = cb;
    req.resume();
  }

  replay(): PassThrough {
    const s = new PassThrough();
    s.end(this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks));
    return s;
  }

  private settle(ok: boolean): void {
    const w = this.waiter;
    this.waiter = undefined;
    w?.(ok);
  }
}

/** An already-ended body stream, for a repeated attempt of a call without a body. */
export function emptyBody(): PassThrough {
  const s = new PassThrough();
  s.end();
  return s;
}
