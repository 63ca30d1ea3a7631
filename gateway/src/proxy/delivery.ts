import type { ClientRequest, IncomingMessage } from 'node:http';
import { ANSWERED, DELIVERING, WAITING, callOf, type ApiCall } from './apiCall.js';
import { addCallHeaders } from './answerHeaders.js';
import { relayedHeaders } from './hopByHop.js';
import { answer } from './settle.js';
import { sniffTimeouts } from './timeoutSniffer.js';

/** Streams the chosen attempt's answer to the browser: status, relayed headers, body (sniffed for time-outs). */
export function deliver(call: ApiCall, proxyRes: IncomingMessage): void {
  call.phase = DELIVERING;
  const { rt, res } = call;
  const status = proxyRes.statusCode ?? 502;
  const headers = relayedHeaders(proxyRes.headers, call.secure);
  addCallHeaders(headers, call);
  try {
    res.writeHead(status, proxyRes.statusMessage || undefined, headers);
  } catch (err) {
    rt.logger.warn({ requestId: call.requestId, err: (err as Error).message }, 'upstream answer could not be relayed');
    call.phase = WAITING;
    proxyRes.destroy();
    rt.metrics.upstreamErrors++;
    return answer(call, 502, 'bad_gateway', 'The card platform sent an answer that cannot be relayed.');
  }
  proxyRes.on('error', onProxyResError);
  if (call.sniff && status >= 200 && status < 300) sniffTimeouts(rt, proxyRes);
  const length = proxyRes.headers['content-length'];
  if (length !== undefined && Number(length) <= SMALL_ANSWER) {
    proxyRes.on('data', relayChunk);
    proxyRes.on('end', endRelay);
  } else proxyRes.pipe(res);
}

/**
 * Answers that declare at most this many bytes (nearly every JSON answer) are relayed chunk by chunk rather than
 * with `pipe()`, whose set-up and tear-down (seven listeners on the two streams) cost more per call than the
 * copy; without back-pressure, the most a slow browser makes the gateway hold is this size per call.
 */
const SMALL_ANSWER = 64 * 1024;

function relayChunk(this: IncomingMessage, chunk: Buffer): void {
  const call = callOfAnswer(this);
  if (call && call.phase === DELIVERING) call.res.write(chunk);
}

function endRelay(this: IncomingMessage): void {
  const call = callOfAnswer(this);
  if (call && call.phase === DELIVERING) call.res.end();
}

/** The call an upstream answer belongs to (through its request). */
function callOfAnswer(proxyRes: IncomingMessage): ApiCall | undefined {
  const proxyReq = (proxyRes as IncomingMessage & { req?: ClientRequest }).req;
  return proxyReq && callOf(proxyReq);
}

function onProxyResError(this: IncomingMessage, err: Error): void {
  const call = callOfAnswer(this);
  if (!call || call.phase !== DELIVERING || call.closed || call.res.destroyed) return;
  cutMidAnswer(call, err);
}

/** Lost mid-answer: the status line is gone; cutting the browser's response is all that is left. */
export function cutMidAnswer(call: ApiCall, err: Error): void {
  call.rt.metrics.upstreamErrors++;
  call.rt.logger.warn({ requestId: call.requestId, err: err.message }, 'upstream connection lost mid-answer');
  call.phase = ANSWERED;
  call.res.destroy();
}
