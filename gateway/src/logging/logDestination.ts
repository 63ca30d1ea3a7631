import pino, { type DestinationStream } from 'pino';

/**
 * Where the gateway's log lines go (stdout in main.ts): asynchronous and written in batches. Each write
 * of the asynchronous stream is a trip through libuv's thread pool and back to the event loop; one per access line
 * showed in the page and /api benchmarks. Lines are held until `minLength` characters have gathered (16 KiB: about
 * fifty access lines) or `flushEveryMs` has passed since they were written, whichever comes first, so a quiet
 * gateway's lines still appear within a fraction of a second. `flushSync()` writes what is held (shutdown, a fatal
 * error).
 *
 * The lines are gathered here and handed to pino's stream (sonic-boom) a batch at a time, rather than letting it
 * gather them: sonic-boom measures the UTF-8 length of the string it is gathering on every write, which grows with
 * the batch (at 16 KiB, more per line than the line's own JSON).
 */
export interface LogDestination {
  readonly stream: DestinationStream;
  flushSync(): void;
}

export function createLogDestination(options: { dest?: number | string; minLength?: number; flushEveryMs?: number } = {}): LogDestination {
  const flushEveryMs = options.flushEveryMs ?? 200;
  const batch = options.minLength ?? 16384;
  // Each batch handed over is written at once (or right after the write under way).
  const boom = pino.destination({ dest: options.dest ?? 1, sync: false, minLength: 0 });
  let held: string[] = [];
  let heldLength = 0;
  // Written since the timer last looked: flush on this tick and the next (a write under way when the first flush
  // came leaves what arrived meanwhile held).
  let ticks = 0;
  let closed = false;
  boom.once('close', () => (closed = true));
  const write = boom.write.bind(boom);
  const handOver = () => {
    if (held.length === 0) return;
    const text = held.length === 1 ? held[0]! : held.join('');
    held = [];
    heldLength = 0;
    write(text);
  };
  boom.write = (chunk: string) => {
    ticks = 2;
    held.push(chunk);
    heldLength += chunk.length;
    if (heldLength >= batch) handOver();
    return true;
  };
  const timer = setInterval(() => {
    if (ticks <= 0 || closed) return;
    ticks--;
    handOver();
    boom.flush();
  }, flushEveryMs);
  timer.unref();
  return {
    stream: boom,
    flushSync() {
      if (closed) return;
      handOver();
      boom.flushSync();
    },
  };
}
