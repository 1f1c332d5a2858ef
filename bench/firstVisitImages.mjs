#!/usr/bin/env node
/* global window, document -- the functions handed to page.evaluate run in the browser */
// `node bench/firstVisitImages.mjs`: the images a first anonymous visit to the demo portal loads,
// at 1440x900 and 375x812, with JavaScript and without: each image request (its bytes as sent)
// until the page has settled without scrolling, then what scrolling to the bottom adds, and the
// images the page carries inline (inline <svg> and data: URIs, which cost no request). Built
// server on a fresh data folder, the system's Chromium with an empty cache. Asserts nothing.
import { launchPlaywrightChromium } from './lib/chromium.mjs';
import { buildIfNeeded, portalPath, startCandor } from './lib/candorServer.mjs';

const VERBOSE = process.env.BENCH_IMAGES_VERBOSE === '1';
const VIEWPORTS = [
  { name: 'desktop 1440x900', width: 1440, height: 900 },
  { name: 'phone 375x812', width: 375, height: 812 },
];

buildIfNeeded();
const candor = await startCandor();
const browser = await launchPlaywrightChromium();
try {
  const url = `${candor.base}${await portalPath(candor.base)}`;
  console.log(`first visits to ${url} (images as sent; inline = in the HTML, no request)`);
  for (const viewport of VIEWPORTS) {
    for (const javaScript of [true, false]) {
      const visit = await firstVisit(url, viewport, javaScript);
      const label = `${viewport.name}, ${javaScript ? 'JS' : 'no JS'}`;
      console.log(
        `  ${label.padEnd(24)} first screen ${count(visit.first)}; after scrolling +${count(visit.scrolled)}; inline ${visit.inline.svg} <svg>, ${visit.inline.dataUri} data: URIs; layout shift ${visit.cls.toFixed(3)}`,
      );
      if (VERBOSE)
        for (const [when, list] of [
          ['first', visit.first],
          ['scroll', visit.scrolled],
        ])
          for (const image of list)
            console.log(`    ${when.padEnd(6)} ${image.bytes}\t${image.url}`);
    }
  }
} finally {
  await browser.close();
  candor.stop();
}

function count(images) {
  const bytes = images.reduce((sum, image) => sum + image.bytes, 0);
  return `${images.length} images ${(bytes / 1024).toFixed(1)} kB`;
}

async function firstVisit(url, viewport, javaScriptEnabled) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const images = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Image' && !response.url.startsWith('data:')) pending.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const imageUrl = pending.get(requestId);
    if (imageUrl) images.push({ url: imageUrl, bytes: encodedDataLength });
  });
  await page.addInitScript(() => {
    // CLS as the browser counts it (no recent input), kept on window for the end of the visit.
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const first = images.splice(0);
  // Down the page a screen at a time, as a visitor reads it, so lazy images come into view.
  for (
    let y = 0;
    y < (await page.evaluate(() => document.body.scrollHeight));
    y += viewport.height
  ) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const inline = await page.evaluate(() => ({
    svg: document.querySelectorAll('body svg').length,
    dataUri: document.querySelectorAll('img[src^="data:"]').length,
  }));
  const cls = javaScriptEnabled ? await page.evaluate(() => window.__layoutShift) : 0;
  await context.close();
  return { first, scrolled: images, inline, cls };
}
