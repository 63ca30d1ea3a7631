import type { IncomingMessage } from 'node:http';

/**
 * A refusal of a body that is still arriving (413, or an upload over the buffer budgets) must reach the browser. If
 * the connection closed as soon as the answer was written, the browser would still be sending: the bytes it sends
 * after the close make the kernel reset the connection, and a reset throws away the answer the browser had not
 * read yet (it sees EPIPE or ECONNRESET, never the 413). So the answer is written in full, the rest of the body
 * read and thrown away, and only then the connection closed (`Connection: close` is in the answer): when the body
 * has ended, or after `maxBytes` more bytes or `maxMs`, whichever comes first, so a body that never ends costs
 * a refused caller no more than that. Nothing is kept.
 */
export const DISCARD_LIMITS = { maxBytes: 32 * 1024 * 1024, maxMs: 10_000 } as const;

/** Reads and drops the rest of `req`'s body, then calls `done` once (the caller ends the answer, closing the connection). */
export function discardRest(req: IncomingMessage, done: () => void, limits: { maxBytes: number; maxMs: number } = DISCARD_LIMITS): void {
  if (req.complete || req.destroyed) return done();
  let seen = 0;
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', finish);
    req.off('close', finish);
    done();
  };
  const onData = (chunk: Buffer): void => {
    seen += chunk.length;
    if (seen > limits.maxBytes) finish();
  };
  const timer = setTimeout(finish, limits.maxMs);
  req.on('data', onData);
  req.once('end', finish);
  req.once('close', finish);
  req.resume();
}
