import type { ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';
import type { GatewayConfig } from '../config.js';
import { PERMISSIONS_POLICY } from './permissionsPolicy.js';

/**
 * The listening server's limits on slow clients: the request head must arrive within
 * HEADERS_TIMEOUT_MS and the whole request, body included, within REQUEST_TIMEOUT_MS, else 408 and the
 * connection is closed. Node checks them every `connectionsCheckingInterval`, so that is kept short. Idle
 * keep-alive connections close after KEEP_ALIVE_TIMEOUT_MS (above the balancer's).
 */
export function serverOptions(config: Pick<GatewayConfig, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>): ServerOptions {
  return {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, Math.max(50, Math.floor(config.headersTimeoutMs / 4))),
  };
}

/**
 * The server's 'clientError' handler: a request Node could not take (bad syntax, head too large, head or body
 * too slow) gets a bare status line and the connection closed. Nothing about the request is repeated.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  const status =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? '431 Request Header Fields Too Large'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\nPermissions-Policy: ${PERMISSIONS_POLICY}\r\nContent-Length: 0\r\n\r\n`,
  );
}
