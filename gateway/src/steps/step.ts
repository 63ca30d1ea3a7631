import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/** One named middleware of the gateway's pipeline (`pipeline.ts`). */
export interface Step {
  readonly name: string;
  /** The requests the step is for (every request when absent): its mount, said in code rather than a path pattern. */
  readonly applies?: (req: IncomingMessage) => boolean;
  readonly handle: RequestHandler;
}

/** Told the name of each step a request passes through (tests: the pipeline's order). */
export type StepObserver = (step: string, req: IncomingMessage) => void;

/** The step as Express middleware: requests it is not for go straight on. */
export function mount(step: Step, observe?: StepObserver): RequestHandler {
  const { applies, handle, name } = step;
  if (observe) {
    return (req, res, next) => {
      if (applies && !applies(req)) return next();
      observe(name, req);
      return handle(req, res, next);
    };
  }
  if (!applies) return handle;
  return (req, res, next) => (applies(req) ? handle(req, res, next) : next());
}
