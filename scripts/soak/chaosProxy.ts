import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What can go wrong between the gateway and the platform, one fault per request (or per connection for
 * `reset-accept`):
 * - `lost`: the platform does the work; its answer never comes back (the connection is reset instead)
 * - `held`: the platform's answer is held for `holdMs` (past the caller's time-out), then sent if anyone still waits
 * - `reset-accept`: the connection is reset as soon as it is accepted, before a request is read
 * - `reset-before`: the request is read, then the connection is reset without forwarding it
 * - `502`, `503`: answered by the proxy itself, never forwarded
 */
export const FAULT_KINDS = ['lost', 'held', 'reset-accept', 'reset-before', '502', '503'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultRates = Partial<Record<FaultKind, number>>;

export interface ChaosOptions {
  /** The platform's origin. */
  target: string;
  /** Chance (0–1) of each fault per request; together at most 1. */
  rates: FaultRates;
  holdMs: number;
  /** Refusal windows: every `everyMs` the proxy stops listening (and drops its connections) for `forMs`. */
  refusal: { everyMs: number; forMs: number } | null;
  /** Random numbers in [0, 1) (seeded by the soak, so a run can be repeated). */
  random: () => number;
}

export interface ChaosProxy {
  readonly url: string;
  readonly enabled: boolean;
  /** Faults on or off; off: every request forwarded and answered as the platform answers it (reconciliation reads). */
  setEnabled(on: boolean): Promise<void>;
  /** How many of each fault were injected, refusal windows, and requests forwarded untouched. */
  readonly counts: Record<FaultKind | 'refusal-window' | 'forwarded', number>;
  close(): Promise<void>;
}

/** A fault-injecting HTTP proxy in front of the platform (the soak's network between gateways and platform). */
export async function startChaosProxy(options: ChaosOptions): Promise<ChaosProxy> {
  const total = Object.values(options.rates).reduce((n, r) => n + (r ?? 0), 0);
  if (total > 1) throw new Error(`the fault rates add up to ${total}: at most 1`);
  const target = new URL(options.target);
  const upstream = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const sockets = new Set<Socket>();
  const counts = Object.fromEntries([...FAULT_KINDS, 'refusal-window', 'forwarded'].map((k) => [k, 0])) as ChaosProxy['counts'];
  let closed = false;
  let enabled = false;
  let reopen: NodeJS.Timeout | null = null;

  /** One draw per request: which fault, if any. */
  const draw = (): FaultKind | null => {
    if (!enabled) return null;
    let r = options.random();
    for (const kind of FAULT_KINDS) {
      if (kind === 'reset-accept') continue;
      const rate = options.rates[kind] ?? 0;
      if (r < rate) return kind;
      r -= rate;
    }
    return null;
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const fault = draw();
    if (fault) counts[fault] += 1;
    else counts.forwarded += 1;
    if (fault === 'reset-before') {
      req.socket.resetAndDestroy();
      return;
    }
    if (fault === '502' || fault === '503') {
      req.resume();
      const text = JSON.stringify({ error: fault === '502' ? 'Bad Gateway' : 'Service Unavailable', status: Number(fault) });
      res.writeHead(Number(fault), { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
      return;
    }
    const up = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
        agent: upstream,
      },
      (answer) => {
        if (fault === null) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        // `lost` and `held`: the platform has answered (the work is done); read all of it first.
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          if (fault === 'lost') {
            req.socket.resetAndDestroy();
            return;
          }
          setTimeout(() => {
            if (res.destroyed) return;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(chunks));
          }, options.holdMs).unref();
        });
      },
    );
    // The platform is down (restarting) or dropped the call: as a TCP proxy would, the caller's connection is reset.
    up.on('error', () => req.socket.resetAndDestroy());
    req.pipe(up);
  };

  const server = http.createServer({ keepAliveTimeout: 65_000 }, handle);
  server.on('connection', (socket: Socket) => {
    if (enabled && options.random() < (options.rates['reset-accept'] ?? 0)) {
      counts['reset-accept'] += 1;
      socket.resetAndDestroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;

  const reopenNow = async () => {
    if (reopen) clearTimeout(reopen);
    reopen = null;
    if (!server.listening && !closed) await listen(port);
  };
  let windowTimer: NodeJS.Timeout | null = null;
  if (options.refusal) {
    const { everyMs, forMs } = options.refusal;
    if (forMs >= everyMs) throw new Error('a refusal window must be shorter than the time between windows');
    windowTimer = setInterval(() => {
      if (closed || !enabled || !server.listening) return;
      counts['refusal-window'] += 1;
      // Nothing listens for `forMs`: new connections are refused, open ones are cut.
      server.close();
      for (const s of sockets) s.destroy();
      reopen = setTimeout(() => void reopenNow(), forMs);
    }, everyMs);
    windowTimer.unref();
  }

  const proxy: ChaosProxy = {
    url: `http://127.0.0.1:${port}`,
    get enabled() {
      return enabled;
    },
    async setEnabled(on) {
      enabled = on;
      if (!on) await reopenNow();
    },
    counts,
    async close() {
      closed = true;
      if (windowTimer) clearInterval(windowTimer);
      if (reopen) clearTimeout(reopen);
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
      upstream.destroy();
    },
  };
  return proxy;
}
