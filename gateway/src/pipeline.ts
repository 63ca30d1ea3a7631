import http from 'node:http';
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
  const app = withNodePrototypes(express());
  app.disable('x-powered-by');
  app.set('etag', false);
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
  const app = withNodePrototypes(express());
  app.disable('x-powered-by');
  app.set('etag', false);
  for (const step of steps) app.use(mount(step));
  app.use(errorsStep(parts.logger));
  return app;
}

/**
 * Express gives each request and response the application's prototypes (`app.request`, `app.response`, which add
 * `res.json`, `req.ip` and the like) as they enter. A request or response whose prototype is not the one Node made it
 * with makes every later touch of it dearer, Node's own HTTP code and http-proxy's included: an `/api` call cost the
 * gateway ≈ 2.5× the CPU of the same proxy without Express (docs/performance.md). The steps use Node's API only
 * (steps/step.ts), so the application's prototypes are Node's own and Express's change of prototype changes nothing.
 */
function withNodePrototypes(app: Express): Express {
  return Object.assign(app, { request: http.IncomingMessage.prototype, response: http.ServerResponse.prototype });
}

function errorsStep(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => sendError(req, res, err, logger);
}
