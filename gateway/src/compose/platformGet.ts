import http from 'node:http';
import https from 'node:https';
import { isConnectFailure, mayRetry, parseRetryAfter, retryPause } from '../proxy/retryPolicy.js';

/** What one GET of the platform answered: its status, headers and whole body. */
export interface PlatformReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that got no answer it could use: no answer in time (`timeout`), none at all, or one too large to compose. */
export class NoReply extends Error {
  constructor(readonly why: 'timeout' | 'unreachable' | 'too_large') {
    super(why);
    this.name = 'NoReply';
  }
}

export interface RetryRule {
  /** Retries after the first attempt. */
  max: number;
  /** The pause before each, lengthened (never shortened) by the platform's Retry-After up to `maxRetryAfterMs`. */
  delayMs: number;
  maxRetryAfterMs: number;
}

export interface PlatformGetter {
  /**
   * GETs `url` (under `/api`, as the browser would name it) from the platform with these headers, within `deadlineMs`
   * for every attempt and pause together, retried on the status list of the retry policy. Rejects with NoReply when no
   * usable answer came, or with the signal's reason when the caller went away.
   */
  get(url: string, headers: Record<string, string>, deadlineMs: number, signal: AbortSignal): Promise<PlatformReply>;
  close(): void;
}

/**
 * The compose step's own way to the platform: node:http over a keep-alive agent of its own (the /api proxy's sockets
 * stay the browser's), with the retry rule the proxy applies to a safe method (retryPolicy.ts).
 */
export function createPlatformGetter(options: {
  upstreamUrl: string;
  maxSockets: number;
  idleTimeoutMs: number;
  maxBodyBytes: number;
  retry: RetryRule;
  /** Told of each retry: the URL, the status that made it (0: no answer), the attempt that follows, its pause. */
  onRetry?: (url: string, status: number, attempt: number, pauseMs: number) => void;
}): PlatformGetter {
  const base = new URL(options.upstreamUrl);
  const isHttps = base.protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets, scheduling: 'lifo' as const, timeout: options.idleTimeoutMs };
  const agent = isHttps ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const send = isHttps ? https.request : http.request;
  const prefix = base.pathname === '/' ? '' : base.pathname.replace(/\/+$/, '');
  const port = base.port || (isHttps ? '443' : '80');

  /** One attempt: its answer, or status 0 with whether the request provably never left. */
  const attempt = (
    url: string,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<PlatformReply | { status: 0; neverSent: boolean }> =>
    new Promise((resolve, reject) => {
      const out = send({ hostname: base.hostname, port, method: 'GET', path: prefix + url, headers, agent, signal });
      out.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBodyBytes) {
            res.destroy();
            reject(new NoReply('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', () => resolve({ status: 0, neverSent: false }));
      });
      out.on('error', (err) => {
        if (signal.aborted) reject(signal.reason);
        else resolve({ status: 0, neverSent: isConnectFailure(err) });
      });
      out.end();
    });

  const pause = (ms: number, signal: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      const stop = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      signal.addEventListener('abort', stop, { once: true });
    });

  return {
    async get(url, headers, deadlineMs, signal) {
      const ends = Date.now() + deadlineMs;
      const deadline = AbortSignal.timeout(deadlineMs);
      const both = AbortSignal.any([signal, deadline]);
      for (let n = 0; ; n++) {
        let got: PlatformReply | { status: 0; neverSent: boolean };
        try {
          got = await attempt(url, headers, both);
        } catch (err) {
          if (signal.aborted) throw signal.reason;
          if (deadline.aborted) throw new NoReply('timeout');
          throw err;
        }
        const neverSent = 'neverSent' in got && got.neverSent;
        const retry = n < options.retry.max && mayRetry({ method: 'GET', status: got.status, neverSent, idempotencyKey: false });
        const wait = retry
          ? retryPause(
              options.retry.delayMs,
              'headers' in got ? parseRetryAfter(got.headers['retry-after'], Date.now()) : undefined,
              options.retry.maxRetryAfterMs,
            )
          : 0;
        // A retry only when its pause ends before the deadline; otherwise the answer in hand is the answer.
        if (!retry || Date.now() + wait >= ends) {
          if ('body' in got) return got;
          throw new NoReply(deadline.aborted ? 'timeout' : 'unreachable');
        }
        options.onRetry?.(url, got.status, n + 2, wait);
        try {
          await pause(wait, both);
        } catch {
          if (signal.aborted) throw signal.reason;
          throw new NoReply('timeout');
        }
      }
    },
    close() {
      agent.destroy();
    },
  };
}
