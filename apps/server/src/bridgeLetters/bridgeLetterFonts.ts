/**
 * The fonts of generated bridge letters: DejaVu Sans (Latin, Greek, Cyrillic, Hebrew, Arabic and
 * more), embedded and subset by pdfkit, so a letter in any of those scripts prints rather than
 * turning into boxes as with the built-in Helvetica. Read from the installed package once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const LETTER_FONTS = {
  body: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;
export type LetterFont = keyof typeof LETTER_FONTS;

const require = createRequire(import.meta.url);
let loaded: Record<LetterFont, Buffer> | undefined;

export function letterFonts(): Record<LetterFont, Buffer> {
  if (!loaded) {
    const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    loaded = {
      body: read(LETTER_FONTS.body),
      bold: read(LETTER_FONTS.bold),
      italic: read(LETTER_FONTS.italic),
      boldItalic: read(LETTER_FONTS.boldItalic),
      mono: read(LETTER_FONTS.mono),
    };
  }
  return loaded;
}
