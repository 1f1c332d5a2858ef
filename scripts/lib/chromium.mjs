// Finds the system Chromium (Debian's /usr/bin/chromium); never downloads a browser.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}
