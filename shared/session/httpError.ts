import type { Fault } from '../contract/common.js';
import type { CallKind, PlatformCall } from '../contract/platformCall.js';

/**
 * A failed platform call: a non-2xx answer, a CSSFAULT answer (docs/requirements.md#spec-8-errors), a network failure (status 0),
 * a time-out (status 504 from the client's own deadline) or an answer that does not match its schema.
 * `body` is the platform's error body as received, so lookups can carry on with it.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** The platform call that failed, when the request was made from its definition (`callPlatform`). */
  call?: CallKind & Pick<PlatformCall, 'id'>;
  constructor(
    readonly status: number,
    readonly kind: 'status' | 'fault' | 'network' | 'timeout' | 'schema',
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }

  /** The platform's own message, when its body has one. */
  get platformMessage(): string | undefined {
    const b = this.body as { message?: unknown; fault?: { faultString?: unknown } } | null;
    if (b && typeof b.message === 'string' && b.message) return b.message;
    if (b && b.fault && typeof b.fault.faultString === 'string') return b.fault.faultString;
    return undefined;
  }

  get fault(): Fault | undefined {
    const b = this.body as { fault?: Fault } | null;
    return b?.fault ?? undefined;
  }
}

export const isHttpError = (err: unknown): err is HttpError => err instanceof HttpError;
