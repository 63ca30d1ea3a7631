import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { CLIENT_ADDRESS_HEADER } from '../../../shared/contract/tenant.js';

/** The caller's address: what the gateway says (`X-Portal-Client`, an IP), else the socket's peer. */
export function clientOf(req: IncomingMessage): string {
  const said = req.headers[CLIENT_ADDRESS_HEADER];
  if (typeof said === 'string' && isIP(said)) return said;
  return req.socket.remoteAddress ?? 'unknown';
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped form. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || (isIP(a) === 4 && a.startsWith('127.'));
}
