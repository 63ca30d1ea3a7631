import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, RequestHandler } from 'express';

/**
 * A step's middleware, on Node's request and response: the pipeline hands requests on with Node's own prototypes
 * (pipeline.ts), so Express's additions (`res.json`, `req.ip`, …) are not there to call.
 */
export type StepHandler = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

/** One named middleware of the gateway's pipeline (`pipeline.ts`). */
export interface Step {
  readonly name: string;
  /** The requests the step is for (every request when absent): its mount, said in code rather than a path pattern. */
  readonly applies?: (req: IncomingMessage) => boolean;
  readonly handle: StepHandler;
}

/**
 * Told the name of each step a request passes through (tests: the pipeline's order); what it returns, if anything, is
 * called when the step's handler returns (benchmarks: what each step costs).
 */
export type StepObserver = (step: string, req: IncomingMessage) => void | (() => void);

/** The step as Express middleware: requests it is not for go straight on. */
export function mount(step: Step, observe?: StepObserver): RequestHandler {
  const { applies, handle, name } = step;
  if (observe) {
    return (req, res, next) => {
      if (applies && !applies(req)) return next();
      const done = observe(name, req);
      try {
        return handle(req, res, next);
      } finally {
        done?.();
      }
    };
  }
  if (!applies) return handle;
  return (req, res, next) => (applies(req) ? handle(req, res, next) : next());
}
