import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { logPath } from './logPath.js';
import type { ProxyMetrics } from './proxyMetrics.js';

/** The body of `POST /api/warn/log` (docs/requirements.md#spec-9-constants: each retry is logged via warn/log). */
export interface WarnLogReport {
  page: string;
  loggedIn: boolean;
  blurb: string;
}

export interface WarnLogReporterOptions {
  upstream: URL;
  agent: http.Agent;
  logger: Logger;
  metrics: ProxyMetrics;
  /** Path of the platform's log call (default `/api/warn/log`). */
  path: string;
  /** The report gives up after this long (default 5 000 ms); it never holds up the user's call. */
  timeoutMs: number;
}

/**
 * Fire-and-forget reporter of retries to the platform. It runs beside the user's call: nothing waits
 * for it, and whatever happens to it (refused, 4xx/5xx, time-out) is only counted and logged at debug.
 * The caller's own `Cookie` and anti-forgery header go along, as they would have from the browser, so
 * the platform can attribute the report to the session; nothing else of the caller's request does.
 */
export function createWarnLogReporter(o: WarnLogReporterOptions) {
  const request = o.upstream.protocol === 'https:' ? https.request : http.request;
  const basePath = o.upstream.pathname.replace(/\/+$/, '');
  return function report(req: IncomingMessage, requestId: string, body: WarnLogReport): void {
    const payload = JSON.stringify(body);
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      'x-request-id': requestId,
    };
    const cookie = req.headers.cookie;
    if (cookie) headers.cookie = cookie;
    const xsrf = req.headers['x-xsrf-token'];
    if (typeof xsrf === 'string') headers['x-xsrf-token'] = xsrf;
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      o.metrics.warnLogFailed++;
      o.logger.debug({ requestId, why }, 'warn/log report failed');
    };
    try {
      const out = request({
        protocol: o.upstream.protocol,
        hostname: o.upstream.hostname,
        port: o.upstream.port || undefined,
        method: 'POST',
        path: `${basePath}${o.path}`,
        headers,
        agent: o.agent,
        timeout: o.timeoutMs,
      });
      out.on('timeout', () => out.destroy(new Error('timed out')));
      out.on('error', (err) => fail(err.message));
      out.on('response', (r) => {
        r.resume();
        r.on('error', () => undefined);
        if (settled) return;
        settled = true;
        if (r.statusCode !== undefined && r.statusCode < 400) o.metrics.warnLogSent++;
        else {
          o.metrics.warnLogFailed++;
          o.logger.debug({ requestId, status: r.statusCode }, 'warn/log report refused');
        }
      });
      out.end(payload);
    } catch (err) {
      fail((err as Error).message);
    }
  };
}

/** The page the browser was on (the `Referer`'s path, masked like a log line), or '' when unknown. */
export function pageOf(req: IncomingMessage): string {
  const referer = req.headers.referer;
  if (!referer) return '';
  const scheme = referer.indexOf('://');
  const slash = scheme < 0 ? -1 : referer.indexOf('/', scheme + 3);
  if (slash < 0) return '/';
  const hash = referer.indexOf('#', slash);
  return logPath(hash < 0 ? referer.slice(slash) : referer.slice(slash, hash));
}
