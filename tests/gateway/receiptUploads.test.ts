import http from 'node:http';
import { readFile } from 'node:fs/promises';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxGateways } from './helpers/sandboxGateways.js';

/**
 * Expense report receipts through the gateway: the file goes through the /api proxy to the platform
 * byte for byte, a large one streamed as it arrives; over the limit the gateway answers 413 in words before the platform is bothered; a file that is
 * not what its name says gets the platform's reason, unchanged.
 */

const { gateway, listening } = sandboxGateways();
let server: http.Server;
let gw: ReturnType<typeof gateway>;
beforeAll(async () => {
  gw = gateway();
  server = await listening(http.createServer(gw));
});

interface Browser {
  cookie: string;
  xsrf: string;
}
async function logIn(username: string): Promise<Browser> {
  const res = await request(server)
    .post('/api/authentication/login')
    .set('Host', 'demo.localhost')
    .send({ username, password: 'Password1!', brand: 'demo' });
  expect(res.status).toBe(200);
  return {
    cookie: (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; '),
    xsrf: res.body.xsrfToken as string,
  };
}
const upload = (b: Browser, fileName: string, body: Buffer, type = 'image/png') =>
  request(server)
    .post(`/api/v1/expensereport/receipts?fileName=${encodeURIComponent(fileName)}`)
    .set('Host', 'demo.localhost')
    .set('Cookie', b.cookie)
    .set('X-XSRF-TOKEN', b.xsrf)
    .set('Content-Type', type)
    .send(body);

/** A stored receipt's bytes, as its owner's browser gets them. */
const download = (b: Browser, receiptId: string) =>
  request(server)
    .get(`/api/v1/expensereport/receipts/${receiptId}`)
    .set('Host', 'demo.localhost')
    .set('Cookie', b.cookie)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('receipts through the gateway', () => {
  it('a PNG is stored as sent and served back to its cardholder', async () => {
    const erin = await logIn('er_cardholder');
    const png = await readFile('tests/fixtures/receipt.png');
    const stored = await upload(erin, 'receipt.png', png);
    expect(stored.status).toBe(201);
    expect(stored.body.data).toMatchObject({ fileName: 'receipt.png', contentType: 'image/png', size: png.length });
    const back = await download(erin, stored.body.data.receiptId as string);
    expect(back.status).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.body as Buffer, png)).toBe(0);
  });

  it('a 6 MB photo streams through the gateway (the upload lane, not held whole) and is stored byte for byte', async () => {
    const erin = await logIn('er_cardholder');
    const png = await readFile('tests/fixtures/receipt.png');
    // A real PNG's bytes followed by 6 MB more (an image viewer ignores what follows IEND; the platform checks the head).
    const photo = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024, 0x5a)]);
    const stored = await upload(erin, 'photo.png', photo);
    expect(stored.status).toBe(201);
    expect(stored.body.data).toMatchObject({ fileName: 'photo.png', contentType: 'image/png', size: photo.length });
    expect(await gw.metrics()).toContain('portal_api_proxy_uploads_streamed_total 1\n');
    const back = await download(erin, stored.body.data.receiptId as string);
    expect(Buffer.compare(back.body as Buffer, photo)).toBe(0);
  });

  it('over 10 MB: 413 from the gateway, in words a person uploading a file understands', async () => {
    const erin = await logIn('er_cardholder');
    const res = await upload(erin, 'huge.png', Buffer.alloc(10 * 1024 * 1024 + 1, 0x89));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      error: 'payload_too_large',
      message: 'Request bodies are limited to 10 MB (10485760 bytes): send a smaller file.',
    });
  });

  it('a PDF named .png: the platform’s reason comes back unchanged', async () => {
    const erin = await logIn('er_cardholder');
    const res = await upload(erin, 'receipt.png', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('“receipt.png” is a PDF document, but its name says otherwise. Rename it to end in .pdf and try again.');
  });
});
