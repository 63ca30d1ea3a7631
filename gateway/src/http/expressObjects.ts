import http, { type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { Express } from 'express';

interface ExpressPrototypes {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
}

/**
 * Server options under which Node itself makes each request and response with the Express application's own
 * prototypes (`app.request`, `app.response`). Express gives every request and response those prototypes with
 * `Object.setPrototypeOf` as it enters the application; an object whose prototype changes after it was made
 * loses V8's fast property access, and every later touch of it — Node's HTTP code and http-proxy included —
 * pays for that: measured in docs/performance.md, an `/api` call cost the gateway several times the CPU of the
 * same proxy without Express. Made with the right prototype from the start, Express's change is no change.
 * `http.createServer({ ...serverOptions, ...expressObjects(app) }, app)`; a server made without them (supertest)
 * works the same, only slower.
 */
export function expressObjects(app: Express): Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'> {
  const { request, response } = app as unknown as ExpressPrototypes;
  // Constructors whose `prototype` is the application's, building Node's objects (Reflect.construct: the same
  // whether Node defines them as functions or classes).
  function Request(this: unknown, ...args: unknown[]): IncomingMessage {
    return Reflect.construct(http.IncomingMessage, args, Request) as IncomingMessage;
  }
  Request.prototype = request;
  function Response(this: unknown, ...args: unknown[]): ServerResponse {
    return Reflect.construct(http.ServerResponse, args, Response) as ServerResponse;
  }
  Response.prototype = response;
  return {
    IncomingMessage: Request as unknown as typeof http.IncomingMessage,
    ServerResponse: Response as unknown as typeof http.ServerResponse,
  };
}
