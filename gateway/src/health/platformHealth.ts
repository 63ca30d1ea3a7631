import type { Logger } from 'pino';
import type { PlatformClient, PlatformProbe } from '../platform/platformClient.js';

/**
 * Whether the platform answers, for the metrics and the logs: probed when /readyz asks and the last answer is
 * older than `cacheMs`, and every `intervalMs` once `watch` is called (main.ts; a gateway made for a test probes
 * only when asked). It is not this instance's readiness: a platform outage
 * must not take every gateway out of the balancer at once, or the public pages that need no platform, the brand
 * answers kept in the cache and the gateway's own "temporarily unavailable" page would all go with them.
 */
export interface PlatformHealth {
  /** The last probe's answer; undefined before the first. Starts a new probe when it is older than `cacheMs`. */
  latest(): PlatformProbe | undefined;
  /** A probe now, or the one under way. */
  probe(): Promise<PlatformProbe>;
  /** Probes now and then every `intervalMs` (the timer does not keep the process alive). */
  watch(intervalMs: number): void;
  stop(): void;
}

export function watchPlatform(options: {
  platform: Pick<PlatformClient, 'probe'>;
  timeoutMs: number;
  logger: Logger;
  cacheMs?: number;
  onProbe?: (probe: PlatformProbe) => void;
}): PlatformHealth {
  const cacheMs = options.cacheMs ?? 1_000;
  let last: { at: number; probe: PlatformProbe } | undefined;
  let pending: Promise<PlatformProbe> | undefined;
  const probe = (): Promise<PlatformProbe> => {
    pending ??= options.platform.probe(options.timeoutMs).then((answer) => {
      pending = undefined;
      if (last?.probe.ok !== answer.ok) {
        if (answer.ok) options.logger.info({ platform: answer.detail, ms: answer.ms }, 'the card platform answers');
        else options.logger.warn({ platform: answer.detail, ms: answer.ms }, 'the card platform does not answer');
      }
      last = { at: performance.now(), probe: answer };
      options.onProbe?.(answer);
      return answer;
    });
    return pending;
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    latest() {
      if (!last || performance.now() - last.at >= cacheMs) void probe();
      return last?.probe;
    },
    probe,
    watch(intervalMs) {
      clearInterval(timer);
      timer = setInterval(() => void probe(), intervalMs);
      timer.unref();
      void probe();
    },
    stop: () => clearInterval(timer),
  };
}
