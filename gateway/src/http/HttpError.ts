/** The gateway's one error type: a status, a stable code and a message safe to show (never a stack). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message = 'The request could not be understood.') => new HttpError(400, 'bad_request', message);
export const badHost = () => new HttpError(400, 'bad_host', 'This host name is not served here.');
export const notFound = (message = 'There is nothing at this address.') => new HttpError(404, 'not_found', message);
/** Files and probes: reading only. */
export const onlyGetOrHead = () => new HttpError(405, 'method_not_allowed', 'Only GET and HEAD are allowed here.', { Allow: 'GET, HEAD' });
export const isGetOrHead = (method: string | undefined): boolean => method === 'GET' || method === 'HEAD';
/** A client host whose label names no bank the platform knows. */
export const unknownBrand = () => new HttpError(404, 'unknown_brand', 'There is no card portal at this address.');
/** The platform did not answer the brand lookup a request needed. */
export const platformUnavailable = () =>
  new HttpError(503, 'platform_unavailable', 'The card service is not available right now. Please try again in a moment.');

/** Maps any thrown value to an HttpError; unknown errors become a 500 with a generic message. */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const status =
    typeof err === 'object' && err !== null
      ? ((err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode)
      : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return new HttpError(413, 'payload_too_large', 'The request is too large.');
    if (status === 431) return new HttpError(431, 'headers_too_large', 'The request headers are too large.');
    return new HttpError(status, 'bad_request', 'The request could not be understood.');
  }
  return new HttpError(500, 'internal_error', 'Something went wrong on our side. Please try again.');
}
