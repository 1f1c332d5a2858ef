import net from 'node:net';
import { errorBodyOf } from '../testing/errorBody.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/testApp.js';

const t = useTestApp();
let port: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are (inject cannot send what Node's parser refuses) and reads the answer. */
function raw(request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One answer is enough; keep-alive connections would otherwise stay open.
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      if (end >= 0 && length && Buffer.byteLength(text.slice(end + 4)) >= Number(length)) {
        socket.destroy();
      }
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) });
    });
    socket.on('error', reject);
    socket.write(request);
  });
}

const get = (path: string, extra = '') =>
  raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`);
const BROWSER = 'Accept: text/html,*/*;q=0.8\r\n';

function expectSecurityHeaders(response: RawResponse) {
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('answers refused before any route runs', () => {
  it('a URL that does not decode: 400 JSON with security headers, not echoing the path', async () => {
    const response = await get('/%zz<script>alert(1)</script>');
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expect(JSON.parse(response.body)).toEqual({
      code: 'bad_request',
      message: 'The address is not valid.',
    });
  });

  it('the same for a browser: the error page, not echoing the path', async () => {
    const response = await get('/%zz<b>echoed-marker</b>', BROWSER);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
    expect(response.body).toContain('The address is not valid.');
    expect(response.body).not.toContain('echoed-marker');
  });

  it('a path segment too long for the router: 414 with security headers, not echoing it', async () => {
    const response = await get(`/${'echoed'.repeat(1000)}`);
    expect(response.status).toBe(414);
    expectSecurityHeaders(response);
    expect(JSON.parse(response.body)).toEqual({
      code: 'uri_too_long',
      message: 'The address is too long.',
    });
  });

  it('headers larger than Node accepts: 431 with security headers', async () => {
    const response = await get('/', `X-Big: ${'b'.repeat(20_000)}\r\n`);
    expect(response.status).toBe(431);
    expectSecurityHeaders(response);
    expect(JSON.parse(response.body)).toEqual({
      code: 'headers_too_large',
      message: 'The request headers are too large.',
    });
  });

  it('a URL longer than Node accepts: 431 without echoing it', async () => {
    const response = await get(`/${'echoed'.repeat(4000)}`);
    expect(response.status).toBe(431);
    expectSecurityHeaders(response);
    expect(response.body).not.toContain('echoed');
  });

  it('bytes that are not HTTP: 400 with security headers', async () => {
    const response = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expect(JSON.parse(response.body)).toEqual({
      code: 'bad_request',
      message: 'The request is not valid.',
    });
  });
});

describe('client errors raised inside Fastify', () => {
  it('a wrong body media type does not echo it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-echoed-marker' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.body).not.toContain('echoed-marker');
    expect(errorBodyOf(response).code).toBe('unsupported_media_type');
  });
});
