import type { IncomingMessage } from 'node:http';
import { HttpError } from './httpError.js';

const LIMIT = 1024 * 1024;

/** Reads and parses a JSON request body; an empty body is `undefined`. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > LIMIT) throw tooLarge(req);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT) throw tooLarge(req);
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  const type = req.headers['content-type'] ?? '';
  if (type && !type.includes('json')) throw new HttpError(415, 'Send the request body as application/json.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

/** Answers 413 while discarding the rest of the body (so the client reads the answer); gives up on the connection past 8 MiB. */
function tooLarge(req: IncomingMessage): HttpError {
  discardBody(req, 8 * LIMIT);
  return new HttpError(413, 'The request body is too large.');
}

/**
 * Reads and drops the rest of a request body that is refused, so the client gets to read the answer; past `limit`
 * more bytes the connection is closed instead (a client that keeps sending is not owed the bandwidth).
 */
export function discardBody(req: IncomingMessage, limit: number): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > limit) req.socket.destroy();
  });
  req.resume();
}
