/**
 * The small images a page carries inside itself as data: URIs (items' logos: uploaded badges and
 * company marks, and the badges Candor draws for frameworks), handed out in the order the page
 * presents them until its budget is spent: the first screen's logos come with the page, with no
 * request of their own, and a page of many logos does not grow without bound (the rest load
 * lazily as before).
 */
export class PageImages {
  private left: number;
  private readonly given = new Set<string>();

  /**
   * @param dataUrls the data: URI of each small image asset, by asset id
   * @param budgetChars how many characters of data: URIs the page may carry in all
   */
  constructor(
    private readonly dataUrls: ReadonlyMap<string, string>,
    budgetChars = PAGE_IMAGES_BUDGET_CHARS,
  ) {
    this.left = budgetChars;
  }

  /** The small asset's data: URI, while the budget lasts; null for a large one or once spent. */
  take(assetId: string): string | null {
    return this.carry(assetId, this.dataUrls.get(assetId));
  }

  /**
   * `dataUrl` (known by `key`: an asset id, a drawn badge's address) while the budget lasts; an
   * image the page carries already costs nothing more.
   */
  carry(key: string, dataUrl: string | null | undefined): string | null {
    if (!dataUrl) return null;
    if (this.given.has(key)) return dataUrl;
    if (dataUrl.length > this.left) return null;
    this.left -= dataUrl.length;
    this.given.add(key);
    return dataUrl;
  }
}

/**
 * About 24 badges of the few hundred bytes to 2 kB each a logo takes, before compression (the
 * page sends the view's data again for hydration, where they compress to almost nothing).
 */
export const PAGE_IMAGES_BUDGET_CHARS = 32 * 1024;
