import http from 'node:http';
import https from 'node:https';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, proxyEventsPlugin, type RequestHandler } from 'http-proxy-middleware';

/** The policy's hooks on each attempt (`attempts.ts`): http-proxy-middleware's `on` events. */
export interface AttemptHooks {
  /** The attempt's request has its socket and nothing is written yet: headers, and the buffered body. */
  proxyReq(proxyReq: ClientRequest, req: IncomingMessage, res: ServerResponse): void;
  /** The attempt's answer head arrived (the proxy relays answers itself: `selfHandleResponse`). */
  proxyRes(proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse): void;
  /** The attempt failed (connection refused, lost, …). */
  error(err: Error, req: IncomingMessage, res: ServerResponse | Socket): void;
}

export interface Upstream {
  /** Keep-alive sockets toward the platform (LIFO, so idle sockets expire instead of going stale). */
  agent: http.Agent;
  /** One attempt on the main pool: http-proxy-middleware forwards the browser's request, the hooks decide. */
  forward: RequestHandler<IncomingMessage, ServerResponse>;
  /** One attempt of a large upload streamed as it arrives, on the upload lane's own sockets. */
  forwardStreamed: RequestHandler<IncomingMessage, ServerResponse>;
}

/**
 * The agent and the two http-proxy-middleware instances toward the platform (the main pool and the upload lane).
 * The middleware makes each attempt's request — the browser's method, path and headers, the platform's Host, its
 * base path kept as a prefix, `Content-Length: 0` on a bodiless DELETE/OPTIONS — and the hooks apply the policy.
 * Its default plugins (logger, error page) are ejected: the proxy answers for those itself; only the `on` events
 * are wired.
 *
 * Neither agent caps its sockets: the proxy does (`maxSockets` attempts in flight, the upload lane's places), so
 * every attempt gets its socket at once and its `proxyReq` hook runs before anything is written. A capped agent
 * would queue the request, http-proxy would end it (the browser's body already read) before it had a socket,
 * and the hook could no longer set headers or write the body.
 */
export function createUpstream(
  upstreamUrl: string,
  o: { upstreamIdleTimeoutMs: number },
  laneAgent: http.Agent,
  hooks: AttemptHooks,
): Upstream {
  const upstream = new URL(upstreamUrl);
  const isHttps = upstream.protocol === 'https:';
  const agentOptions = { keepAlive: true, scheduling: 'lifo' as const, timeout: o.upstreamIdleTimeoutMs };
  const agent: http.Agent = isHttps ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  // Parsed once: a string target would be parsed again for every attempt.
  const target = {
    protocol: upstream.protocol,
    hostname: upstream.hostname,
    host: upstream.hostname,
    port: upstream.port || (isHttps ? '443' : '80'),
    path: upstream.pathname === '/' ? '' : upstream.pathname.replace(/\/+$/, ''),
  };
  const make = (via: http.Agent) =>
    createProxyMiddleware<IncomingMessage, ServerResponse>({
      target,
      pathFilter: '/api/',
      agent: via,
      changeOrigin: true,
      selfHandleResponse: true,
      // The path as the browser sent it (no re-parse), after the platform's base path.
      toProxy: true,
      ejectPlugins: true,
      plugins: [proxyEventsPlugin],
      on: hooks,
    });
  return { agent, forward: make(agent), forwardStreamed: make(laneAgent) };
}
