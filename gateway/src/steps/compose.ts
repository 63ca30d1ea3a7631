import { createComposeStep, type ComposeDeps } from '../compose/composeStep.js';
import { contextOf, kindOf } from '../http/context.js';
import { brandOf } from './host.js';
import type { Step } from './step.js';

/**
 * `/bff/<recipe>`: a signed-in page's platform calls made next to the platform and answered in one round
 * (compose/README.md). The Host and its brand were found by the host step; the recipe and every refusal are the compose
 * step's, each passed to the one error responder.
 */
export function composeStep(deps: Omit<ComposeDeps, 'hostOf' | 'brandOf'>): Step & { close(): void } {
  // The Host and the brand as the host step found them: no second lookup.
  const compose = createComposeStep({ ...deps, hostOf: (req) => contextOf(req).host ?? null, brandOf: (req) => brandOf(contextOf(req)) });
  return {
    name: 'compose',
    applies: (req) => kindOf(req) === 'bff',
    handle: (req, res, next) => compose(req, res, next),
    close: () => compose.close(),
  };
}
