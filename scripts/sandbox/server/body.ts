import type { IncomingMessage } from 'node:http';
import { HttpError } from './httpError.js';

const LIMIT = 1024 * 1024;

/** Reads and parses a JSON request body; an empty body is `undefined`. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT) throw new HttpError(413, 'The request body is too large.');
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
