/**
 * A local HTTP server for tests that plays a third party: each path answers what the test set
 * (JSON, garbage, a redirect, silence), and every request is recorded.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer =
  | { json: unknown; status?: number }
  | { text: string; status?: number; contentType?: string }
  | { redirect: string; status?: number }
  /** Never answers (the client's deadline must end it). */
  | { hang: true }
  | ((request: IncomingMessage, response: ServerResponse) => void);

export interface FakeHttpServer {
  origin: string;
  port: number;
  /** Paths requested, in order. */
  requests: string[];
  answer(path: string, answer: FakeAnswer): void;
  close(): Promise<void>;
}

export async function startFakeHttpServer(port = 0): Promise<FakeHttpServer> {
  const answers = new Map<string, FakeAnswer>();
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(request.url ?? '/');
    const answer = answers.get(path);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    if (typeof answer === 'function') {
      answer(request, response);
    } else if ('json' in answer) {
      response
        .writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.json));
    } else if ('text' in answer) {
      response
        .writeHead(answer.status ?? 200, { 'content-type': answer.contentType ?? 'text/html' })
        .end(answer.text);
    } else if ('redirect' in answer) {
      response.writeHead(answer.status ?? 302, { location: answer.redirect }).end();
    } else {
      hanging.add(response);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    answer(path, answer) {
      answers.set(path, answer);
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
