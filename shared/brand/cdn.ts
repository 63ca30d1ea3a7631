/**
 * URLs in the client asset area (docs/requirements.md#design-1-shape `/cdn/*`): one rule for the gateway's shells and the SPAs. A brand code
 * names its folder in lower case; anything odd falls back to 'default', as the gateway does for a file a client lacks.
 */
export const cdnClient = (brand: string | null | undefined): string =>
  brand && /^[a-z0-9-]{1,63}$/i.test(brand) ? brand.toLowerCase() : 'default';

export const cdnUrl = (brand: string | null | undefined, file: string): string => `/cdn/${cdnClient(brand)}/${file}`;
