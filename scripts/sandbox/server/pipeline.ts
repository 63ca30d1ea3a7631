import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { BRAND_HEADER, NO_BRAND } from '../../../shared/contract/tenant.js';
import { REWARDS_CARD_HEADER } from '../../../shared/contract/rewards.js';
import { SESSION_COOKIE, safeEqual, type Session } from '../auth/sessions.js';
import type { SandboxApp } from '../app.js';
import { readJsonBody } from './body.js';
import { CLOCK_AHEAD_HEADER, answeredAhead, parseClockAhead } from './clockAhead.js';
import { controlAllowed } from './control.js';
import { parseCookies } from './cookies.js';
import { FAULT_HEADER, parseFaultHeader, type Fault } from './faults.js';
import { HttpError } from './httpError.js';
import { IDEMPOTENCY_HEADER, IdempotencyRegistry, REPLAYED_HEADER } from './idempotency.js';
import { RawReply, Reply } from './reply.js';
import { clientOf } from './clientOf.js';
import type { Method, Router } from './router.js';

const XSRF_HEADER = 'x-xsrf-token';

/**
 * The request pipeline: control-call guard → faults → route match → tenant and session → XSRF → body →
 * handler → JSON answer. The tenant is the brand the gateway says the call came in under (`X-Portal-Brand`):
 * a session of any other brand is answered as no session at all. The platform fails closed: a call that does
 * not name a bank it serves (or NO_BRAND) is refused, whoever makes it — only the brand lookup and the
 * sandbox's control calls (`tenant: 'none'`) are answered without one.
 */
export function createPipeline(app: SandboxApp, router: Router<Session>, logger: Logger | null) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    let path = '/';
    const requestId = header(req, 'x-request-id');
    if (requestId && /^[\w.:-]{1,100}$/.test(requestId)) res.setHeader('x-request-id', requestId);
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      path = url.pathname;
      const method = (req.method ?? 'GET').toUpperCase();
      if (path.startsWith('/__sandbox/') && !controlAllowed(req, app.options.controlToken ?? null)) {
        throw new HttpError(403, 'Sandbox control calls are answered on loopback only, or with the control token.');
      }

      const fault =
        parseFaultHeader(header(req, FAULT_HEADER), path) ?? (path.startsWith('/__sandbox/') ? null : app.faults.take(method, path));
      if (fault && (await applyFault(fault, req, res))) return;

      const match = router.match(method, path);
      if (match === 'method-not-allowed') throw new HttpError(405, `${method} is not allowed on ${path}.`, 'Method Not Allowed');
      if (!match) throw new HttpError(404, 'No such call on the card platform.');

      const named = header(req, BRAND_HEADER);
      const tenant = match.def.tenant === 'none' || path.startsWith('/__sandbox/') ? (named ?? null) : tenantOf(app, named);
      const sessionId = parseCookies(req.headers.cookie).get(SESSION_COOKIE);
      let session: Session | null = null;
      if (match.def.access === 'session') {
        session = app.sessions.resolve(sessionId, tenant);
        if (!session) {
          const ended = sessionId ? app.sessions.wasEnded(sessionId) : false;
          throw new HttpError(401, ended ? 'Your session has ended. Please log in again.' : 'You are not logged in.');
        }
        const needsXsrf = match.def.xsrf ?? method !== 'GET';
        if (needsXsrf) {
          const sent = header(req, XSRF_HEADER);
          if (!sent || !safeEqual(sent, session.xsrfToken))
            throw new HttpError(403, 'The anti-forgery token is missing or wrong.', 'Forbidden', {
              fault: { faultCode: 'XSRF', faultString: 'Invalid XSRF token' },
            });
        }
      }

      const body =
        method === 'GET' || match.def.body === 'stream' || (method === 'DELETE' && !req.headers['content-length'])
          ? undefined
          : await readJsonBody(req);
      const later = controlAllowed(req, app.options.controlToken ?? null) ? parseClockAhead(header(req, CLOCK_AHEAD_HEADER)) : 0;
      const call = () =>
        answeredAhead(later, () =>
          Promise.resolve(
            match.def.handle({
              req,
              res,
              method: method as Method,
              path,
              params: match.params,
              query: url.searchParams,
              body,
              session: session as Session,
              tenant,
              client: clientOf(req),
            }),
          ),
        );
      const key = match.def.idempotent && session ? IdempotencyRegistry.keyOf(header(req, IDEMPOTENCY_HEADER)) : undefined;
      if (key === undefined) {
        // One transaction per call: what it changed is on disk before it is answered, or put back if it fails.
        send(res, await app.store.transaction(call));
        return;
      }
      // The rewards calls choose their card by header: it is part of what the key names.
      const request = { body: body ?? null, cardNumber: header(req, REWARDS_CARD_HEADER.toLowerCase()) ?? null };
      const { answer, replayed } = await app.idempotency.run({ userid: session!.userid, method, path, key, request }, call);
      send(res, new Reply(answer.status, answer.body, replayed ? { ...answer.headers, [REPLAYED_HEADER]: 'true' } : answer.headers));
    } catch (err) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (err instanceof HttpError) {
        sendJson(res, err.status, err.body(), err.headers);
      } else {
        logger?.error({ err, path }, 'sandbox handler failed');
        sendJson(res, 500, {
          error: 'Internal Server Error',
          message: 'The card platform failed to answer.',
          status: 500,
          fault: { faultCode: 'CSSFAULT', faultString: 'Internal error' },
        });
      }
    } finally {
      logger?.debug(
        { method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started), requestId },
        'sandbox call',
      );
    }
  };
}

/** Why a call that names no bank is refused: a platform trusts no caller that skipped the gateway's binding. */
export const NO_TENANT = 'The card platform answers only calls that name the bank they came through.';

function tenantOf(app: SandboxApp, named: string | undefined): string {
  if (named === NO_BRAND || (named !== undefined && app.world.brands.get(named) !== undefined)) return named;
  throw new HttpError(403, NO_TENANT, 'Forbidden', { reason: 'NO_TENANT' });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

async function applyFault(fault: Fault, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (fault.delayMs > 0) await new Promise((r) => setTimeout(r, fault.delayMs));
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  if (fault.status !== null) {
    req.resume();
    sendJson(res, fault.status, {
      error: 'Injected fault',
      message: `Fault injected by the sandbox (status ${fault.status}).`,
      status: fault.status,
      fault: { faultCode: 'CSSFAULT', faultString: 'Injected fault' },
    });
    return true;
  }
  return false;
}

function send(res: ServerResponse, result: unknown): void {
  if (result instanceof RawReply) {
    res.writeHead(result.status, { 'content-type': result.contentType, 'cache-control': 'no-store', ...result.headers });
    res.end(result.body);
    return;
  }
  if (result instanceof Reply) {
    for (const [k, v] of Object.entries(result.headers)) res.setHeader(k, v);
    sendJson(res, result.status, result.body);
    return;
  }
  sendJson(res, 200, result ?? { success: true });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
