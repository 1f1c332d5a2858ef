import type { PageData } from '../pageData.js';
import { PAGE_DATA_ELEMENT_ID, serializePageData } from '../pageData.js';
import { criticalCss } from './criticalCss.js';
import { escapeHtml } from './escapeHtml.js';
import type { PageHead } from './pageHead.js';

/** The built client files a page loads, as URLs (the server reads them from Vite's manifest). */
export interface PageAssets {
  scripts: string[];
  styles: string[];
  preload?: string[];
  /**
   * The text of stylesheets in `styles`, by URL, whose rules this page's markup uses are written
   * into the head instead of a link: the first paint waits for no request but the HTML. The
   * files themselves arrive with the app (Vite's loader links them before the app runs).
   */
  inlineStyles?: Readonly<Record<string, string>>;
  /**
   * The app the boot script imports once the page has loaded (its entry, the chunks that entry
   * imports, its stylesheets), named on the script's element: boot itself imports nothing, so
   * the first paint waits for no chunk of the bundler's.
   */
  app?: { entry: string; modules: string[]; styles: string[] };
  /** The boot script's text, written into the head as a module script instead of `scripts`. */
  inlineScript?: string;
}

/** CSS as the content of a <style> element: nothing in it can close the element. */
function styleElement(css: string): string {
  return `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

function headHtml(head: PageHead, assets: PageAssets, appHtml: string): string {
  const tags: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    '<meta name="theme-color" content="#ffffff">',
    `<title>${escapeHtml(head.title)}</title>`,
  ];
  if (head.description) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.canonicalUrl)
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  for (const [type, title, href] of head.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="${escapeHtml(type)}" title="${escapeHtml(title)}" href="${escapeHtml(href)}">`,
    );
  }
  if (head.faviconUrl) tags.push(`<link rel="icon" href="${escapeHtml(head.faviconUrl)}">`);
  for (const [property, content] of head.properties) {
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`);
  }
  for (const [name, content] of head.names) {
    tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`);
  }
  if (head.preloadImageUrl) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(head.preloadImageUrl)}" fetchpriority="high">`,
    );
  }
  // Scripts before the styles: module scripts never block the paint, and named first they are
  // asked for in the parser's first task instead of after it has read the whole inline CSS (a
  // phone's first paint waits for the scripts a page names before it, in Lighthouse's model too).
  for (const href of assets.preload ?? []) {
    tags.push(`<link rel="modulepreload" href="${escapeHtml(href)}">`);
  }
  const app = assets.app
    ? ` data-app="${escapeHtml(assets.app.entry)}" data-modules="${escapeHtml(assets.app.modules.join(' '))}" data-styles="${escapeHtml(assets.app.styles.join(' '))}"`
    : '';
  // The server checked that the text cannot end the element (ssr/loadWebRenderer.ts), and the
  // page's CSP allows it by its hash.
  if (assets.inlineScript !== undefined) {
    tags.push(`<script type="module"${app}>${assets.inlineScript}</script>`);
  }
  for (const src of assets.scripts) {
    // Low priority: it runs after the page's `load` (a module script is asked for at high
    // priority otherwise, beside the banner and the font the first paint waits for).
    tags.push(`<script type="module" src="${escapeHtml(src)}" fetchpriority="low"${app}></script>`);
  }
  for (const href of assets.styles) {
    const css = assets.inlineStyles?.[href];
    if (css === undefined) tags.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
    else {
      // A stylesheet none of whose rules the page uses (the viewer's parts' on a visitor's
      // page, the other pages' on the portal) writes nothing.
      const used = criticalCss(css, appHtml);
      if (used) tags.push(styleElement(used));
    }
  }
  return tags.join('\n');
}

/**
 * The whole HTML document: head, the server-rendered app in #root, and the page data as inert
 * JSON (the CSP forbids inline scripts that execute; module scripts are deferred, so they run
 * after #root and the JSON are parsed).
 */
export function renderDocument(
  page: PageData,
  head: PageHead,
  appHtml: string,
  assets: PageAssets,
): string {
  return `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
<head>
${headHtml(head, assets, appHtml)}
</head>
<body>
<div id="root">${appHtml}</div>
<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(page)}</script>
</body>
</html>
`;
}
