import http2 from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFleet, type Fleet } from '../../scripts/fleet/startFleet.js';

/**
 * The shipped nginx config behind TLS with HTTP/2, as deploy/README.md tells operators to terminate it (and as
 * `LIGHTHOUSE_EDGE=nginx` measures the portal): browsers get one multiplexed connection, the gateway still
 * learns that the browser used HTTPS (X-Forwarded-Proto from a trusted peer), so the session cookie is Secure and
 * pages carry HSTS, and pages are compressed at the edge.
 */
let fleet: Fleet;

beforeAll(async () => {
  fleet = await startFleet({ gateways: 1, nginxWorkers: 1, tls: true });
});
afterAll(async () => fleet?.stop());

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: Buffer;
}

function ask(session: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let head: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (head = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the portal behind nginx terminating TLS with HTTP/2', () => {
  it('speaks h2; a login over it sets a Secure session cookie, and the signed-in page comes compressed with HSTS', async () => {
    const authority = `demo.localhost:${fleet.port}`;
    const session = http2.connect(`https://127.0.0.1:${fleet.port}`, { rejectUnauthorized: false, servername: 'demo.localhost' });
    try {
      await new Promise<void>((resolve, reject) => session.once('connect', () => resolve()).once('error', reject));
      expect(session.alpnProtocol).toBe('h2');

      const body = JSON.stringify({ username: 'cardholder', password: 'Password1!', brand: 'demo' });
      const login = await ask(
        session,
        {
          ':method': 'POST',
          ':path': '/api/authentication/login',
          ':authority': authority,
          origin: `https://${authority}`,
          'content-type': 'application/json',
        },
        body,
      );
      expect(login.status).toBe(200);
      const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
      expect(setCookie.length).toBeGreaterThan(0);
      for (const c of setCookie) expect(c).toMatch(/;\s*Secure/i);

      const cookie = setCookie.map((c) => c.split(';', 1)[0]).join('; ');
      const page = await ask(session, {
        ':method': 'GET',
        ':path': '/dashboard-cardholder',
        ':authority': authority,
        cookie,
        'accept-encoding': 'gzip',
      });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      session.close();
    }
  });
});
