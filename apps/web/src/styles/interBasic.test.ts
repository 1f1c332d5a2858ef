/**
 * Inter's basic face (global.css): the committed file is the installed Inter cut to the basic
 * characters, and the stylesheet claims exactly those characters for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  INTER_BASIC_WEIGHTS,
  interBasicFont,
  interBasicUnicodeRange,
} from '../../scripts/interBasic.mjs';

const committed = readFileSync(new URL('./fonts/inter-basic-wght-normal.woff2', import.meta.url));
const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

/** A descriptor of the @font-face that loads the given file. */
function descriptorOf(file: string, name: string): string {
  const face = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map(([, body = '']) => body)
    .find((body) => body.includes(file));
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(face ?? '')?.[1] ?? '';
  return value.replace(/\s+/g, ' ').trim();
}

/** Every numeric font weight the app's own styles and components ask for. */
function weightsUsed(): number[] {
  const source = new URL('..', import.meta.url);
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.(css|tsx?)$/.test(name) && !name.includes('.test.'),
  );
  const weights = files.flatMap((name) => {
    const text = readFileSync(new URL(name, source), 'utf8').replace(/@font-face\s*\{[^}]*\}/g, '');
    return [...text.matchAll(/font-?[wW]eight:\s*'?(\d{3})|\bfw=\{?['"]?(\d{3})/g)].map(
      ([, css, prop]) => Number(css ?? prop),
    );
  });
  return [...new Set(weights)].sort((a, b) => a - b);
}

describe("Inter's basic face", () => {
  it('is the installed Inter cut to the basic characters (run scripts/subset-inter.mjs after an upgrade)', async () => {
    const fresh = await interBasicFont();
    expect(committed.length).toBeLessThan(25_000);
    expect(Buffer.compare(fresh, committed)).toBe(0);
  });

  it('is claimed in the stylesheet for exactly the characters it holds', () => {
    expect(descriptorOf('inter-basic-wght-normal.woff2', 'unicode-range')).toBe(
      interBasicUnicodeRange(),
    );
  });

  it('keeps every weight the app uses', () => {
    const { min, max } = INTER_BASIC_WEIGHTS;
    const used = weightsUsed();
    expect(used).toContain(400);
    expect(used.filter((weight) => weight < min || weight > max)).toEqual([]);
  });
});
