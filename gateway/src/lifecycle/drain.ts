import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { Logger } from 'pino';
import { HttpError } from '../http/HttpError.js';
import { sendError } from '../http/sendError.js';

/**
 * Graceful drain of the main listener, losing nothing (see gateway/README.md, "Shutdown"):
 *
 * 1. readiness turns false (`onDraining`);
 * 2. for `prestopDelayMs` the listener keeps accepting and serving as usual, while the balancer notices
 *    and stops sending;
 * 3. the listener stops (new connections are refused — a balancer passes those on to another gateway,
 *    POSTs included, since nothing was sent); from now on every answer carries `Connection: close`, so a
 *    busy keep-alive connection ends with its last answer;
 * 4. idle keep-alive connections are left for the client to close (a balancer may be about to reuse one:
 *    closing it under its feet would lose that request), until the deadline — or at once on `immediate`;
 * 5. at `deadlineMs` after the stop, every request still without an answer gets 503 JSON with
 *    `Retry-After` and `Connection: close` (never a reset), idle connections are closed, and after
 *    `flushMs` whatever is still open (an answer still streaming) is cut.
 */
export interface DrainOptions {
  prestopDelayMs: number;
  /** After the listener stops: how long in-flight requests may still take. */
  deadlineMs: number;
  /** After the deadline: time for the 503s to flush and streaming answers to end (default 1 000 ms). */
  flushMs?: number;
  logger: Logger;
  onDraining(): void;
  /** Headers every answer carries (the gateway's `everyAnswerHeaders`), for the 503s written at the deadline. */
  answerHeaders?: (req: IncomingMessage) => Record<string, string>;
}

export interface DrainReport {
  /** Requests answered between SIGTERM and the end of the drain, by the gateway itself. */
  finished: number;
  /** Requests answered 503 at the deadline. */
  answered503: number;
  /** Connections closed while idle (at the deadline, or at once when `immediate`). */
  idleClosed: number;
  /** Connections still open after the flush time (an answer still streaming), destroyed. */
  cut: number;
}

export interface Drain {
  /** Wraps the request listener so requests are tracked per connection. */
  listener(handler: RequestListener): RequestListener;
  /** Tracks `server`'s connections (call before it listens). */
  attach(server: Server): void;
  /** The requests being answered: how many, and the first `max` (a process fault is logged with their ids). */
  requestsInFlight(max: number): { count: number; requests: IncomingMessage[] };
  /** Runs the drain once (later calls return the same promise). `immediate`: no pre-stop wait, idle connections closed at once. */
  drain(options?: { immediate?: boolean }): Promise<DrainReport>;
}

interface ConnState {
  active: number;
}

const RETRY_AFTER_SECONDS = '2';
const SHUTTING_DOWN = 'This server is restarting and could not finish your request in time. Please try again.';

