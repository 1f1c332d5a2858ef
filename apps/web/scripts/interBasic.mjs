/**
 * The characters of Inter's basic face (inter-basic-wght-normal.woff2): printable ASCII and the
 * punctuation and symbols the portal's own texts use. A page in English needs nothing else, so
 * it downloads about 23 kB of font instead of the 48 kB of the whole Latin face; any other
 * character (é, ß, ł…) makes the browser fetch the whole face as well, through its
 * unicode-range. Kept in one place for the script that makes the file (subset-inter.mjs) and
 * the test that checks the file and the stylesheet (src/styles/interBasic.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index);
const SYMBOLS = [
  0xa0, // no-break space
  0xa7, // §
  0xa9, // ©
  0xae, // ®
  0xb0, // °
  0xb7, // ·
  0xd7, // ×
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // •
  0x2026, // …
  0x20ac, // €
  0x2122, // ™
  0x2190, // ←
  0x2191, // ↑
  0x2192, // →
  0x2193, // ↓
];

/** @type {readonly number[]} */
export const INTER_BASIC_CODE_POINTS = [...ASCII, ...SYMBOLS];

/**
 * The weights the app's styles use (400 for text to 800 for a company's monogram): the face keeps
 * only this part of Inter's weight axis (100–900), a quarter fewer bytes. The stylesheet still
 * declares it for 100–900, as @fontsource declares the whole Latin face: faces declared for other
 * weights are not one family split by characters, and the browser would take the whole face.
 */
export const INTER_BASIC_WEIGHTS = { min: 400, max: 800 };

/** The same set as a CSS unicode-range, runs of consecutive code points joined. */
export function interBasicUnicodeRange() {
  const sorted = [...INTER_BASIC_CODE_POINTS].sort((a, b) => a - b);
  const runs = [];
  for (const point of sorted) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/**
 * The installed Inter Latin face (@fontsource-variable/inter) cut to these characters and
 * weights, as WOFF2 (still a variable font between them).
 * @returns {Promise<Buffer>}
 */
export async function interBasicFont() {
  const source = await readFile(
    createRequire(import.meta.url).resolve(
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ),
  );
  return subsetFont(source, String.fromCodePoint(...INTER_BASIC_CODE_POINTS), {
    targetFormat: 'woff2',
    variationAxes: { wght: INTER_BASIC_WEIGHTS },
  });
}
