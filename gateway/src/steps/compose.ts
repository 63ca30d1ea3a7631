import { createComposeStep, type ComposeDeps } from '../compose/composeStep.js';
import { contextOf, kindOf } from '../http/context.js';
import type { Step } from './step.js';

/**
 * `/bff/<recipe>`: a signed-in page's platform calls made next to the platform and answered in one round
 * (compose/README.md). The Host was read by the host step; the brand, the recipe and every refusal are the compose
 * step's, each passed to the one error responder.
 */
export function composeStep(deps: Omit<ComposeDeps, 'hostOf'>): Step & { close(): void } {
  const compose = createComposeStep({ ...deps, hostOf: (req) => contextOf(req).host ?? null });
  return {
    name: 'compose',
    applies: (req) => kindOf(req) === 'bff',
    handle: (req, res, next) => compose(req, res, next),
    close: () => compose.close(),
  };
}
