import { describe, expect, it } from 'vitest';
import { brandPalette, contrastRatio } from './brandColor.js';

const WHITE = '#ffffff';

describe('contrastRatio', () => {
  it('follows WCAG: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('#1c7ed6', '#1c7ed6')).toBe(1);
  });
});

describe('brandPalette', () => {
  // A dark, a mid and two very light brand colours: the light ones must be darkened for text.
  const colours = ['#0b3d91', '#1c7ed6', '#ffd43b', '#e6fcf5', '#ff0000', '#000000', '#ffffff'];

  it.each(colours)('keeps text and controls readable for %s', (colour) => {
    const palette = brandPalette(colour);
    expect(palette).not.toBeNull();
    const { fill, onFill, accent, strong, soft, scale } = palette!;
    expect(scale).toHaveLength(10);
    expect(contrastRatio('#ffffff', scale[7]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(scale[9]!, scale[0]!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(onFill, fill)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(strong, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(strong, soft)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves a colour that already reads well as it is', () => {
    expect(brandPalette('#0b3d91')).toMatchObject({ accent: '#0b3d91', onFill: '#ffffff' });
  });

  it('darkens the fill only when neither white nor dark text reads on it', () => {
    expect(brandPalette('#ffd43b')?.fill).toBe('#ffd43b');
    expect(brandPalette('#0b3d91')?.fill).toBe('#0b3d91');
    const red = brandPalette('#ff0000')!;
    expect(red.fill).not.toBe('#ff0000');
    expect(red.onFill).toBe('#ffffff');
  });

  it('puts dark text on a light brand colour', () => {
    expect(brandPalette('#ffd43b')?.onFill).toBe('#101828');
  });

  it('refuses anything but #rrggbb', () => {
    expect(brandPalette('red')).toBeNull();
    expect(brandPalette('#fff')).toBeNull();
    expect(brandPalette('#12345g')).toBeNull();
  });
});
