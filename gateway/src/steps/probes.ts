import type { PlatformHealth } from '../health/platformHealth.js';
import { serveHealth, type Readiness } from '../health/readiness.js';
import { kindOf } from '../http/context.js';
import { isGetOrHead, onlyGetOrHead } from '../http/HttpError.js';
import type { Step } from './step.js';

/** `/livez`, `/readyz`, `/healthz`: any Host (probes are not brand-routed), logged at debug. */
export function probesStep(deps: { readiness: Readiness; platformHealth: PlatformHealth; instance: string }): Step {
  return {
    name: 'probes',
    applies: (req) => kindOf(req) === 'health',
    handle(req, res, next) {
      // Refused by the one error responder, as every refusal is.
      if (!isGetOrHead(req.method)) return next(onlyGetOrHead());
      if (!serveHealth(req, res, deps.readiness, deps.platformHealth, deps.instance)) next();
    },
  };
}
