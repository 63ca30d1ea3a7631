import type { IncomingMessage } from 'node:http';
import { safeEqual } from '../auth/sessions.js';
import { isLoopback } from './clientOf.js';

/**
 * The `/__sandbox/*` control calls (reset, faults, demo data with full card numbers) are test hooks: they
 * answer callers on loopback, and anyone else only with `Authorization: Bearer <controlToken>`
 * (`SANDBOX_CONTROL_TOKEN`); without a token configured, never off loopback.
 */
export function controlAllowed(req: IncomingMessage, token: string | null): boolean {
  if (isLoopback(req.socket.remoteAddress)) return true;
  if (!token) return false;
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return m !== null && safeEqual(m[1]!, token);
}
