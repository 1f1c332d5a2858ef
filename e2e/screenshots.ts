// `npm run screenshots [-- folder]`: pictures of the private area's dashboard, Settings and the
// Audit log at 1440 and 375 px wide, as the demo admin, into `folder` (docs/screenshots/ unless
// given). Starts the built server (`npm run build` first) and its helpers as the e2e run does,
// from e2e/playwright.config.ts, on a fresh data folder; stops them when done.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import config from './playwright.config.js';
import { hydrated, signInAsStaffThroughForm } from './fixtures.js';

const PAGES = [
  { name: 'dashboard', path: '/admin' },
  { name: 'settings', path: '/admin/settings' },
  { name: 'audit-log', path: '/admin/audit' },
];
const WIDTHS = [1440, 375];
/** A full page, cut at this height: a long list adds nothing to the picture. */
const MAX_HEIGHT = 2400;

const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '../docs/screenshots'));
const servers = [config.webServer ?? []].flat();

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function start(server: (typeof servers)[number]): Promise<ChildProcess> {
  const child = spawn(server.command, {
    cwd: server.cwd,
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...server.env },
  });
  const deadline = Date.now() + (server.timeout ?? 60_000);
  while (!(await answers(server.url!))) {
    if (child.exitCode !== null) throw new Error(`${server.command} exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`${server.url} did not answer in time`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return child;
}

const started: ChildProcess[] = [];
const browser = await chromium.launch(config.use?.launchOptions);
try {
  for (const server of servers) started.push(await start(server));
  mkdirSync(folder, { recursive: true });
  const page = await browser.newPage({ baseURL: config.use?.baseURL });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaffThroughForm(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const { name, path } of PAGES) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const png = await page.screenshot({
        fullPage: true,
        clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
        animations: 'disabled',
      });
      // A palette of 256 colours: the pages are flat colours and text, a fraction of the size.
      const small = await sharp(png).png({ palette: true, compressionLevel: 9 }).toBuffer();
      const file = join(folder, `${name}-${width}.png`);
      writeFileSync(file, small);
      console.log(`${file} (${Math.round(small.length / 1024)} kB)`);
    }
  }
} finally {
  await browser.close();
  for (const child of started.reverse()) if (child.pid) process.kill(-child.pid, 'SIGTERM');
}
