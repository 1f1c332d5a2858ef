// What a first visit downloads, recorded in Chromium (the system's, headless, fresh context: no
// cache): every request until the page is hydrated and the network has been idle, with the bytes
// sent (body as encoded on the wire, headers excluded). Used by bench/bundleSize.mjs.
import { chromium } from 'playwright-core';

/**
 * @param {string} url
 * @param {{cookie?: string}} [options] a session cookie (`name=value`) for a signed-in visit
 * @returns {Promise<{url: string, type: string, bytes: number, encoding: string}[]>}
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
      requests.push({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
      });
    }
    await context.close();
    return requests;
  } finally {
    await browser.close();
  }
}
