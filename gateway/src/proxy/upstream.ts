import http from 'node:http';
import https from 'node:https';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { upstreamHeaders } from './hopByHop.js';

export interface Upstream {
  /** Keep-alive sockets toward the platform (LIFO, so idle sockets expire instead of going stale). */
  agent: http.Agent;
  /**
   * One attempt's request toward the platform on `agent` (the main pool, or the upload lane's): the browser's
   * method and URL under the platform's base path, its headers without hop-by-hop fields, the platform's Host.
   * Nothing is written yet: the caller ends it with the body, or pipes the browser's body into it.
   */
  request(req: IncomingMessage, agent: http.Agent): ClientRequest;
}

/**
 * The keep-alive agent and the request maker toward the platform: node:http's client, driven directly.
 * http-proxy (through http-proxy-middleware) did this step until issue 21: the proxy already made every
 * decision around an attempt itself (retries, deadline, headers both ways, delivery), and http-proxy's
 * per-call setup (an options copy, a header copy, a URL join, six listeners and three emitted events) cost
 * ≈ 20 µs of the ≈ 140 µs CPU an /api call took (`npm run bench:proxy`), the largest single piece of the gap
 * to a bare Node proxy. Headers go as one flat array, which node:http writes without building its own map.
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
  const hostname = upstream.hostname;
  const port = upstream.port || (isHttps ? '443' : '80');
  // The Host the platform expects: its own name, with the port unless it is the scheme's default.
  const host = upstream.port ? `${upstream.hostname}:${upstream.port}` : upstream.hostname;
  // A base path is kept as a prefix of every /api path (`http://platform/base` + `/api/x` → `/base/api/x`).
  const prefix = upstream.pathname === '/' ? '' : upstream.pathname.replace(/\/+$/, '');
  const send = isHttps ? https.request : http.request;
  return {
    agent,
    request(req, via) {
      const method = req.method ?? 'GET';
      return send({ hostname, port, method, path: prefix + (req.url ?? '/'), headers: upstreamHeaders(req.headers, host, method), agent: via });
    },
  };
}
