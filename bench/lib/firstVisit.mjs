// What a first visit loads, recorded in the system's Chromium (headless, a fresh context: no
// cache; a mobile viewport, as Lighthouse's audit uses): every request until the page is hydrated
// and the network has been idle, in the order the browser made them, with the bytes sent (body as
// encoded on the wire, headers excluded). bench/bundleSize.mjs counts them; bench/portal.mjs loads
// each file again under load.
import { chromium } from 'playwright-core';

/**
 * @param {string} url
 * @param {{cookie?: string}} [options] a session cookie (`name=value`) for a signed-in visit
 * @returns {Promise<{url: string, method: string, type: string, bytes: number, encoding: string,
 *   acceptEncoding: string}[]>}
 */
export async function recordFirstVisit(url, options = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (options.cookie) {
      const [name, ...value] = options.cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url }]);
    }
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const requests = [];
    for (const request of finished) {
      const response = await request.response();
      const sizes = await request.sizes();
      // Chromium's network stack adds Accept-Encoding after the page sees the request:
      // allHeaders() has what it sent.
      const headers = await request.allHeaders();
      requests.push({
        url: request.url(),
        method: request.method(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        acceptEncoding: headers['accept-encoding'] ?? 'gzip, deflate, br, zstd',
      });
    }
    await context.close();
    return requests;
  } finally {
    await browser.close();
  }
}

const KINDS = new Set(['script', 'stylesheet', 'font', 'image']);

/**
 * The same-origin scripts, stylesheets, fonts and images of a first visit (each once), and the
 * Accept-Encoding the browser sent for the page.
 * @returns {Promise<{files: {path: string, kind: string}[], acceptEncoding: string}>}
 */
export async function firstVisitFiles(pageUrl) {
  const origin = new URL(pageUrl).origin;
  const requests = await recordFirstVisit(pageUrl);
  const files = new Map();
  let acceptEncoding = 'gzip, deflate, br, zstd';
  for (const request of requests) {
    const url = new URL(request.url);
    if (url.origin !== origin || request.method !== 'GET') continue;
    if (request.type === 'document') acceptEncoding = request.acceptEncoding;
    if (!KINDS.has(request.type)) continue;
    const path = url.pathname + url.search;
    if (!files.has(path)) files.set(path, { path, kind: request.type });
  }
  return { files: [...files.values()], acceptEncoding };
}