export function createDrain(options: DrainOptions): Drain {
  const flushMs = options.flushMs ?? 1_000;
  const logger = options.logger;
  const conns = new Map<Socket, ConnState>();
  const inFlight = new Map<ServerResponse, IncomingMessage>();
  let server: Server | undefined;
  let counting = false;
  let stopping = false;
  let closeIdleAtOnce = false;
  let finished = 0;
  let onIdle: (() => void) | undefined;
  let draining: Promise<DrainReport> | undefined;

  const closeIfIdle = (socket: Socket, state: ConnState): boolean => {
    if (state.active > 0 || socket.destroyed) return false;
    // A half-received request (its head not complete yet) has not reached 'request': it is lost with the
    // connection, as with any server closing a keep-alive connection; the balancer never sends one slowly.
    socket.end();
    return true;
  };

  const settled = () => {
    if (conns.size === 0) onIdle?.();
  };

  return {
    requestsInFlight(max) {
      const requests: IncomingMessage[] = [];
      for (const req of inFlight.values()) {
        if (requests.length >= max) break;
        requests.push(req);
      }
      return { count: inFlight.size, requests };
    },
    listener(handler) {
      return (req, res) => {
        const state = conns.get(req.socket);
        if (state) state.active++;
        inFlight.set(res, req);
        if (stopping) res.shouldKeepAlive = false;
        res.once('close', () => {
          inFlight.delete(res);
          if (state) state.active--;
          if (counting) finished++;
          if (stopping && state && closeIdleAtOnce) closeIfIdle(req.socket, state);
        });
        handler(req, res);
      };
    },

    attach(s) {
      server = s;
      s.on('connection', (socket: Socket) => {
        const state: ConnState = { active: 0 };
        conns.set(socket, state);
        socket.once('close', () => {
          conns.delete(socket);
          if (stopping) settled();
        });
      });
    },

    drain({ immediate = false } = {}) {
      draining ??= (async () => {
        const started = performance.now();
        counting = true;
        options.onDraining();
        if (!immediate && options.prestopDelayMs > 0) {
          logger.info({ prestopDelayMs: options.prestopDelayMs }, 'draining: readiness false, still accepting during the pre-stop delay');
          await new Promise((r) => setTimeout(r, options.prestopDelayMs));
        }
        // Connections the kernel has completed while the event loop was busy wait in the listen backlog; closing the
        // listener resets them, and a balancer that has already sent a POST on one may not send it elsewhere. The
        // pre-stop timer runs before the loop polls for connections, so the listener closes only after the next
        // poll has accepted them: each is then a connection like any other, its request answered.
        await new Promise<void>((r) => setImmediate(r));
        stopping = true;
        closeIdleAtOnce = immediate;
        for (const res of inFlight.keys()) if (!res.headersSent) res.shouldKeepAlive = false;
        // net.Server's close, not http.Server's: that one would also close every idle keep-alive connection
        // at once, racing a balancer that is reusing one at this very moment.
        if (server?.listening) net.Server.prototype.close.call(server);
        let idleClosed = 0;
        if (immediate) for (const [socket, state] of conns) if (closeIfIdle(socket, state)) idleClosed++;
        logger.info(
          { open: conns.size, inFlight: inFlight.size, deadlineMs: options.deadlineMs },
          'draining: listener stopped, finishing in-flight requests',
        );

        const allClosed = new Promise<void>((resolve) => {
          onIdle = resolve;
          settled();
        });
        const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
        await Promise.race([allClosed, wait(options.deadlineMs)]);

        let answered503 = 0;
        if (conns.size > 0) {
          for (const [res, req] of inFlight) {
            if (res.headersSent) continue; // already streaming: it gets the flush time, then is cut
            answered503++;
            try {
              sendError(
                req,
                res,
                new HttpError(503, 'shutting_down', SHUTTING_DOWN, {
                  ...options.answerHeaders?.(req),
                  'Retry-After': RETRY_AFTER_SECONDS,
                  Connection: 'close',
                }),
                logger,
                'json',
              );
            } catch (err) {
              logger.warn({ err: (err as Error).message }, 'drain deadline: could not answer 503');
              res.destroy();
            }
          }
          closeIdleAtOnce = true;
          for (const [socket, state] of conns) if (closeIfIdle(socket, state)) idleClosed++;
          if (answered503) logger.warn({ answered503 }, 'drain deadline: requests still running answered 503');
          await Promise.race([allClosed, wait(flushMs)]);
        }
        const cut = conns.size;
        for (const socket of conns.keys()) socket.destroy();
        if (cut) logger.warn({ cut }, 'drain: connections still open after the flush time were cut');
        // Clears http.Server's connection-checking timer (the listener is already closed).
        server?.close(() => undefined);
        const report = { finished, answered503, idleClosed, cut };
        logger.info({ ...report, ms: Math.round(performance.now() - started) }, 'drained');
        return report;
      })();
      return draining;
    },
  };
}
