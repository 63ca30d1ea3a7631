import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { vi } from 'vitest';

/** A gateway entry (`gateway/src/main.ts` or a test's own) in a child process through tsx, its output collected. */
export interface GatewayChild {
  child: ChildProcess;
  /** The main listener's port, read from its "gateway listening" line. */
  port: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

export async function spawnGateway(script: string, env: Record<string, string>): Promise<GatewayChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const port = await vi.waitFor(
      () => {
        const m = /"url":"http:\/\/localhost:(\d+)"/.exec(out);
        if (!m) throw new Error(`gateway did not start:\n${out}`);
        return Number(m[1]);
      },
      { timeout: 15_000, interval: 50 },
    );
    return { child, port, output: () => out, exited };
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One GET on a connection of its own. */
export function get(port: number, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { host }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
