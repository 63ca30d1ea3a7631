import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import { kindOf, maybeContextOf } from '../http/context.js';
import type { Step } from './step.js';

/**
 * The security headers of every answer outside /api and /bff, from helmet: configured once, run per answer, with the
 * answer's CSP nonce through its directive function. Pages get `'nonce-…'` in script-src (their bootstrap and
 * first-round starter are inline); everything else gets script-src 'self' only (nothing inline runs in an SVG
 * opened on its own). /api answers carry their own headers, set by the proxy with each answer (JSON is data;
 * documents get a scriptless sandboxed CSP); /bff answers are JSON data the gateway composes.
 */
const scriptSources = (req: IncomingMessage): string => {
  const nonce = maybeContextOf(req)?.nonce;
  return nonce ? `'self' 'nonce-${nonce}'` : "'self'";
};

export function securityHeadersStep(): Step {
  return {
    name: 'securityHeaders',
    applies: (req) => kindOf(req) !== 'api' && kindOf(req) !== 'bff',
    handle: helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [scriptSources],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // HSTS only on answers to HTTPS requests: the context step sets it (helmet would send it on every answer).
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
    }),
  };
}
