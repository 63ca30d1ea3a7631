import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { HostInfo, TrustFn } from '../host/parseHost.js';
import { createAccessLog, type AccessEntry } from '../http/accessLog.js';
import { clientAddress } from '../http/clientAddress.js';
import { maybeContextOf, setContext, type RequestContext } from '../http/context.js';
import { PERMISSIONS_POLICY } from '../http/permissionsPolicy.js';
import { nextNonce } from '../http/randomPool.js';
import { assignRequestId } from '../http/requestId.js';
import { startTrace } from '../http/traceContext.js';
import type { GatewayMetrics } from '../metrics/metrics.js';
import { createApiFamilies, requestKind, type RequestKind } from '../metrics/routeFamily.js';
import { fillApiCallInfo } from '../proxy/apiCall.js';
import type { Step } from './step.js';

interface Observed extends AccessEntry {
  readonly kind: RequestKind;
}

/** The brand a request was for, for its access line: the client label of its Host. */
const brandLabel = (host: HostInfo | undefined): string | undefined => (host?.kind === 'client' && host.label ? host.label : undefined);

/**
 * First step: the request's id (a trusted proxy's when sane, else fresh), its trace context (continued from a
 * trusted proxy, or new; this hop's span id), its access line and metrics (written when the answer ends), a CSP
 * nonce for pages, the headers every answer carries (id, nosniff, HSTS over HTTPS).
 */
export function contextStep(deps: {
  trusted: TrustFn;
  accessLogger: Logger;
  metrics: GatewayMetrics;
  everyAnswerHeaders: (req: IncomingMessage) => Record<string, string>;
}): Step {
  const { trusted, metrics } = deps;
  const apiFamily = createApiFamilies();
  const observe = createAccessLog<Observed>(deps.accessLogger, {
    fill(e, res, line) {
      line.brand = brandLabel(maybeContextOf(e.req)?.host);
      if (e.kind === 'api') fillApiCallInfo(res, line);
    },
    done(e, line, seconds) {
      const kind = e.kind;
      let family: string = kind;
      if (kind === 'api') {
        family = apiFamily(e.req.url ?? '/', line.status);
        const one = [family];
        if (line.attempts) metrics.upstreamAttempts.inc(family, one, line.attempts);
        if (line.upstreamMs != null) metrics.upstreamDuration.observe(family, one, line.upstreamMs / 1000);
      } else if (kind === 'page') family = maybeContextOf(e.req)?.family ?? 'page';
      // Series keys: the label values joined by a character none of them holds.
      const code = String(line.status);
      const byKind = `${kind}\n${family}`;
      metrics.requests.inc(`${byKind}\n${code}`, [kind, family, code]);
      metrics.duration.observe(byKind, [kind, family], seconds);
    },
  });
  return {
    name: 'context',
    handle(req, res, next) {
      // Kept from a trusted proxy only: its X-Request-Id (so its log lines join ours) and its trace.
      const fromTrustedProxy = trusted(req.socket.remoteAddress);
      const requestId = assignRequestId(req, fromTrustedProxy);
      startTrace(req, fromTrustedProxy);
      const kind = requestKind(req.url);
      observe(res, {
        req,
        client: clientAddress(req, trusted),
        level: kind === 'health' ? 'debug' : 'info',
        started: process.hrtime.bigint(),
        kind,
      });
      const ctx: RequestContext = {
        requestId,
        traceparent: req.headers.traceparent as string,
        kind,
        nonce: kind === 'page' ? nextNonce() : '',
      };
      setContext(req, ctx);
      const headers = deps.everyAnswerHeaders(req);
      for (const name in headers) res.setHeader(name, headers[name]!);
      next();
    },
  };
}

/** The metrics listener's first step: an id and the kind of each request, nosniff and the Permissions-Policy; no access line. */
export function opsContextStep(): Step {
  return {
    name: 'context',
    handle(req, res, next) {
      const requestId = assignRequestId(req, false);
      setContext(req, { requestId, traceparent: '', kind: requestKind(req.url), nonce: '' });
      res.setHeader('x-request-id', requestId);
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('permissions-policy', PERMISSIONS_POLICY);
      next();
    },
  };
}
