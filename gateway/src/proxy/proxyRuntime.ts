import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { TrustRule } from './forwarded.js';
import type { ApiCall } from './apiCall.js';
import type { ClientLimits } from './clientLimits.js';
import type { ResolvedProxyOptions } from './proxyOptions.js';
import type { ProxyMetrics } from './proxyMetrics.js';
import type { TimeoutTable } from './timeoutTable.js';
import type { UploadLane } from './uploadLane.js';
import type { Upstream } from './upstream.js';
import type { createWarnLogReporter } from './warnLog.js';

/** What every step of a call shares: the options, the upstream, the counters and the learned time-outs. */
export interface ProxyRuntime extends Upstream {
  o: ResolvedProxyOptions;
  logger: Logger;
  metrics: ProxyMetrics;
  timeouts: TimeoutTable;
  report: ReturnType<typeof createWarnLogReporter>;
  trusted: TrustRule;
  clientAddress: (req: IncomingMessage) => string;
  limits: ClientLimits;
  /** Large bodies streamed on sockets of their own. */
  lane: UploadLane;
  reportRetries: boolean;
  logRequests: boolean;
  /** Attempts in flight toward the platform on the main pool (at most `o.maxSockets`), and calls waiting for a place. */
  slots: { inUse: number; waiting: ApiCall[] };
  /** Set by close(): no new retries. */
  closing: boolean;
}
