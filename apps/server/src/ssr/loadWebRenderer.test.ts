import { expect, it } from 'vitest';
import { assetsFromManifest } from './loadWebRenderer.js';

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
  });
});
