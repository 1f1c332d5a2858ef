/**
 * Inter's basic face (global.css): the committed file is the installed Inter cut to the basic
 * characters, and the stylesheet claims exactly those characters for it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interBasicFont, interBasicUnicodeRange } from '../../scripts/interBasic.mjs';

const committed = readFileSync(new URL('./fonts/inter-basic-wght-normal.woff2', import.meta.url));
const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

/** The unicode-range of the @font-face that loads the given file. */
function unicodeRangeOf(file: string): string {
  const face = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map(([, body = '']) => body)
    .find((body) => body.includes(file));
  const range = /unicode-range:\s*([^;]+);/.exec(face ?? '')?.[1] ?? '';
  return range.replace(/\s+/g, ' ').trim();
}

describe("Inter's basic face", () => {
  it('is the installed Inter cut to the basic characters (run scripts/subset-inter.mjs after an upgrade)', async () => {
    const fresh = await interBasicFont();
    expect(committed.length).toBeLessThan(40_000);
    expect(Buffer.compare(fresh, committed)).toBe(0);
  });

  it('is claimed in the stylesheet for exactly the characters it holds', () => {
    expect(unicodeRangeOf('inter-basic-wght-normal.woff2')).toBe(interBasicUnicodeRange());
  });
});
