/**
 * How a logo grid lays out its tiles so every row is full: the fewest rows a width allows, the
 * tiles shared out evenly between them (earlier rows take the one extra), each row's tiles
 * growing to its width. The widest row a width allows, per size of the grid's panel.
 */
export const LOGO_ROW_LIMITS = { narrow: 3, medium: 5, wide: 8 } as const;

export type LogoRowWidth = keyof typeof LOGO_ROW_LIMITS;

const WIDTHS: readonly LogoRowWidth[] = ['narrow', 'medium', 'wide'];

/** The number of tiles in the row of each tile, for `count` tiles at most `limit` to a row. */
export function balancedRowSizes(count: number, limit: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / limit);
  const base = Math.floor(count / rows);
  const longer = count % rows;
  const sizes: number[] = [];
  for (let row = 0; row < rows; row++) {
    const size = row < longer ? base + 1 : base;
    for (let i = 0; i < size; i++) sizes.push(size);
  }
  return sizes;
}

/** Each tile's row size at every width, as the CSS custom properties LogoGrid.module.css reads. */
export function logoRowStyles(count: number): Record<string, number>[] {
  const perWidth = WIDTHS.map(
    (width) => [width, balancedRowSizes(count, LOGO_ROW_LIMITS[width])] as const,
  );
  return Array.from({ length: count }, (_, index) =>
    Object.fromEntries(perWidth.map(([width, sizes]) => [`--row-${width}`, sizes[index]!])),
  );
}
