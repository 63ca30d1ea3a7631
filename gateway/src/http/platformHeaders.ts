import type { IncomingHttpHeaders } from 'node:http';
import { BRAND_HEADER, CLIENT_ADDRESS_HEADER } from '../../../shared/contract/tenant.js';

const TEST_HEADER_PREFIX = 'x-sandbox-';

/**
 * Headers the gateway itself puts on a call to the platform. They are the gateway's, not the browser's: a
 * `Connection` field naming one of them (a hop-by-hop trick) never removes it on the way out.
 */
export const GATEWAY_OWNED_HEADERS: ReadonlySet<string> = new Set([BRAND_HEADER, CLIENT_ADDRESS_HEADER, 'x-request-id', 'traceparent']);

/**
 * The headers the platform may trust on a forwarded /api call (docs/requirements.md#design-5-policies "Tenants"): the Host's brand and
 * the browser's address, always set here over whatever the browser sent; and no test hooks (`X-Sandbox-*`,
 * the sandbox's fault injection) unless the gateway runs with SANDBOX_TEST_HEADERS for the browser tests.
 */
export function setPlatformHeaders(h: IncomingHttpHeaders, brand: string, client: string, forwardTestHeaders: boolean): void {
  if (!forwardTestHeaders) {
    for (const k in h) if (k.charCodeAt(0) === 120 /* x */ && k.startsWith(TEST_HEADER_PREFIX)) delete h[k];
  }
  h[BRAND_HEADER] = brand;
  h[CLIENT_ADDRESS_HEADER] = client;
}
