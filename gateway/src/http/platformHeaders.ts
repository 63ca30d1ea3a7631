import type { IncomingHttpHeaders } from 'node:http';
import { BRAND_HEADER, CLIENT_ADDRESS_HEADER } from '../../../shared/contract/tenant.js';

const TEST_HEADER_PREFIX = 'x-sandbox-';

/**
 * The headers the platform may trust on a forwarded /api call (DESIGN §5 "Tenants"): the Host's brand and
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
