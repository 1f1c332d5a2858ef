import { expect, it } from 'vitest';
import { assetsFromManifest } from './loadWebRenderer.js';

/** The card drawer's lazy chunk, whose styles a page that opens a card links. */
const cardDrawer = {
  file: 'assets/CardDrawer-d5.js',
  isDynamicEntry: true,
  imports: ['src/entry-client.tsx'],
  css: ['assets/CardDrawer-e6.css'],
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

// The shape Vite writes when boot.ts imports the app dynamically: the page must still link the
// app's styles (or it paints unstyled until the app's script has loaded), but neither preload
// the app's script nor the styles of what the app itself loads only on demand.
it('links the styles of the app that the boot script loads later, without preloading it', () => {
  const assets = assetsFromManifest({
    'src/boot.ts': {
      file: 'assets/boot-b1.js',
      isEntry: true,
      dynamicImports: ['src/entry-client.tsx'],
    },
    'src/entry-client.tsx': {
      file: 'assets/entry-client-a1.js',
      isDynamicEntry: true,
      imports: ['src/boot.ts', '_vendor-v2.js'],
      dynamicImports: ['src/cards/CardDrawer.tsx'],
      css: ['assets/entry-client-c3.css'],
    },
    '_vendor-v2.js': { file: 'assets/vendor-v2.js', css: ['assets/vendor-d4.css'] },
    'src/cards/CardDrawer.tsx': cardDrawer,
  });
  expect(assets).toEqual({
    scripts: ['/assets/boot-b1.js'],
    styles: ['/assets/entry-client-c3.css', '/assets/vendor-d4.css'],
    preload: [],
    // A page that opens a card links the drawer's styles too: the server draws its items.
    drawerStyles: ['/assets/CardDrawer-e6.css'],
    viewerStyles: [],
  });
});

// The shape the build writes since the app is an entry of its own (its first screen one chunk,
// React DOM another): the page still names the boot script alone and preloads only what boot
// itself imports (the bundler's runtime), never the app's chunks.
it('names the boot script when the app is an entry too, preloading only what boot imports', () => {
  const assets = assetsFromManifest({
    'src/entry-client.tsx': {
      file: 'assets/entry-client-a1.js',
      isEntry: true,
      imports: ['_runtime-r1.js', '_react-dom-d1.js'],
      dynamicImports: ['src/cards/CardDrawer.tsx'],
      css: ['assets/entry-client-c3.css'],
    },
    'src/boot.ts': {
      file: 'assets/boot-b1.js',
      isEntry: true,
      imports: ['_runtime-r1.js'],
      dynamicImports: ['_react-dom-d1.js', 'src/entry-client.tsx'],
    },
    '_runtime-r1.js': { file: 'assets/runtime-r1.js' },
    '_react-dom-d1.js': { file: 'assets/react-dom-d1.js', imports: ['_runtime-r1.js'] },
    'src/cards/CardDrawer.tsx': cardDrawer,
  });
  expect(assets).toEqual({
    scripts: ['/assets/boot-b1.js'],
    styles: ['/assets/entry-client-c3.css'],
    preload: ['/assets/runtime-r1.js'],
    drawerStyles: ['/assets/CardDrawer-e6.css'],
    viewerStyles: [],
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
    'src/boot.ts': {
      file: 'assets/boot-b1.js',
      isEntry: true,
      imports: ['_runtime-r1.js'],
      dynamicImports: ['src/entry-client.tsx'],
    },
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
    preload: ['/assets/runtime-r1.js'],
    drawerStyles: [],
    viewerStyles: [],
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
    'src/boot.ts': {
      file: 'assets/boot-b1.js',
      isEntry: true,
      imports: ['_runtime-r1.js'],
      dynamicImports: ['src/entry-client.tsx'],
    },
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
    preload: ['/assets/runtime-r1.js'],
    drawerStyles: [],
    viewerStyles: ['/assets/ViewerParts-v2.css', '/assets/reorder-s2.css'],
  });
});
