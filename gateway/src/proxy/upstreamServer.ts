import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type httpProxy from 'http-proxy';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** Key of the per-attempt number in http-proxy's options, so its events can be told apart by attempt. */
export const ATTEMPT = '__apiProxyAttempt';

export type AttemptOptions = httpProxy.ServerOptions & { [ATTEMPT]: number };

export interface Upstream {
  /** Keep-alive sockets toward the platform (LIFO, so idle sockets expire instead of going stale). */
  agent: http.Agent;
  /** http-proxy's server: `web()` makes one attempt. */
  server: httpProxy;
  /** Options of a first attempt, shared by all (http-proxy copies them per call). */
  firstAttempt: AttemptOptions;
}

/**
 * The agent and http-proxy server toward the platform. http-proxy-middleware builds and configures the
 * server; its default plugins (logger, error page, event wiring) are ejected because the proxy answers
 * for every one of those concerns itself.
 */
export function createUpstream(upstreamUrl: string, o: { maxSockets: number; upstreamIdleTimeoutMs: number }): Upstream {
  const upstream = new URL(upstreamUrl);
  const isHttps = upstream.protocol === 'https:';
  const agentOptions = {
    keepAlive: true,
    maxSockets: o.maxSockets,
    scheduling: 'lifo' as const,
    timeout: o.upstreamIdleTimeoutMs,
  };
  const agent: http.Agent = isHttps ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  /** Pre-parsed target, so http-proxy does not parse a URL string per attempt. */
  const target = {
    protocol: upstream.protocol,
    hostname: upstream.hostname,
    host: upstream.hostname,
    port: upstream.port || (isHttps ? '443' : '80'),
    path: upstream.pathname === '/' ? '' : upstream.pathname.replace(/\/+$/, ''),
  };
  /** `toProxy` makes http-proxy use `req.url` as the path as is, instead of re-parsing it with `url.parse` per request. */
  const firstAttempt: AttemptOptions = {
    target: target as unknown as httpProxy.ServerOptions['target'],
    agent,
    changeOrigin: true,
    selfHandleResponse: true,
    toProxy: true,
    [ATTEMPT]: 1,
  };
  let server!: httpProxy;
  createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: upstreamUrl,
    changeOrigin: true,
    agent,
    selfHandleResponse: true,
    ejectPlugins: true,
    plugins: [(s) => (server = s as unknown as httpProxy)],
  });
  return { agent, server, firstAttempt };
}
