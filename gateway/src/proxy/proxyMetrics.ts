import type { UploadLane } from './uploadLane.js';

/** Counters of the /api proxy, rendered in the Prometheus text exposition format (version 0.0.4). */
export class ProxyMetrics {
  requests = 0;
  inFlight = 0;
  retries = 0;
  timeouts = 0;
  /** Platform unreachable, connection lost mid-answer, or no final answer (1xx only). */
  upstreamErrors = 0;
  /** Responses the caller got, by status class (index 1–5); index 0 = the caller went away first. */
  readonly byClass = [0, 0, 0, 0, 0, 0];
  rejectedForgery = 0;
  rejectedMethod = 0;
  rejectedTooLarge = 0;
  rejectedPath = 0;
  /** Refused for the client's share: calls in flight or buffered upload bytes (429). */
  rejectedClientLimit = 0;
  /** Uploads refused because the buffer budget for everyone was used up (503). */
  rejectedBusy = 0;
  /** Bodies that had not arrived by the call's deadline (408). */
  rejectedSlowBody = 0;
  /** The upload lane, whose own counts (uploads streamed, in it now) are rendered with these. */
  lane: Pick<UploadLane, 'streamed' | 'inUse'> = { streamed: 0, inUse: 0 };
  warnLogSent = 0;
  warnLogFailed = 0;
  timeoutMapUpdates = 0;

  countResponse(status: number): void {
    const cls = status >= 100 && status < 600 ? Math.floor(status / 100) : 0;
    this.byClass[cls]!++;
  }

  render(prefix = 'portal_api_proxy'): string {
    const p = prefix;
    const c = this.byClass;
    return (
      `# HELP ${p}_requests_total /api requests received.\n# TYPE ${p}_requests_total counter\n${p}_requests_total ${this.requests}\n` +
      `# HELP ${p}_in_flight /api requests not yet answered.\n# TYPE ${p}_in_flight gauge\n${p}_in_flight ${this.inFlight}\n` +
      `# HELP ${p}_responses_total /api answers sent, by status class; class="none" when the caller went away first.\n# TYPE ${p}_responses_total counter\n` +
      `${p}_responses_total{class="1xx"} ${c[1]}\n${p}_responses_total{class="2xx"} ${c[2]}\n${p}_responses_total{class="3xx"} ${c[3]}\n` +
      `${p}_responses_total{class="4xx"} ${c[4]}\n${p}_responses_total{class="5xx"} ${c[5]}\n${p}_responses_total{class="none"} ${c[0]}\n` +
      `# HELP ${p}_retries_total Upstream attempts repeated under the retry policy.\n# TYPE ${p}_retries_total counter\n${p}_retries_total ${this.retries}\n` +
      `# HELP ${p}_timeouts_total /api calls answered 504 (or cut) at their deadline.\n# TYPE ${p}_timeouts_total counter\n${p}_timeouts_total ${this.timeouts}\n` +
      `# HELP ${p}_upstream_errors_total Attempts that got no complete answer from the platform (connection failed or lost).\n# TYPE ${p}_upstream_errors_total counter\n${p}_upstream_errors_total ${this.upstreamErrors}\n` +
      `# HELP ${p}_rejected_total /api calls refused by the gateway itself, by reason.\n# TYPE ${p}_rejected_total counter\n` +
      `${p}_rejected_total{reason="forgery"} ${this.rejectedForgery}\n${p}_rejected_total{reason="method"} ${this.rejectedMethod}\n${p}_rejected_total{reason="too_large"} ${this.rejectedTooLarge}\n${p}_rejected_total{reason="path"} ${this.rejectedPath}\n` +
      `${p}_rejected_total{reason="client_limit"} ${this.rejectedClientLimit}\n${p}_rejected_total{reason="busy"} ${this.rejectedBusy}\n${p}_rejected_total{reason="slow_body"} ${this.rejectedSlowBody}\n` +
      `# HELP ${p}_uploads_streamed_total Large uploads streamed to the platform as they arrived (the upload lane).\n# TYPE ${p}_uploads_streamed_total counter\n${p}_uploads_streamed_total ${this.lane.streamed}\n` +
      `# HELP ${p}_upload_lane_in_use Streamed uploads in flight (the lane's sockets in use).\n# TYPE ${p}_upload_lane_in_use gauge\n${p}_upload_lane_in_use ${this.lane.inUse}\n` +
      `# HELP ${p}_warn_log_reports_total Retry reports sent to the platform's warn/log, by outcome.\n# TYPE ${p}_warn_log_reports_total counter\n` +
      `${p}_warn_log_reports_total{outcome="sent"} ${this.warnLogSent}\n${p}_warn_log_reports_total{outcome="failed"} ${this.warnLogFailed}\n` +
      `# HELP ${p}_timeout_map_updates_total Time-out maps learned from login/check answers.\n# TYPE ${p}_timeout_map_updates_total counter\n${p}_timeout_map_updates_total ${this.timeoutMapUpdates}\n`
    );
  }
}
