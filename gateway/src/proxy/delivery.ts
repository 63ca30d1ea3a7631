import type { ClientRequest, IncomingMessage } from 'node:http';
import { ANSWERED, DELIVERING, WAITING, callOf, type ApiCall } from './apiCall.js';
import { isSecure } from './forwarded.js';
import { relayedHeaders } from './hopByHop.js';
import { answer } from './settle.js';
import { sniffTimeouts } from './timeoutSniffer.js';

/** Streams the chosen attempt's answer to the browser: status, relayed headers, body (sniffed for time-outs). */
export function deliver(call: ApiCall, proxyRes: IncomingMessage): void {
  call.phase = DELIVERING;
  const { rt, res } = call;
  const status = proxyRes.statusCode ?? 502;
  const headers = relayedHeaders(proxyRes.headers, isSecure(call.req, rt.trusted));
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
  proxyRes.pipe(res);
}

function onProxyResError(this: IncomingMessage, err: Error): void {
  const proxyReq = (this as IncomingMessage & { req?: ClientRequest }).req;
  const call = proxyReq && callOf(proxyReq);
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
