/**
 * The portal's colours made from the organisation's brand colour (#rrggbb). Staff pick any
 * colour, so each use gets a shade that keeps WCAG contrast: text and links at 4.5:1, rings and
 * borders at 3:1, and text on a brand-filled button black or white, whichever reads better.
 */

export interface BrandPalette {
  /**
   * The background of filled buttons and bars: the brand colour itself, darkened only when
   * neither white nor dark text would read on it.
   */
  fill: string;
  /** Text on `fill`. */
  onFill: string;
  /** Rings, borders and icons on white: at least 3:1. */
  accent: string;
  /** Text and links on white and on `soft`: at least 4.5:1. */
  strong: string;
  /** A light tint for backgrounds behind `strong` text. */
  soft: string;
  /**
   * Ten shades from lightest to darkest, in place of the theme's accent scale (Mantine's
   * indigo 0–9): 0–4 tints for backgrounds and borders, 5–6 `accent`, 7 `strong` (white text
   * reads on it), 8–9 darker still.
   */
  scale: readonly string[];
}

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
/** The portal's text colour (--candor-text), a near-black. */
const INK: Rgb = [16, 24, 40];

function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) return 1;
  const [light, dark] = [relativeLuminance(x), relativeLuminance(y)].sort((p, q) => q - p);
  return (light! + 0.05) / (dark! + 0.05);
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => [
  from[0] + (to[0] - from[0]) * amount,
  from[1] + (to[1] - from[1]) * amount,
  from[2] + (to[2] - from[2]) * amount,
];

/** The colour darkened towards black just enough to reach `ratio` against `background`. */
function darkenedTo(color: Rgb, background: Rgb, ratio: number): string {
  for (let step = 0; step <= 100; step += 2) {
    const candidate = toHex(mix(color, [0, 0, 0], step / 100));
    if (contrastRatio(candidate, toHex(background)) >= ratio) return candidate;
  }
  return '#000000';
}

/** The palette of a brand colour, or null when the value is not #rrggbb. */
export function brandPalette(brandColor: string): BrandPalette | null {
  const brand = parseHex(brandColor);
  if (!brand) return null;
  const soft = mix(brand, WHITE, 0.9);
  const [white, ink] = [toHex(WHITE), toHex(INK)];
  const asIs = toHex(brand);
  const best = contrastRatio(asIs, white) >= contrastRatio(asIs, ink) ? white : ink;
  // Mid tones (a pure red, a medium blue) read well with neither: their fill is darkened.
  const readable = contrastRatio(asIs, best) >= 4.5;
  const fill = readable ? asIs : darkenedTo(brand, WHITE, 4.5);
  const onFill = readable ? best : white;
  const accent = darkenedTo(brand, WHITE, 3);
  const strong = darkenedTo(brand, soft, 4.5);
  const darker = (amount: number) => toHex(mix(parseHex(strong) ?? brand, [0, 0, 0], amount));
  const tint = (amount: number) => toHex(mix(brand, WHITE, amount));
  return {
    fill,
    onFill,
    accent,
    strong,
    soft: toHex(soft),
    scale: [
      toHex(soft),
      tint(0.8),
      tint(0.65),
      tint(0.45),
      tint(0.25),
      accent,
      accent,
      strong,
      darker(0.15),
      darker(0.3),
    ],
  };
}
