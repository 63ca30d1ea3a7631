import http from 'node:http';

/** One answer as the load driver saw it. */
export interface Outcome {
  method: string;
  path: string;
  status: number;
  /** Network error code when there was no answer (ECONNRESET, socket hang up, …). */
  error?: string;
  /** Who answered a refusal and how (its Server header, the start of its body): nginx's own 502, or the gateway's. */
  answer?: string;
  startedAt: number;
  endedAt: number;
}

export interface Answer {
  status: number;
  text: string;
  bytes: Buffer;
  headers: http.IncomingHttpHeaders;
}

/**
 * A signed-in browser as far as the fleet is concerned: keep-alive connections to nginx, the session
 * cookie the platform set, the XSRF token from the login answer, same-origin headers.
 */
export class Browser {
  private cookies = new Map<string, string>();
  private xsrf = '';
  /** Signed in (its session's loop has begun). */
  signedIn = false;
  readonly outcomes: Outcome[] = [];

  constructor(
    private readonly port: number,
    private readonly agent: http.Agent,
    private readonly brand = 'demo',
  ) {}

  private get host(): string {
    return `${this.brand}.localhost:${this.port}`;
  }

  /** `extra`: more request headers (Accept-Encoding). `bytes` is the body as sent, `text` the same as UTF-8. */
  request(method: string, path: string, body?: unknown, extra: http.OutgoingHttpHeaders = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = {
      host: this.host,
      accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
      'sec-fetch-site': 'same-origin',
      origin: `http://${this.host}`,
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      ...(method !== 'GET' && this.xsrf ? { 'x-xsrf-token': this.xsrf } : {}),
      ...extra,
    };
    const startedAt = Date.now();
    return new Promise((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent }, (res) => {
        for (const c of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = c.split(';');
          const eq = pair.indexOf('=');
          const name = pair.slice(0, eq).trim();
          const value = pair.slice(eq + 1).trim();
          if (/max-age=0|expires=thu, 01 jan 1970/i.test(c) || !value) this.cookies.delete(name);
          else this.cookies.set(name, value);
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const bytes = Buffer.concat(chunks);
          const answer = status >= 400 ? `${res.headers.server ?? 'gateway'}: ${bytes.toString('utf8').slice(0, 160)}` : undefined;
          this.outcomes.push({ method, path, status, startedAt, endedAt: Date.now(), ...(answer ? { answer } : {}) });
          resolve({ status, text: bytes.toString('utf8'), bytes, headers: res.headers });
        });
        res.on('error', (err: NodeJS.ErrnoException) => {
          this.outcomes.push({ method, path, status: 0, error: err.code ?? err.message, startedAt, endedAt: Date.now() });
          resolve({ status: 0, text: '', bytes: Buffer.alloc(0), headers: {} });
        });
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        this.outcomes.push({ method, path, status: 0, error: err.code ?? err.message, startedAt, endedAt: Date.now() });
        resolve({ status: 0, text: '', bytes: Buffer.alloc(0), headers: {} });
      });
      req.end(payload);
    });
  }

  async login(username: string, password = 'Password1!'): Promise<void> {
    const res = await this.request('POST', '/api/authentication/login', { username, password, brand: this.brand });
    if (res.status !== 200) throw new Error(`login as ${username} answered ${res.status}: ${res.text.slice(0, 200)}`);
    const body = JSON.parse(res.text) as { xsrfToken?: string };
    this.xsrf = body.xsrfToken ?? '';
    if (!this.xsrf) throw new Error('login answered no xsrfToken');
  }

  /**
   * What a signed-in cardholder does, over and over: a full page load (the gateway's guard asks the
   * platform), an /api read, and a state-changing POST (re-entering the password for a security token).
   */
  async session(username: string, until: () => boolean): Promise<void> {
    // A login that fails is in `outcomes` like any other answer (the test reports it); the browser tries again.
    while (!until()) {
      try {
        await this.login(username);
        this.signedIn = true;
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    while (!until()) {
      await this.request('GET', '/dashboard-cardholder');
      await this.request('GET', '/api/v1/users/accountsummary');
      await this.request('POST', '/api/user/securitytoken', { username, password: 'Password1!', brand: this.brand });
    }
  }
}
