import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageData } from '@candor/domain';
import { expect, it, onTestFinished } from 'vitest';
import { assetsFromManifest, loadWebRenderer, type PageAssets } from './loadWebRenderer.js';

/** The card drawer's lazy chunk, whose styles a page that opens a card links. */
const cardDrawer = {
  file: 'assets/CardDrawer-d5.js',
  isDynamicEntry: true,
  imports: ['src/entry-client.tsx'],
  css: ['assets/CardDrawer-e6.css'],
};

/** What the boot script loads in the tests below: the app, its runtime chunk, its stylesheet. */
const APP = {
  entry: '/assets/entry-client-a1.js',
  modules: ['/assets/runtime-r1.js'],
  styles: ['/assets/entry-client-c3.css'],
};

it('lists the client entry, the styles of everything it imports and its preloads', () => {
  const assets = assetsFromManifest({
    'src/entry-client.tsx': {
      file: 'assets/entry-client-a1.js',
      isEntry: true,
      imports: ['_vendor-b2.js'],
      css: ['assets/entry-client-c3.css'],
    },
    '_vendor-b2.js': { file: 'assets/vendor-b2.js', css: ['assets/vendor-d4.css'] },
    'src/admin/Admin.tsx': { file: 'assets/Admin-e5.js', isEntry: false },
  });
  expect(assets).toEqual({
    scripts: ['/assets/entry-client-a1.js'],
    styles: ['/assets/entry-client-c3.css', '/assets/vendor-d4.css'],
    preload: ['/assets/vendor-b2.js'],
    drawerStyles: [],
    viewerStyles: [],
  });
});

// The shape the build writes: the app is an entry of its own (its first screen one chunk, React
// DOM another) and the boot script imports nothing. The page names the boot script alone, with
// nothing to preload before the first paint, and tells it the app's entry, the chunks that entry
// imports and its whole stylesheets, to load after the page; the page links the app's styles (or
// it paints unstyled until the app's script has loaded), not those the app loads on demand.
it('names the boot script alone and gives it the app to load: entry, chunks, stylesheets', () => {
  const assets = assetsFromManifest({
    'src/entry-client.tsx': {
      file: 'assets/entry-client-a1.js',
      isEntry: true,
      imports: ['_rolldown-runtime-r0.js', '_react-dom-d1.js', '_runtime-r1.js'],
      dynamicImports: ['src/cards/CardDrawer.tsx'],
      css: ['assets/entry-client-c3.css'],
    },
    'src/boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
    '_rolldown-runtime-r0.js': { file: 'assets/rolldown-runtime-r0.js' },
    '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
    '_react-dom-d1.js': {
      file: 'assets/react-dom-d1.js',
      imports: ['_rolldown-runtime-r0.js'],
      css: ['assets/vendor-d4.css'],
    },
    'src/cards/CardDrawer.tsx': cardDrawer,
  });
  expect(assets).toEqual({
    scripts: ['/assets/boot-b1.js'],
    styles: ['/assets/entry-client-c3.css', '/assets/vendor-d4.css'],
    preload: [],
    // A page that opens a card links the drawer's styles too: the server draws its items.
    drawerStyles: ['/assets/CardDrawer-e6.css'],
    viewerStyles: [],
    app: {
      entry: '/assets/entry-client-a1.js',
      modules: [
        '/assets/rolldown-runtime-r0.js',
        '/assets/react-dom-d1.js',
        '/assets/runtime-r1.js',
      ],
      styles: ['/assets/entry-client-c3.css', '/assets/vendor-d4.css'],
    },
  });
});

// Sign-in, errors, request access… are a chunk the portal never loads (pages/OtherPages.tsx):
// their pages are styled before it arrives, like the portal before the app.
it("links the styles of the other pages' chunk, without preloading it", () => {
  const assets = assetsFromManifest({
    'src/entry-client.tsx': {
      file: 'assets/entry-client-a1.js',
      isEntry: true,
      imports: ['_runtime-r1.js'],
      dynamicImports: ['src/pages/OtherPages.tsx'],
      css: ['assets/entry-client-c3.css'],
    },
    'src/boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
    '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
    'src/pages/OtherPages.tsx': {
      file: 'assets/OtherPages-o1.js',
      isDynamicEntry: true,
      imports: ['src/entry-client.tsx'],
      css: ['assets/OtherPages-o2.css'],
    },
  });
  expect(assets).toEqual({
    scripts: ['/assets/boot-b1.js'],
    styles: ['/assets/entry-client-c3.css', '/assets/OtherPages-o2.css'],
    preload: [],
    drawerStyles: [],
    viewerStyles: [],
    app: APP,
  });
});

