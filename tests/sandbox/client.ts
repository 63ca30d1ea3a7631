import { BRAND_HEADER, CLIENT_ADDRESS_HEADER } from '../../shared/contract/tenant.js';

/** A tiny cookie-keeping HTTP client for sandbox tests (one per simulated browser). */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class Client {
  readonly cookies = new Map<string, string>();
  xsrf: string | null = null;
  /** Called with every request made (tests use it to check coverage of the calls). */
  static onCall: ((method: string, path: string, status: number) => void) | null = null;
  /** The address the gateway would say this browser calls from (`X-Portal-Client`); unset: the socket's. */
  address: string | null = null;

  /**
   * The bank each call says it came through (`X-Portal-Brand`, as the gateway sets it): the platform refuses a
   * call that names none. A login switches it to the login's brand; a header the test passes wins.
   */
  constructor(
    readonly base: string,
    public tenant: string | null = 'demo',
  ) {}

  private withTenant(headers: Record<string, string>): Record<string, string> {
    const from: Record<string, string> = this.address === null ? {} : { [CLIENT_ADDRESS_HEADER]: this.address };
    return this.tenant === null || BRAND_HEADER in headers ? { ...from, ...headers } : { [BRAND_HEADER]: this.tenant, ...from, ...headers };
  }

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const h = this.withTenant(headers);
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) h['content-type'] = 'application/json';
    if (this.xsrf && method !== 'GET' && !('x-xsrf-token' in h)) h['x-xsrf-token'] = this.xsrf;
    const res = await fetch(this.base + path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/Max-Age=0/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    Client.onCall?.(method, path.split('?')[0] ?? path, res.status);
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, body: (type.includes('json') && text ? JSON.parse(text) : text) as T, headers: res.headers };
  }

  /** POSTs raw bytes (a file upload) with the session's cookies and XSRF token. */
  async upload<T = any>(path: string, bytes: Uint8Array, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const h = this.withTenant({ 'content-type': 'application/octet-stream', ...headers });
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.xsrf) h['x-xsrf-token'] = this.xsrf;
    const res = await fetch(this.base + path, { method: 'POST', headers: h, body: bytes as Uint8Array<ArrayBuffer> });
    Client.onCall?.('POST', path.split('?')[0] ?? path, res.status);
    const text = await res.text();
    return {
      status: res.status,
      body: ((res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text) as T,
      headers: res.headers,
    };
  }

  /** GETs raw bytes (a file download). */
  async download(path: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
    const h = this.withTenant({});
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.base + path, { headers: h });
    Client.onCall?.('GET', path.split('?')[0] ?? path, res.status);
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) => this.call<T>('GET', path, undefined, headers);
  post = <T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) => this.call<T>('POST', path, body, headers);
  put = <T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) => this.call<T>('PUT', path, body, headers);
  del = <T = any>(path: string, headers?: Record<string, string>) => this.call<T>('DELETE', path, undefined, headers);

  /** The same browser (its cookies, XSRF token and bank) talking to `base`: the platform restarted elsewhere. */
  movedTo(base: string): Client {
    const moved = new Client(base, this.tenant);
    for (const [k, v] of this.cookies) moved.cookies.set(k, v);
    moved.xsrf = this.xsrf;
    return moved;
  }

  /**
   * A single sign-on id as the bank's identity provider would issue it (the sandbox's control call): one use, two
   * minutes, for `username` on `brand`; `secondFactor` when the provider says the user passed one.
   */
  async signOn(brand: string, username: string, secondFactor = false): Promise<string> {
    const a = await this.call<{ transactionId: string }>('POST', `/__sandbox/sso/${brand}`, { username, secondFactor });
    if (a.status !== 200) throw new Error(`sign-on ${brand}/${username} failed: ${a.status}`);
    return a.body.transactionId;
  }

  /** Logs in and keeps the session cookie and XSRF token. */
  async login(username: string, brand = 'demo', password = 'Password1!'): Promise<Answer> {
    this.tenant = brand;
    const a = await this.post('/api/authentication/login', { username, password, brand });
    if (a.status === 200) this.xsrf = (a.body as { xsrfToken: string | null }).xsrfToken;
    return a;
  }
}
