import zlib from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import { checkCall, loginCall } from '../../../shared/contract/authentication.js';
import { callUrl } from '../../../shared/contract/platformCall.js';
import type { ProxyRuntime } from './proxyRuntime.js';

/** The calls whose answers carry the platform's `timeouts` map (docs/requirements.md#spec-3-entities login response, check). */
export const TIMEOUT_SOURCES = new Set([callUrl(loginCall, {}), callUrl(checkCall, {})]);
const SNIFF_LIMIT = 1024 * 1024;

/** Reads the `timeouts` map out of a login/check answer while it streams to the browser. */
export function sniffTimeouts(rt: ProxyRuntime, proxyRes: IncomingMessage): void {
  const chunks: Buffer[] = [];
  let size = 0;
  proxyRes.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= SNIFF_LIMIT) chunks.push(chunk);
  });
  proxyRes.on('end', () => {
    if (size > SNIFF_LIMIT || size === 0) return;
    decode(Buffer.concat(chunks), proxyRes.headers['content-encoding'], (text) => {
      if (text === undefined) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return;
      }
      const map = parsed && typeof parsed === 'object' ? (parsed as { timeouts?: unknown }).timeouts : undefined;
      if (map === undefined) return;
      const timeouts = rt.timeouts;
      const before = JSON.stringify(timeouts.snapshot());
      if (timeouts.learn(map) && JSON.stringify(timeouts.snapshot()) !== before) {
        rt.metrics.timeoutMapUpdates++;
        rt.logger.info({ entries: Object.keys(timeouts.snapshot()).length }, 'time-out map learned from the platform');
      }
    });
  });
}

/** The body as text, decoded (gzip/deflate/br) on the side; undefined when it cannot be. */
function decode(buf: Buffer, encoding: string | string[] | undefined, cb: (text: string | undefined) => void): void {
  const enc = (Array.isArray(encoding) ? encoding[0] : encoding)?.trim().toLowerCase();
  const done = (err: Error | null, out: Buffer) => cb(err ? undefined : out.toString('utf8'));
  if (!enc || enc === 'identity') return cb(buf.toString('utf8'));
  if (enc === 'gzip' || enc === 'x-gzip') return zlib.gunzip(buf, done);
  if (enc === 'deflate') return zlib.inflate(buf, (err, out) => (err ? zlib.inflateRaw(buf, done) : done(null, out)));
  if (enc === 'br') return zlib.brotliDecompress(buf, done);
  cb(undefined);
}
