import { brandPalette } from '@candor/domain/settings/brandColor';

/**
 * The organisation's brand colour over the theme's accent. Written as a stylesheet for the whole
 * document (not a style on the page's root) so parts Mantine renders outside the page, like the
 * card drawer, take it too. The selector outranks the theme's own
 * `:root[data-mantine-color-scheme]` variables; every value is a #rrggbb the palette computed.
 */
export function brandColorCss(brandColor: string | null): string | null {
  const palette = brandColor ? brandPalette(brandColor) : null;
  if (!palette) return null;
  const variables: [string, string][] = [
    ['--candor-accent', palette.accent],
    ['--candor-accent-strong', palette.strong],
    ['--candor-accent-soft', palette.soft],
    ['--candor-accent-fill', palette.fill],
    ['--candor-on-accent-fill', palette.onFill],
    ['--mantine-color-anchor', palette.strong],
    // Mantine's filled buttons always have white text: they take the shade white reads on.
    ['--mantine-color-indigo-filled', palette.strong],
    ['--mantine-color-indigo-filled-hover', palette.scale[8]!],
    ['--mantine-color-indigo-light', palette.soft],
    ['--mantine-color-indigo-light-hover', palette.scale[1]!],
    ['--mantine-color-indigo-light-color', palette.strong],
    ['--mantine-color-indigo-outline', palette.strong],
    ...palette.scale.map((shade, i): [string, string] => [`--mantine-color-indigo-${i}`, shade]),
  ];
  const body = variables.map(([name, value]) => `${name}:${value}`).join(';');
  return `html:root[data-mantine-color-scheme]{${body}}`;
}

export function BrandColorStyle({ brandColor }: { brandColor: string | null }) {
  const css = brandColorCss(brandColor);
  return css ? <style data-candor-brand="">{css}</style> : null;
}
