import pino, { type DestinationStream } from 'pino';

/**
 * Where the gateway's log lines go (stdout in main.ts): asynchronous and written in batches (issue 21). Each write
 * of the asynchronous stream is a trip through libuv's thread pool and back to the event loop; one per access line
 * showed in the page and /api benchmarks, and at 4 KiB a batch the trips still did. Lines are held until `minLength`
 * bytes have gathered (16 KiB: about fifty access lines) or `flushEveryMs` has passed since they were written, whichever comes first, so a quiet gateway's lines
 * still appear within a fraction of a second. `flushSync()` writes what is held (shutdown, a fatal error).
 */
export interface LogDestination {
  readonly stream: DestinationStream;
  flushSync(): void;
}

export function createLogDestination(options: { dest?: number | string; minLength?: number; flushEveryMs?: number } = {}): LogDestination {
  const flushEveryMs = options.flushEveryMs ?? 200;
  // sonic-boom wants a batch smaller than the most it writes at once (16 KiB by default).
  const boom = pino.destination({ dest: options.dest ?? 1, sync: false, minLength: options.minLength ?? 16384, maxWrite: 65536 });
  // Written since the timer last looked: flush on this tick and the next (a write under way when the first flush
  // came leaves what arrived meanwhile held).
  let ticks = 0;
  let closed = false;
  boom.once('close', () => (closed = true));
  const write = boom.write.bind(boom);
  boom.write = (chunk: string) => {
    ticks = 2;
    return write(chunk);
  };
  const timer = setInterval(() => {
    if (ticks <= 0 || closed) return;
    ticks--;
    boom.flush();
  }, flushEveryMs);
  timer.unref();
  return {
    stream: boom,
    flushSync() {
      if (!closed) boom.flushSync();
    },
  };
}
