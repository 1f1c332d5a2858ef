// What a first visit loads, recorded once in the system's Chromium (a mobile viewport, as
// Lighthouse's audit uses): every same-origin GET of a script, stylesheet, font or image until the
// page is hydrated and the network has been idle, in the order the browser asked for them, with
// the Accept-Encoding it sent.
import { chromium } from 'playwright-core';

const KINDS = new Set(['script', 'stylesheet', 'font', 'image']);

/** @returns {Promise<{files: {path: string, kind: string}[], acceptEncoding: string}>} */
export async function firstVisitFiles(pageUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const origin = new URL(pageUrl).origin;
    const files = new Map();
    // Chromium's network stack adds it after the page sees the request; this is what it sends.
    let acceptEncoding = 'gzip, deflate, br, zstd';
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || request.method() !== 'GET') return;
      if (request.resourceType() === 'document') {
        acceptEncoding = request.headers()['accept-encoding'] ?? acceptEncoding;
      }
      if (!KINDS.has(request.resourceType())) return;
      const path = url.pathname + url.search;
      if (!files.has(path)) files.set(path, { path, kind: request.resourceType() });
    });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await context.close();
    return { files: [...files.values()], acceptEncoding };
  } finally {
    await browser.close();
  }
}
