import type { PageData } from '@candor/domain';

export interface RenderedPage {
  html: string;
  status: number;
}

/** Turns page data into a full HTML document; the web app's SSR entry behind it. */
export type PageRenderer = (page: PageData) => RenderedPage | Promise<RenderedPage>;
