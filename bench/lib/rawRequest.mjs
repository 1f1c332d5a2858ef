// One HTTP request through node:http, keeping the bytes exactly as sent (fetch would decode a
// compressed body), and timing the time to the response headers, which Candor writes together
// with the body once the page is rendered.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * @returns {Promise<{status: number, headers: import('node:http').IncomingHttpHeaders,
 *   body: Buffer, ttfbMs: number}>}
 */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { method, headers, agent }, (res) => {
      const ttfbMs = Number(process.hrtime.bigint() - started) / 1e6;
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ttfbMs,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)));
    req.end(body);
  });
}

export function closeIdleSockets() {
  agent.destroy();
}
