/**
 * HSTS (RFC 6797) on every answer to a request that came over HTTPS — a TLS socket, or a proxy TRUST_PROXY
 * trusts saying `X-Forwarded-Proto: https` (`proxy/forwarded.ts` isSecure, the rule the proxy also uses for
 * cookies' `Secure`). Never over plain HTTP, where a browser would ignore it anyway. A year, and the brands'
 * subdomains with it.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';
