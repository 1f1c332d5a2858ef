/**
 * Loads the web app's built SSR entry (WEB_DIST/server/entry-server.js) and the client
 * manifest, so that every page links the hashed script and style files the client build made.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '@candor/domain';
import type { PageRenderer, RenderedPage } from './pageRenderer.js';

export interface PageAssets {
  scripts: string[];
  styles: string[];
  preload?: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
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

/** The client entry's script, its styles (with those of the chunks it imports) and preloads. */
export function assetsFromManifest(manifest: Manifest): PageAssets {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const entry = entries.find(([key]) => /entry-client\.[jt]sx?$/.test(key))?.[1] ?? entries[0]?.[1];
  if (!entry) throw new Error('The web manifest has no entry chunk.');

  const styles = new Set<string>();
  const preload = new Set<string>();
  const visited = new Set<string>();
  const walk = (chunk: ManifestChunk) => {
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const key of chunk.imports ?? []) {
      if (visited.has(key)) continue;
      visited.add(key);
      const imported = manifest[key];
      if (!imported) continue;
      preload.add(`/${imported.file}`);
      walk(imported);
    }
  };
  walk(entry);
  return { scripts: [`/${entry.file}`], styles: [...styles], preload: [...preload] };
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
  return (page) => entry.renderPage(page, assets);
}
