/**
 * Local receivers for the specs of outbound calls (issue 28): a node:http server on 127.0.0.1
 * (which the e2e server's SAFE_FETCH_ALLOW names) that records each request's headers and raw
 * body and answers what the spec says; and the Standard Webhooks check a receiver makes.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
}

export interface Answer {
  status: number;
  contentType?: string;
  body?: string;
}

/** Starts a receiver at `{url}`; `answer` decides each response from the request. */
export async function startReceiver(
  path: string,
  answer: (received: Received) => Answer = () => ({ status: 204 }),
) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, raw: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      const { status, contentType, body } = answer(entry);
      response
        .writeHead(status, contentType ? { 'content-type': contentType } : {})
        .end(body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether one of the request's signatures is the HMAC-SHA256 of id.timestamp.body with `secret`. */
export function signedWith(secret: string, { headers, raw }: Received): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${raw}`).digest('base64')}`;
  return String(headers['webhook-signature']).split(' ').includes(expected);
}
