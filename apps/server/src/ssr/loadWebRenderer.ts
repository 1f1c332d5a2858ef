/**
 * Loads the web app's built SSR entry (WEB_DIST/server/entry-server.js) and the client
 * manifest, so that every page links the hashed script and style files the client build made.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '@candor/domain';
import type { PageRenderer, RenderedPage } from './pageRenderer.js';

export interface PageAssets {
  scripts: string[];
  styles: string[];
  preload?: string[];
  /**
   * The styles of the card drawer's chunk, linked only by a page that opens a card: its items
   * are drawn by the server with the drawer's styles, which the first paint has not loaded.
   */
  drawerStyles?: string[];
  /**
   * The styles of the chunk of what only staff and signed-in members see (the staff bar, the
   * account menu…), which portal pages write into their head: the server draws those parts.
   */
  viewerStyles?: string[];
  /** The text of the styles the page writes into its head instead of linking them. */
  inlineStyles?: Readonly<Record<string, string>>;
  /** The boot script's text, written into the page as a module script instead of `scripts`. */
  inlineScript?: string;
  /**
   * The app the boot script imports after the page's `load`, named on the script's element: its
   * entry chunk, the chunks that imports statically, and its whole stylesheets.
   */
  app?: { entry: string; modules: string[]; styles: string[] };
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface WebServerEntry {
  renderPage(page: PageData, assets: PageAssets): RenderedPage | Promise<RenderedPage>;
}

export class WebBuildMissingError extends Error {
  constructor(webDist: string, missing: string) {
    super(
      `The web app is not built (${missing} is missing under ${webDist}). Run \`npm run build\` first.`,
    );
    this.name = 'WebBuildMissingError';
  }
}

const BOOT_KEY = /(^|\/)boot\.[jt]sx?$/;
const APP_KEY = /(^|\/)entry-client\.[jt]sx?$/;
const DRAWER_KEY = /(^|\/)cards\/CardDrawer\.[jt]sx?$/;
/** The chunk of every page but the portal and the private area (sign-in, errors, …). */
const OTHER_PAGES_KEY = /(^|\/)pages\/OtherPages\.[jt]sx?$/;
/** The chunk of the portal's parts for staff and signed-in members (the staff bar, toolbars…). */
const VIEWER_PARTS_KEY = /(^|\/)portal\/ViewerParts\.[jt]sx?$/;

/**
 * What every page links: the client entry as its one script (`boot.ts`, which imports the app
 * after the page's `load`, from the files named in `app`), the styles of the app and of
 * everything either statically imports and of the other pages' chunk (so the first paint is
 * styled although the app's script is fetched later), and modulepreloads for the boot script's
 * own static imports only (none in the build: boot imports nothing before the first paint).
 */
export function assetsFromManifest(manifest: Manifest): PageAssets {
  const chunks = Object.entries(manifest);
  const entries = chunks.filter(([, chunk]) => chunk.isEntry);
  const entry = (entries.find(([key]) => BOOT_KEY.test(key)) ?? entries[0])?.[1];
  if (!entry) throw new Error('The web manifest has no entry chunk.');
  const app = chunks.find(([key]) => APP_KEY.test(key))?.[1] ?? entry;

  const styles = new Set<string>();
  /** The files a chunk imports statically, at any depth; their styles go into `styles`. */
  const staticImports = (root: ManifestChunk): string[] => {
    const files: string[] = [];
    const visited = new Set<ManifestChunk>([root]);
    const walk = (chunk: ManifestChunk) => {
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const key of chunk.imports ?? []) {
        const imported = manifest[key];
        if (!imported || visited.has(imported)) continue;
        visited.add(imported);
        files.push(`/${imported.file}`);
        walk(imported);
      }
    };
    walk(root);
    return files;
  };
  const preload = staticImports(entry);
  let appFiles: PageAssets['app'];
  if (app !== entry) {
    const entryStyles = new Set(styles);
    const modules = staticImports(app).filter((file) => !preload.includes(file));
    appFiles = {
      entry: `/${app.file}`,
      modules,
      styles: [...styles].filter((href) => !entryStyles.has(href)),
    };
  }
  // Those pages' script is loaded after the page too, but their first paint is styled as well.
  const otherPages = chunks.find(([key]) => OTHER_PAGES_KEY.test(key))?.[1];
  if (otherPages) staticImports(otherPages);
  const pageStyles = [...styles];
  // The parts only staff and members see, which the server draws into their portal pages.
  const viewerParts = chunks.find(([key]) => VIEWER_PARTS_KEY.test(key))?.[1];
  styles.clear();
  if (viewerParts) staticImports(viewerParts);
  const viewerStyles = [...styles].filter((href) => !pageStyles.includes(href));
  const drawer = chunks.find(([key]) => DRAWER_KEY.test(key))?.[1];
  if (drawer) {
    styles.clear();
    staticImports(drawer);
  }
  const drawerStyles = [...styles].filter(
    (href) => !pageStyles.includes(href) && !viewerStyles.includes(href),
  );
  return {
    scripts: [`/${entry.file}`],
    styles: pageStyles,
    preload,
    drawerStyles,
    viewerStyles,
    ...(appFiles ? { app: appFiles } : {}),
  };
}

