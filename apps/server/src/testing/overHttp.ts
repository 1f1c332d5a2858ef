/**
 * Requests to a test app over a real socket, for the answers replayed before Fastify
 * (http/fastPath.ts): `inject` never goes through the HTTP server the fast path sits in. Call it
 * right after the test app's own `use…` (before anything else injects): it adds a hook that
 * counts the requests reaching Fastify, then listens on a random loopback port.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll } from 'vitest';
import type { TestApp } from './testApp.js';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

export function useOverHttp(t: TestApp) {
  let port = 0;
  /** Requests that reached Fastify's hooks, by URL. */
  const reachedFastify: string[] = [];

  /** While set, answers the fast path asks the app for (inject's Host) wait for it before sending. */
  let held: Promise<void> | null = null;

  beforeAll(async () => {
    t.app.addHook('onRequest', async (req) => {
      reachedFastify.push(req.url);
    });
    t.app.addHook('onSend', async (req) => {
      if (held && req.headers.host === 'localhost:80') await held;
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  /** The answer, and whether Fastify's hooks saw the request (false: replayed from memory). */
  async function getSeen(url: string, headers: Record<string, string> = {}, method = 'GET') {
    const before = reachedFastify.length;
    const answer = await get(url, headers, method);
    return { answer, reachedFastify: reachedFastify.length > before };
  }

  /** The regular answer (the first request), then the recorded one (from memory, no hook). */
  async function regularThenRecorded(
    url: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ) {
    const regular = await get(url, headers, method);
    for (let attempt = 0; attempt < 50; attempt++) {
      const { answer, reachedFastify: reached } = await getSeen(url, headers, method);
      if (!reached) return { regular, recorded: answer };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${method} ${url} never skipped Fastify's hooks`);
  }

  /** Holds every recording being made (its answer is ready, not yet handed over) until released. */
  function holdRecordings(): () => void {
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      held = null;
      release();
    };
  }

  return { get, getSeen, regularThenRecorded, reachedFastify, holdRecordings };
}
