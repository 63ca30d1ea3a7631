/**
 * URLs in the client asset area (DESIGN §1 `/cdn/*`). The gateway falls back to /cdn/default/... for
 * anything a client lacks; the folder name rule matches the gateway's shell (lower-case brand code).
 */
export const cdnClient = (brand: string | null | undefined): string =>
  brand && /^[a-z0-9-]{1,63}$/i.test(brand) ? brand.toLowerCase() : 'default';

export const cdnUrl = (brand: string | null | undefined, file: string): string => `/cdn/${cdnClient(brand)}/${file}`;