async function ensureFile(webDist: string, relative: string): Promise<string> {
  const file = path.join(webDist, relative);
  try {
    await stat(file);
  } catch {
    throw new WebBuildMissingError(webDist, relative);
  }
  return file;
}

export async function loadWebRenderer(webDist: string): Promise<PageRenderer> {
  const entryFile = await ensureFile(webDist, 'server/entry-server.js');
  const manifestFile = await ensureFile(webDist, 'client/.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const assets = assetsFromManifest(manifest);
  const entry = (await import(/* @vite-ignore */ pathToFileURL(entryFile).href)) as WebServerEntry;
  if (typeof entry.renderPage !== 'function') {
    throw new Error(`${entryFile} does not export renderPage.`);
  }
  const { drawerStyles = [], viewerStyles = [], ...linkedAssets } = assets;
  const inlineStyles = await readStyles(webDist, [
    ...linkedAssets.styles,
    ...drawerStyles,
    ...viewerStyles,
  ]);
  const boot = await inlineBoot(webDist, linkedAssets);
  const pageAssets = { ...linkedAssets, ...boot.assets, inlineStyles };
  const adminAssets = { ...linkedAssets, ...boot.assets };
  // A portal page writes the rules of the viewer's parts it draws (none for a visitor).
  const portalAssets = { ...pageAssets, styles: [...pageAssets.styles, ...viewerStyles] };
  const drawerAssets = { ...portalAssets, styles: [...portalAssets.styles, ...drawerStyles] };
  const render = (page: PageData) =>
    entry.renderPage(
      page,
      page.kind === 'admin'
        ? adminAssets
        : page.kind === 'portal'
          ? page.view.openCardKind !== null
            ? drawerAssets
            : portalAssets
          : pageAssets,
    );
  return Object.assign(render, { scriptHashes: boot.scriptHashes });
}

/**
 * The boot script, when it imports nothing (as built), is written into every page instead of
 * linked: a linked one is a request of its own before the first paint, on a phone a connection
 * of its own, although it only runs after the page's `load`. The pages' CSP allows it by its
 * hash, and no other inline script.
 */
async function inlineBoot(
  webDist: string,
  assets: PageAssets,
): Promise<{
  assets: Partial<Pick<PageAssets, 'scripts' | 'inlineScript'>>;
  scriptHashes: string[];
}> {
  const [src, ...others] = assets.scripts;
  if (!src || others.length > 0 || (assets.preload ?? []).length > 0) {
    return { assets: {}, scriptHashes: [] };
  }
  const code = await readFile(await ensureFile(webDist, `client${src}`), 'utf8');
  // A module that imports others, or text that would end the element, stays a file.
  if (/(^|[;}\s])(import|export)\s*[{*\w"'`]/.test(code) || /<\/script/i.test(code)) {
    return { assets: {}, scriptHashes: [] };
  }
  const hash = createHash('sha256').update(code).digest('base64');
  return { assets: { scripts: [], inlineScript: code }, scriptHashes: [`'sha256-${hash}'`] };
}

/**
 * The stylesheets' text, read once: every page but the private area's writes its styles into
 * its head, so the first paint waits for no second round trip (the page is cached with its
 * compressed forms, so that costs bytes, not time). The private area links them: staff come
 * back to it often, and the browser keeps the immutable file.
 */
async function readStyles(webDist: string, hrefs: string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    hrefs.map(async (href): Promise<[string, string]> => [
      href,
      await readFile(await ensureFile(webDist, `client${href}`), 'utf8'),
    ]),
  );
  return Object.fromEntries(entries);
}
