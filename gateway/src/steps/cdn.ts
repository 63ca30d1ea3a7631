import { createCdnHandler } from '../cdn/cdnHandler.js';
import type { CdnStore } from '../cdn/cdnStore.js';
import { kindOf } from '../http/context.js';
import type { Step } from './step.js';

/** `/cdn/{client}/…`: the client asset area from memory, with the fallback to `default` (cdn/). */
export function cdnStep(deps: { cdn: CdnStore }): Step {
  return { name: 'cdn', applies: (req) => kindOf(req) === 'cdn', handle: createCdnHandler(deps.cdn) };
}
