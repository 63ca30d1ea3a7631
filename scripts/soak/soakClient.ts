import http from 'node:http';

/** One answer as the browser saw it; status 0: none (`error` says why: a time-out, a reset, a refused connection). */
export interface Reply {
  status: number;
  body: unknown;
  replayed: boolean;
  error?: string;
}

/** How a money move ended for the browser after its retries. */
export type MoveOutcome = 'acknowledged' | 'refused' | 'failed';

export interface MoveResult {
  outcome: MoveOutcome;
  reply: Reply;
  attempts: number;
}

export interface ClientOptions {
  brand: string;
  /** The gateways' ports; each attempt goes to the next one (a balancer moving a retry to another instance). */
  gateways: number[];
  /** The browser's own time-out per attempt of a money move. */
  timeoutMs: number;
  /** Retries after the first attempt of a money move (the screens: four, with the same Idempotency-Key). */
  retries: number;
  random: () => number;
}

/**
 * A browser-like client of the portal: the brand's host name, its session cookie and XSRF token, same-origin
 * headers, keep-alive connections — and the screens' rule for money moves: a failure that may have happened
 * (no answer, a time-out, 5xx, 408, 429) is tried again with the same Idempotency-Key, up to `retries` times; a
 * refusal is final. A move sent without a key is tried again only when its connection was refused (it never
 * left), since anything else may already have moved the money.
 */
export class SoakClient {
  private readonly cookies = new Map<string, string>();
  private xsrf = '';
  private username = '';
  private turn: number;
  /** Answers 401 after the first login: each is a user logged out under them. */
  loggedOut = 0;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  constructor(
    private readonly o: ClientOptions,
    index: number,
  ) {
    this.turn = index;
  }

  get brand(): string {
    return this.o.brand;
  }

  request(method: string, path: string, body?: unknown, extra: Record<string, string> = {}, timeoutMs = this.o.timeoutMs): Promise<Reply> {
    const port = this.o.gateways[this.turn++ % this.o.gateways.length]!;
    const host = `${this.o.brand}.localhost:${port}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = {
      host,
      accept: 'application/json',
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      ...(method !== 'GET' && this.xsrf ? { 'x-xsrf-token': this.xsrf } : {}),
      ...extra,
    };
    return new Promise((resolve) => {
      let settled = false;
      const done = (r: Reply) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(r);
      };
      const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: this.agent }, (res) => {
        for (const c of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = c.split(';');
          const eq = pair.indexOf('=');
          const name = pair.slice(0, eq).trim();
          const value = pair.slice(eq + 1).trim();
          if (/max-age=0/i.test(c) || !value) this.cookies.delete(name);
          else this.cookies.set(name, value);
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: kept as text
          }
          done({ status: res.statusCode ?? 0, body: parsed, replayed: res.headers['idempotent-replayed'] === 'true' });
        });
        res.on('error', (err: NodeJS.ErrnoException) => done({ status: 0, body: null, replayed: false, error: err.code ?? err.message }));
      });
      const timer = setTimeout(() => {
        done({ status: 0, body: null, replayed: false, error: 'timeout' });
        req.destroy();
      }, timeoutMs);
      req.on('error', (err: NodeJS.ErrnoException) => done({ status: 0, body: null, replayed: false, error: err.code ?? err.message }));
      req.end(payload);
    });
  }

  async login(username: string): Promise<void> {
    this.username = username;
    const reply = await this.read('POST', '/api/authentication/login', { username, password: 'Password1!', brand: this.o.brand });
    const xsrf = (reply.body as { xsrfToken?: unknown } | null)?.xsrfToken;
    if (reply.status !== 200 || typeof xsrf !== 'string')
      throw new Error(`login as ${this.o.brand}/${username} answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 200)}`);
    this.xsrf = xsrf;
  }

  /**
   * A call that changes no money (a read, a login): tried until it is answered (five times at most), each try given
   * 30 s — the reads that set up and reconcile the run are not what it measures, and must not fail on a busy machine.
   */
  async read(method: string, path: string, body?: unknown): Promise<Reply> {
    let reply: Reply = { status: 0, body: null, replayed: false };
    for (let attempt = 0; attempt < 5; attempt++) {
      if (attempt) await this.pause(attempt);
      reply = await this.request(method, path, body, {}, Math.max(this.o.timeoutMs, 30_000));
      if (!ambiguous(reply)) return reply;
    }
    return reply;
  }

  /** A money move, as the screens make it (see the class). */
  async move(path: string, body: unknown, key: string | null, extra: Record<string, string> = {}): Promise<MoveResult> {
    let reply: Reply = { status: 0, body: null, replayed: false };
    let attempts = 0;
    for (let attempt = 0; attempt <= this.o.retries; attempt++) {
      if (attempt) await this.pause(attempt);
      attempts++;
      reply = await this.request('POST', path, body, key ? { ...extra, 'idempotency-key': key } : extra);
      if (reply.status === 401 && this.username) {
        // A session the platform forgot: the user logs in again and presses the same button (same key).
        this.loggedOut++;
        try {
          await this.login(this.username);
        } catch {
          return { outcome: 'failed', reply, attempts };
        }
        continue;
      }
      if (reply.status >= 200 && reply.status < 300) return { outcome: 'acknowledged', reply, attempts };
      if (!ambiguous(reply)) return { outcome: 'refused', reply, attempts };
      if (!key && reply.error !== 'ECONNREFUSED') break;
    }
    return { outcome: 'failed', reply, attempts };
  }

  close(): void {
    this.agent.destroy();
  }

  /** 0.3 s doubling to 2.4 s, with jitter: retries spread out instead of arriving together. */
  private pause(attempt: number): Promise<void> {
    const ms = 300 * 2 ** Math.min(attempt - 1, 3) * (0.75 + this.o.random() / 2);
    return new Promise((r) => setTimeout(r, ms));
  }
}

/** An answer that does not say whether the call happened. */
export const ambiguous = (r: Reply): boolean => r.status === 0 || r.status >= 500 || r.status === 408 || r.status === 429;
