import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { createProxyMiddleware } from 'http-proxy-middleware';

export interface ApiProxyOptions {
  /** Origin of the card platform; `/api/...` paths are forwarded unchanged. */
  upstreamUrl: string;
  logger: Logger;
  /** Seed for the URL fragment → ms time-out map (spec §9); learned further from login/check answers. */
  timeouts?: Record<string, number>;
  defaultTimeoutMs?: number;
}

export interface ApiProxy {
  /** Handles a request whose path starts with `/api/`. Never throws; always answers. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Prometheus text exposition of the proxy's counters. */
  metrics(): string;
  close(): Promise<void>;
}

/**
 * First slice: a streaming pass-through with a keep-alive agent. The retry and time-out policy of
 * spec §9 / DESIGN §5 is layered in behind this same interface.
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.upstreamUrl,
    changeOrigin: true,
    agent,
    proxyTimeout: options.defaultTimeoutMs ?? 30_000,
    on: {
      error: (err, _req, res) => {
        options.logger.warn({ err: err.message }, 'upstream error');
        if (res instanceof http.ServerResponse && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: 'bad_gateway', message: 'The card platform could not be reached.' }));
        }
      },
    },
  });
  return {
    handle(req, res) {
      void proxy(req, res, () => {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'not_found', message: 'No such API route.' }));
      });
    },
    metrics: () => '',
    close: async () => agent.destroy(),
  };
}
