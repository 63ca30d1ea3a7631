import { callUrl, type PlatformCall, type QueryInput } from '../../shared/contract/platformCall.js';
import { XSRF_HEADER } from '../../shared/contract/authentication.js';
import { BRAND_HEADER } from '../../shared/contract/tenant.js';

/** What one call answered: its status, the time it took, its body (JSON when it parses) and its media type. */
export interface Answer {
  status: number;
  ms: number;
  body: unknown;
  contentType: string;
}

export interface CallInput {
  params?: Readonly<Record<string, string | number>>;
  query?: QueryInput;
  headers?: Readonly<Record<string, string>>;
  body?: unknown;
}

/**
 * The checker's client of a platform, as the gateway calls it: the brand in the binding header on every call, the
 * session's cookies kept between calls, the anti-forgery token on a state-changing one.
 */
export class PlatformClient {
  private readonly cookies = new Map<string, string>();
  xsrfToken: string | null = null;

  constructor(
    private readonly upstream: string,
    private readonly brand: string,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async call(call: PlatformCall, input: CallInput = {}): Promise<Answer> {
    const url = new URL(this.upstream);
    const base = url.pathname.replace(/\/+$/, '');
    const target = callUrl(call, (input.params ?? {}) as Record<never, string>, input.query);
    const headers: Record<string, string> = { Accept: call.answerType ?? 'application/json', [BRAND_HEADER]: this.brand, ...input.headers };
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (call.method !== 'GET' && this.xsrfToken) headers[XSRF_HEADER] = this.xsrfToken;
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const started = this.now();
    const res = await fetch(`${url.origin}${base}${target}`, {
      method: call.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await res.text();
    const ms = this.now() - started;
    const contentType = res.headers.get('content-type') ?? '';
    let body: unknown = text;
    if (contentType.includes('json') || !call.answerType) {
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
    }
    return { status: res.status, ms, body, contentType };
  }
}
