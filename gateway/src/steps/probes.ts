import type { PlatformHealth } from '../health/platformHealth.js';
import { serveHealth, type Readiness } from '../health/readiness.js';
import { kindOf } from '../http/context.js';
import { HttpError } from '../http/HttpError.js';
import type { Step } from './step.js';

/** `/livez`, `/readyz`, `/healthz`: any Host (probes are not brand-routed), logged at debug. */
export function probesStep(deps: { readiness: Readiness; platformHealth: PlatformHealth; instance: string }): Step {
  return {
    name: 'probes',
    applies: (req) => kindOf(req) === 'health',
    handle(req, res, next) {
      // Refused by the one error responder, as every refusal is.
      if (req.method !== 'GET' && req.method !== 'HEAD') return next(new HttpError(405, 'method_not_allowed', 'Only GET and HEAD are allowed here.', { Allow: 'GET, HEAD' }));
      if (!serveHealth(req, res, deps.readiness, deps.platformHealth, deps.instance)) next();
    },
  };
}
