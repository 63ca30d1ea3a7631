import type { BrandData } from '../../../shared/contract/brand.js';
import type { PlatformClient } from './platformClient.js';

/**
 * Subdomain → brand, cached per subdomain with a TTL (DESIGN §3). Concurrent requests for a subdomain share
 * one in-flight lookup; "unknown" answers are cached for a shorter time; failures are not cached.
 */
export interface BrandResolver {
  resolve(subdomain: string, requestId?: string): Promise<BrandData | null>;
  clear(): void;
}

export interface BrandResolverEvents {
  onHit?(): void;
  onLookup?(result: 'found' | 'notFound' | 'error'): void;
}

interface Entry {
  value: BrandData | null;
  expiresAt: number;
}

export function createBrandResolver(options: {
  platform: Pick<PlatformClient, 'brandBySubdomain'>;
  ttlMs: number;
  negativeTtlMs: number;
  /** Upper bound on cached subdomains (random subdomains must not grow memory without bound). */
  maxEntries?: number;
  now?: () => number;
  events?: BrandResolverEvents;
}): BrandResolver {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5_000;
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<BrandData | null>>();

  const remember = (subdomain: string, value: BrandData | null) => {
    cache.delete(subdomain);
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(subdomain, { value, expiresAt: now() + (value ? options.ttlMs : options.negativeTtlMs) });
  };

  return {
    resolve(subdomain, requestId) {
      const hit = cache.get(subdomain);
      if (hit && hit.expiresAt > now()) {
        options.events?.onHit?.();
        return Promise.resolve(hit.value);
      }
      const pending = inFlight.get(subdomain);
      if (pending) {
        options.events?.onHit?.();
        return pending;
      }
      const lookup = options.platform
        .brandBySubdomain(subdomain, requestId)
        .then(
          (value) => {
            remember(subdomain, value);
            options.events?.onLookup?.(value ? 'found' : 'notFound');
            return value;
          },
          (err: unknown) => {
            options.events?.onLookup?.('error');
            throw err;
          },
        )
        .finally(() => inFlight.delete(subdomain));
      inFlight.set(subdomain, lookup);
      return lookup;
    },
    clear() {
      cache.clear();
    },
  };
}
