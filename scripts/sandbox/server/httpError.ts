import type { ErrorBody } from '../../../shared/contract/common.js';

/** The one error type of the sandbox: mapped to a platform error body by the router. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error: string = defaultErrorName(status),
    readonly extra: Record<string, unknown> = {},
    /** Headers of the answer (Retry-After of a throttled guess). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody & Record<string, unknown> {
    return { ...this.extra, error: this.error, message: this.message, status: this.status };
  }
}

function defaultErrorName(status: number): string {
  switch (status) {
    case 400:
      return 'Bad Request';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'Not Found';
    case 409:
      return 'Conflict';
    case 413:
      return 'Payload Too Large';
    case 415:
      return 'Unsupported Media Type';
    case 423:
      return 'Locked';
    case 429:
      return 'Too Many Requests';
    default:
      return status >= 500 ? 'Internal Server Error' : 'Error';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const forbidden = (message = 'You are not allowed to do this.'): HttpError => new HttpError(403, message);
export const notFound = (message = 'Not found.'): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
