import type { PageData } from '@candor/domain';

export interface RenderedPage {
  html: string;
  status: number;
}

/**
 * Turns page data into a full HTML document; the web app's SSR entry behind it. `scriptHashes`
 * are the CSP sources (`'sha256-…'`) of the inline scripts its pages carry (the boot script).
 */
export type PageRenderer = ((page: PageData) => RenderedPage | Promise<RenderedPage>) & {
  readonly scriptHashes?: readonly string[];
};
