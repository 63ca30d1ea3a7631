import type { IncomingMessage } from 'node:http';
import { randomString } from './randomPool.js';

/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/) as far as a gateway without a tracer needs
 * it: continue the trace a trusted proxy started (or start one), give this hop its own span id, and send
 * `traceparent` (and the caller's `tracestate`) to the platform, so an OpenTelemetry-instrumented
 * platform links its spans to the balancer's. Hand-written: the header is four fixed-width hex fields,
 * and an OpenTelemetry SDK would add a tracer we do not run.
 */
export interface TraceContext {
  traceId: string;
  /** This gateway hop's span id: the parent-id the platform sees. */
  spanId: string;
  /** The caller's span id, when the trace was continued. */
  parentId: string | null;
  flags: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);
/** tracestate: at most 32 list members of printable ASCII (§3.3.1); longer or odd values are dropped. */
const TRACESTATE = /^[\x20-\x7e]{1,512}$/;
/** New traces are marked sampled, so a platform with a parent-based sampler records them. */
const NEW_TRACE_FLAGS = '01';

/** Parses a traceparent header; null when it is not one a receiver may continue (§3.2, §4.3). */
export function parseTraceparent(value: unknown): { traceId: string; parentId: string; flags: string } | null {
  if (typeof value !== 'string' || value.length > 512) return null;
  const m = TRACEPARENT.exec(value.trim());
  if (!m) return null;
  const [, version, traceId, parentId, flags, rest] = m as unknown as [string, string, string, string, string, string | undefined];
  if (version === 'ff') return null;
  // Version 00 has exactly four fields; a later version may append more, which we ignore.
  if (version === '00' && rest !== undefined) return null;
  if (traceId === ZERO_TRACE || parentId === ZERO_SPAN) return null;
  return { traceId, parentId, flags };
}

/** Random ids from the pooled buffer (randomPool.ts): one randomFillSync per 4 KiB instead of one per id. */
const hex = (bytes: number): string => randomString(bytes, 'hex');

/**
 * The request's trace context: the trusted caller's trace continued with a new span id, or a new trace.
 * Sets `traceparent` (and drops an untrusted or orphaned `tracestate`) on the request headers, so every
 * call the gateway makes for it — the /api proxy forwards the headers — carries this hop's context.
 */
export function startTrace(req: IncomingMessage, fromTrustedProxy: boolean): TraceContext {
  const incoming = fromTrustedProxy ? parseTraceparent(req.headers.traceparent) : null;
  const trace: TraceContext = incoming
    ? { traceId: incoming.traceId, spanId: hex(8), parentId: incoming.parentId, flags: incoming.flags }
    : { traceId: hex(16), spanId: hex(8), parentId: null, flags: NEW_TRACE_FLAGS };
  req.headers.traceparent = traceparentOf(trace);
  const state = req.headers.tracestate;
  // Only when there is one to drop: a delete turns the headers object into a slower dictionary.
  if (state !== undefined && (!incoming || typeof state !== 'string' || !TRACESTATE.test(state))) delete req.headers.tracestate;
  return trace;
}

export const traceparentOf = (t: Pick<TraceContext, 'traceId' | 'spanId' | 'flags'>): string => `00-${t.traceId}-${t.spanId}-${t.flags}`;

/** The trace id of a request that went through `startTrace` (from its traceparent), else ''. */
export function traceIdOf(req: IncomingMessage): string {
  const v = req.headers.traceparent;
  return typeof v === 'string' && v.length >= 35 ? v.slice(3, 35) : '';
}
