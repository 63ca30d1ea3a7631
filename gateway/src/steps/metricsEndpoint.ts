import { timingSafeEqual } from 'node:crypto';
import { kindOf } from '../http/context.js';
import { notFound } from '../http/HttpError.js';
import type { Step } from './step.js';

/**
 * `/metrics`: on the main port for a scraper with `Authorization: Bearer METRICS_TOKEN` (404 for anyone else, and
 * for everyone without a token set); open on the metrics listener (`open`).
 */
export function metricsStep(deps: { token: string | undefined; open?: boolean; metricsText: () => Promise<string> }): Step {
  return {
    name: 'metrics',
    applies: (req) => kindOf(req) === 'metrics',
    async handle(req, res, next) {
      if (!deps.open && !bearerMatches(req.headers.authorization, deps.token)) return next(notFound());
      const text = await deps.metricsText();
      res.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
    },
  };
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!m?.[1]) return false;
  const a = Buffer.from(m[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
