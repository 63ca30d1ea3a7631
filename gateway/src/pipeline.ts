import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Logger } from 'pino';
import type { TrustFn } from './host/parseHost.js';
import { sendError } from './http/sendError.js';
import { apiStep } from './steps/api.js';
import { assetsStep } from './steps/assets.js';
import { cdnStep } from './steps/cdn.js';
import { contextStep, opsContextStep } from './steps/context.js';
import { cookiesStep } from './steps/cookies.js';
import { hostStep } from './steps/host.js';
import { metricsStep } from './steps/metricsEndpoint.js';
import { notFoundStep } from './steps/notFound.js';
import { pagesStep } from './steps/pages.js';
import { probesStep } from './steps/probes.js';
import { securityHeadersStep } from './steps/securityHeaders.js';
import { mount, type Step, type StepObserver } from './steps/step.js';

/** What the steps are made of (createGateway.ts builds it). */
export type PipelineParts = Parameters<typeof contextStep>[0] &
  Parameters<typeof probesStep>[0] &
  Parameters<typeof hostStep>[0] &
  Parameters<typeof assetsStep>[0] &
  Parameters<typeof cdnStep>[0] &
  Parameters<typeof apiStep>[0] &
  Parameters<typeof pagesStep>[0] & {
    logger: Logger;
    trusted: TrustFn;
    metricsToken: string | undefined;
    metricsText: () => Promise<string>;
    /** `/bff/*` (steps/compose.ts): made by createGateway, which closes its connections. */
    compose: Step;
  };

/**
 * The gateway: one Express application, every request through one ordered list of named steps. Each step says
 * which requests it is for; a request passes only those, in this order, until one answers.
 */
export function createPipeline(parts: PipelineParts, observe?: StepObserver): Express {
  const steps = [
    contextStep(parts), //        request id, trace context, access line, CSP nonce, every answer's headers
    probesStep(parts), //         /livez /readyz /healthz, any Host
    securityHeadersStep(), //     helmet, all but /api
    hostStep(parts), //           Host → host kind (400 if refused) → brand
    metricsStep({ token: parts.metricsToken, metricsText: parts.metricsText }), // /metrics
    assetsStep(parts), //         /assets/*
    cdnStep(parts), //            /cdn/*
    apiStep(parts), //            /api/* → the proxy
    parts.compose, //             /bff/* → a page's platform calls in one round
    cookiesStep(), //             cookie-parser, for the guards
    pagesStep(parts), //          route table, guards, shells, redirects
    notFoundStep(), //            what nothing answered
  ];
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', (addr: string, hop: number) => parts.trusted(addr, hop));
  for (const step of steps) app.use(mount(step, observe));
  app.use(errorsStep(parts.logger)); // the one error responder: JSON or page
  return app;
}

/**
 * The metrics listener's application (METRICS_PORT, main.ts): the probes and /metrics without a token, for a
 * scraper and probes on a port the internet does not reach; no access lines.
 */
export function createOpsPipeline(parts: PipelineParts): Express {
  const steps = [
    opsContextStep(), //          request id, kind, nosniff
    probesStep(parts), //         /livez /readyz /healthz
    metricsStep({ token: undefined, open: true, metricsText: parts.metricsText }), // /metrics, open
    notFoundStep(),
  ];
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  for (const step of steps) app.use(mount(step));
  app.use(errorsStep(parts.logger));
  return app;
}

function errorsStep(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => sendError(req, res, err, logger);
}
