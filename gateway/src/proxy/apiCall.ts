import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { BodyTap } from './bodyTap.js';
import type { ClientEntry } from './clientLimits.js';
import type { ProxyRuntime } from './proxyRuntime.js';

/** Where a call stands. Attempt events are only acted on while WAITING for that very attempt. */
export const WAITING = 0;
export const PAUSING = 1;
export const DELIVERING = 2;
export const ANSWERED = 3;

const CALL = Symbol('apiProxyCall');

type WithCall<T> = T & { [CALL]?: ApiCall };

/** One /api call from arrival to its answer: its attempts, timers, body and the facts for its log line. */
export class ApiCall {
  phase = WAITING;
  attempt = 0;
  proxyReq: ClientRequest | undefined = undefined;
  deadlineTimer: NodeJS.Timeout | undefined = undefined;
  pauseTimer: NodeJS.Timeout | undefined = undefined;
  attemptStarted = 0;
  upstreamMs = -1;
  /** Last interim (1xx) status of the current attempt, 0 if none. */
  informational = 0;
  /** undefined: no body (or it was refused); else the tap that receives it before the first attempt. */
  body: BodyTap | undefined = undefined;
  /** The caller's share of the per-client limits; null when refused for having too many calls in flight. */
  client: ClientEntry | null = null;
  /** The calls of a connection waiting for their answer's turn on it (settle.ts settleWithConnection), this one among them. */
  waitingOn: Set<ApiCall> | undefined = undefined;
  /** Whose calls in flight were too many, when refused: the session's, or its address's over all its sessions. */
  refusedBy: 'session' | 'address' | undefined = undefined;
  /** Request-body bytes this call holds against the buffer budgets. */
  held = 0;
  /** The body streams to the platform through the upload lane (the call holds a place in it). */
  streamed = false;
  timedOut = false;
  sniff = false;
  closed = false;
  /** The browser's request came over HTTPS (`isSecure`): cookies get Secure, answers HSTS. */
  secure = false;
  /** Holds one of the proxy's upstream places for an attempt whose request has no socket yet. */
  pendingSlot = false;
  /** Waits in line for an upstream place. */
  queued = false;
  /** http-proxy-middleware's `next`: called with an error when it could not make the attempt's request. */
  attemptFailed: (err?: unknown) => void = () => undefined;

  constructor(
    readonly rt: ProxyRuntime,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly requestId: string,
    readonly started: number,
    readonly timeoutMs: number,
    readonly idempotencyKey: boolean,
  ) {
    (req as WithCall<IncomingMessage>)[CALL] = this;
    (res as WithCall<ServerResponse>)[CALL] = this;
  }

  get deadline(): number {
    return this.started + this.timeoutMs;
  }

  /** Marks an upstream request as this call's current attempt. */
  own(proxyReq: ClientRequest): void {
    this.proxyReq = proxyReq;
    tag(proxyReq, this);
  }
}

/** Marks an upstream request as made for `call` (its current attempt or not). */
export const tag = (proxyReq: ClientRequest, call: ApiCall): void => {
  (proxyReq as WithCall<ClientRequest>)[CALL] = call;
};

/** The call a browser request, browser response or upstream request belongs to. */
export const callOf = (x: IncomingMessage | ServerResponse | ClientRequest): ApiCall | undefined => (x as WithCall<typeof x>)[CALL];

/** What the proxy knows about one /api call, for a gateway that writes its own access line. */
export interface ApiCallInfo {
  /** Upstream attempts made (0 when the proxy answered by itself: 403, 405, 413). */
  attempts: number;
  /** Time to the response head of the last attempt that got one, in ms; null when none did. */
  upstreamMs: number | null;
  /** The call hit its deadline. */
  timedOut: boolean;
  /** The deadline that applied, in ms. */
  timeoutMs: number;
}

/**
 * The proxy's facts about the call answered on `res` (undefined when `res` never went through
 * `handle`). Complete once the response has ended, so read it in a `res` 'close' listener.
 */
export function apiCallInfo(res: ServerResponse): ApiCallInfo | undefined {
  if (!callOf(res)) return undefined;
  const info: ApiCallInfo = { attempts: 0, upstreamMs: null, timedOut: false, timeoutMs: 0 };
  fillApiCallInfo(res, info);
  return info;
}

/** The same facts written into `into` (an access line), for a gateway that builds its line without allocations. */
export function fillApiCallInfo(res: ServerResponse, into: { [K in keyof ApiCallInfo]: ApiCallInfo[K] | undefined }): void {
  const call = callOf(res);
  if (!call) return;
  into.attempts = call.attempt;
  into.upstreamMs = roundedUpstreamMs(call);
  into.timedOut = call.timedOut;
  into.timeoutMs = call.timeoutMs;
}

export const roundedUpstreamMs = (call: ApiCall): number | null => (call.upstreamMs < 0 ? null : Math.round(call.upstreamMs * 10) / 10);
