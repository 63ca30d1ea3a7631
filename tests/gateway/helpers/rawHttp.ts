import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One keep-alive client connection driven by hand (an http.Agent hides when a connection is reused or
 * closed, which is what drain tests look at). Answers must carry Content-Length.
 */
export class RawConnection {
  readonly socket: net.Socket;
  private buffer = '';
  private waiting: ((r: RawResponse) => void) | undefined;
  private failed: ((e: Error) => void) | undefined;
  /** How the server ended the connection: 'fin' (graceful), 'reset' (ECONNRESET) or 'open'. */
  ended: 'open' | 'fin' | 'reset' = 'open';
  readonly closed: Promise<void>;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.tryParse();
    });
    socket.on('end', () => {
      if (this.ended === 'open') this.ended = 'fin';
      socket.end();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      this.ended = err.code === 'ECONNRESET' ? 'reset' : this.ended;
      this.failed?.(err);
    });
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends a request and resolves with its answer; rejects if the connection fails first. */
  send(path: string, host = 'demo.localhost', method = 'GET'): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.socket.once('close', () => reject(new Error(`connection closed without an answer (${this.ended})`)));
      this.socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\n\r\n`);
    });
  }

  private tryParse(): void {
    const head = this.buffer.indexOf('\r\n\r\n');
    if (head < 0 || !this.waiting) return;
    const lines = this.buffer.slice(0, head).split('\r\n');
    const status = Number(lines[0]?.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < head + 4 + length) return;
    const body = this.buffer.slice(head + 4, head + 4 + length);
    this.buffer = this.buffer.slice(head + 4 + length);
    const done = this.waiting;
    this.waiting = undefined;
    this.failed = undefined;
    done({ status, headers, body });
  }
}

/** Whether a new connection to `port` is accepted right now. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}