// The staff bar, the account menu, the editors' toolbars… are a chunk an anonymous visitor never
// loads (portal/ViewerParts.tsx): the server draws them into staff's and members' portal pages,
// which are styled before it arrives (its shared chunks' styles come along); the private area
// and the other pages draw none of them.
it("lists the styles of the viewer's parts' chunk and of what it imports for portal pages", () => {
  const assets = assetsFromManifest({
    'src/entry-client.tsx': {
      file: 'assets/entry-client-a1.js',
      isEntry: true,
      imports: ['_runtime-r1.js'],
      dynamicImports: ['src/portal/ViewerParts.tsx'],
      css: ['assets/entry-client-c3.css'],
    },
    'src/boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
    '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
    'src/portal/ViewerParts.tsx': {
      file: 'assets/ViewerParts-v1.js',
      isDynamicEntry: true,
      imports: ['src/entry-client.tsx', '_reorder-s1.js'],
      css: ['assets/ViewerParts-v2.css'],
    },
    '_reorder-s1.js': { file: 'assets/reorder-s1.js', css: ['assets/reorder-s2.css'] },
  });
  expect(assets).toEqual({
    scripts: ['/assets/boot-b1.js'],
    styles: ['/assets/entry-client-c3.css'],
    preload: [],
    drawerStyles: [],
    viewerStyles: ['/assets/ViewerParts-v2.css', '/assets/reorder-s2.css'],
    app: APP,
  });
});

/** A built web app in a temporary folder: the manifest, a boot script, an SSR entry that echoes. */
async function builtWebApp(bootCode: string): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'candor-web-'));
  onTestFinished(() => rm(dist, { recursive: true, force: true }));
  await mkdir(path.join(dist, 'client/.vite'), { recursive: true });
  await mkdir(path.join(dist, 'client/assets'), { recursive: true });
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await writeFile(
    path.join(dist, 'client/.vite/manifest.json'),
    JSON.stringify({
      'src/boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
      'src/entry-client.tsx': {
        file: 'assets/entry-client-a1.js',
        isEntry: true,
        css: ['assets/entry-client-c3.css'],
      },
    }),
  );
  await writeFile(path.join(dist, 'client/assets/boot-b1.js'), bootCode);
  await writeFile(path.join(dist, 'client/assets/entry-client-c3.css'), 'body{margin:0}');
  await writeFile(
    path.join(dist, 'server/entry-server.js'),
    'export function renderPage(page, assets) { return { html: JSON.stringify(assets), status: 200 }; }',
  );
  return dist;
}

const errorPage = { kind: 'error' } as unknown as PageData;

it('writes a boot script that imports nothing into the page, and gives the CSP its hash', async () => {
  const code = 'window.addEventListener(`load`,()=>import(`/assets/entry-client-a1.js`));';
  const render = await loadWebRenderer(await builtWebApp(code));
  const assets = JSON.parse((await render(errorPage)).html) as PageAssets;
  expect(assets.inlineScript).toBe(code);
  expect(assets.scripts).toEqual([]);
  const hash = createHash('sha256').update(code).digest('base64');
  expect(render.scriptHashes).toEqual([`'sha256-${hash}'`]);
});

it('links a boot script that imports a module, or whose text would end the element', async () => {
  for (const code of [
    'import{t}from"./runtime-r1.js";t();',
    'document.body.append(`</script><script>alert(1)</script>`);',
  ]) {
    const render = await loadWebRenderer(await builtWebApp(code));
    const assets = JSON.parse((await render(errorPage)).html) as PageAssets;
    expect(assets.inlineScript).toBeUndefined();
    expect(assets.scripts).toEqual(['/assets/boot-b1.js']);
    expect(render.scriptHashes).toEqual([]);
  }
});
