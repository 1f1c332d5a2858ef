import { describe, expect, it } from 'vitest';
import { nameLazyModules, type LazyChunkOptions, type ModuleGraph } from './lazyChunks.js';

const CORE = '/r/node_modules/@mantine/core/esm';
const BARREL = `${CORE}/index.mjs`;
const BUTTON = `${CORE}/components/Button/Button.mjs`;
const MODAL = `${CORE}/components/Modal/Modal.mjs`;
const MENU = `${CORE}/components/Menu/Menu.mjs`;

interface Module {
  code?: string;
  imports?: string[];
  lazy?: string[];
}

/** A module graph as the bundler's chunking hook shows it. */
function graphOf(modules: Record<string, Module>): ModuleGraph {
  const all: Record<string, Module> = {
    [BARREL]: {
      code: [
        `import { Button } from "./components/Button/Button.mjs";`,
        `import { Modal, ModalRoot as Root } from "./components/Modal/Modal.mjs";`,
        `import { Menu } from "./components/Menu/Menu.mjs";`,
        `export { Button, Menu, Modal, Root as ModalRoot };`,
      ].join('\n'),
      imports: [BUTTON, MODAL, MENU],
    },
    [BUTTON]: {},
    [MODAL]: {},
    [MENU]: {},
    ...modules,
  };
  return {
    getModuleInfo: (id) => {
      const module = all[id];
      if (!module) return null;
      return {
        code: module.code ?? '',
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.lazy ?? [],
      };
    },
  };
}

const options: LazyChunkOptions = {
  entries: ['/r/src/entry.tsx'],
  isStaffPart: (id) => /\/src\/(admin|staff)\//.test(id),
  isAdminPart: (id) => id.includes('/src/admin/'),
  isAdminShell: (id) => id.endsWith('/src/admin/AdminApp.tsx'),
};

const fromCore = (names: string) => `import { ${names} } from '@mantine/core';`;

describe('lazy chunk names', () => {
  it('counts what a part imports through Mantine’s index, not all the index re-exports', () => {
    const names = nameLazyModules(
      graphOf({
        '/r/src/entry.tsx': { lazy: ['/r/src/access/AccessModal.tsx'] },
        '/r/src/access/AccessModal.tsx': {
          code: `${fromCore('ModalRoot, type ModalProps')}\nimport type { Other } from '@mantine/core';`,
          imports: [BARREL],
        },
      }),
      options,
    );
    expect(names.get(MODAL)).toBe('AccessModal');
    expect(names.has(BUTTON)).toBe(false);
    expect(names.has(MENU)).toBe(false);
    // The index itself is left to the bundler (it renders nothing).
    expect(names.has(BARREL)).toBe(false);
  });

  it('follows every re-export when the index is read as a namespace', () => {
    const names = nameLazyModules(
      graphOf({
        '/r/src/entry.tsx': { lazy: ['/r/src/access/AccessModal.tsx'] },
        '/r/src/access/AccessModal.tsx': {
          code: `import * as Mantine from '@mantine/core';`,
          imports: [BARREL],
        },
      }),
      options,
    );
    expect([BUTTON, MODAL, MENU].map((id) => names.get(id))).toEqual([
      'AccessModal',
      'AccessModal',
      'AccessModal',
    ]);
  });

  it('leaves the first screen’s modules to the other groups', () => {
    const names = nameLazyModules(
      graphOf({
        '/r/src/entry.tsx': {
          code: fromCore('Button'),
          imports: [BARREL],
          lazy: ['/r/src/search/SearchModal.tsx'],
        },
        '/r/src/search/SearchModal.tsx': { code: fromCore('Button, Modal'), imports: [BARREL] },
      }),
      options,
    );
    expect(names.has(BUTTON)).toBe(false);
    expect(names.has('/r/src/entry.tsx')).toBe(false);
    expect(names.get(MODAL)).toBe('SearchModal');
  });

  it('groups visitor parts’ modules by the parts that need them, staff’s needs apart', () => {
    const names = nameLazyModules(
      graphOf({
        '/r/src/entry.tsx': {
          lazy: [
            '/r/src/access/AccessModal.tsx',
            '/r/src/nda/NdaDialog.tsx',
            '/r/src/admin/AdminApp.tsx',
          ],
        },
        '/r/src/access/AccessModal.tsx': {
          code: fromCore('Modal, Menu'),
          imports: [BARREL, '/r/src/access/fields.ts'],
        },
        '/r/src/nda/NdaDialog.tsx': { code: fromCore('Modal'), imports: [BARREL] },
        '/r/src/access/fields.ts': {},
        '/r/src/admin/AdminApp.tsx': {
          code: fromCore('Menu'),
          imports: [BARREL, '/r/src/access/fields.ts'],
        },
      }),
      options,
    );
    // Modal: both visitor parts, no staff part; Menu: one visitor part and staff.
    expect(names.get(MODAL)).toMatch(/^shared-[0-9a-f]{6}$/);
    expect(names.get(MENU)).toBe('AccessModal-staff');
    expect(names.get('/r/src/access/fields.ts')).toBe('AccessModal-staff');
    // The part's own module is not in a chunk staff load.
    expect(names.get('/r/src/access/AccessModal.tsx')).toBe('AccessModal');
    expect(names.get('/r/src/nda/NdaDialog.tsx')).toBe('NdaDialog');
    expect(names.get('/r/src/admin/AdminApp.tsx')).toBe('admin');
  });

  it('puts what the private area’s shell needs with it, and staff’s other modules by part', () => {
    const names = nameLazyModules(
      graphOf({
        '/r/src/entry.tsx': { lazy: ['/r/src/admin/AdminApp.tsx', '/r/src/staff/CardMenu.tsx'] },
        '/r/src/admin/AdminApp.tsx': {
          imports: [
            '/r/src/admin/ui/Table.tsx',
            '/r/src/staff/ConfirmDialog.tsx',
            '/r/node_modules/router/index.js',
          ],
          lazy: ['/r/src/admin/SettingsPage.tsx', '/r/src/admin/AuditPage.tsx'],
        },
        '/r/src/admin/SettingsPage.tsx': {
          imports: ['/r/src/admin/ui/Form.tsx', '/r/node_modules/chart/index.js'],
        },
        '/r/src/admin/AuditPage.tsx': {
          imports: [
            '/r/src/admin/ui/Form.tsx',
            '/r/node_modules/chart/index.js',
            '/r/src/admin/ui/Table.tsx',
          ],
        },
        '/r/src/staff/CardMenu.tsx': {
          code: fromCore('Menu'),
          imports: [BARREL, '/r/src/staff/ConfirmDialog.tsx'],
        },
        '/r/src/admin/ui/Table.tsx': {},
        '/r/src/admin/ui/Form.tsx': {},
        '/r/src/staff/ConfirmDialog.tsx': {},
        '/r/node_modules/router/index.js': {},
        '/r/node_modules/chart/index.js': { imports: ['/r/node_modules/chart/scale.js'] },
        '/r/node_modules/chart/scale.js': {},
      }),
      options,
    );
    // The shell's needs, a library's included, whatever page needs them too.
    expect(names.get('/r/src/admin/AdminApp.tsx')).toBe('admin');
    expect(names.get('/r/src/admin/ui/Table.tsx')).toBe('admin');
    expect(names.get('/r/node_modules/router/index.js')).toBe('admin');
    // Two pages' needs (not the shell's): with exactly those pages, a library as the app's code.
    const twoPages = names.get('/r/src/admin/ui/Form.tsx');
    expect(twoPages).toMatch(/^staff-[0-9a-f]{6}$/);
    expect(names.get('/r/node_modules/chart/index.js')).toBe(twoPages);
    expect(names.get('/r/node_modules/chart/scale.js')).toBe(twoPages);
    expect(names.get('/r/src/admin/SettingsPage.tsx')).toBe('SettingsPage');
    // A portal tool's: by the tool, apart from what the private area needs too.
    expect(names.get(MENU)).toBe('CardMenu');
    expect(names.get('/r/src/staff/CardMenu.tsx')).toBe('CardMenu');
    expect(names.get('/r/src/staff/ConfirmDialog.tsx')).toBe('CardMenu-admin');
  });

  it('names a chunk after the one part it holds', () => {
    const names = nameLazyModules(
      graphOf({
        '/r/src/entry.tsx': {
          lazy: ['/r/src/access/AccessModal.tsx', '/r/src/api/queries.ts'],
        },
        '/r/src/access/AccessModal.tsx': { imports: ['/r/src/api/queries.ts'] },
        '/r/src/api/queries.ts': { imports: ['/r/src/api/client.ts'] },
        '/r/src/api/client.ts': {},
      }),
      options,
    );
    expect(names.get('/r/src/api/queries.ts')).toBe('queries');
    expect(names.get('/r/src/api/client.ts')).toBe('queries');
    expect(names.get('/r/src/access/AccessModal.tsx')).toBe('AccessModal');
  });

  it('refuses an assignment in which two chunks would import each other', () => {
    // A "library" that imports the app's code breaks the rule that keeps chunks acyclic: the
    // tools' chunk imports the library's, which imports the tools' chunk.
    const graph = graphOf({
      '/r/src/entry.tsx': { lazy: ['/r/src/staff/CardMenu.tsx', '/r/src/staff/ItemMenu.tsx'] },
      '/r/src/staff/CardMenu.tsx': { imports: ['/r/src/staff/menu.ts'] },
      '/r/src/staff/ItemMenu.tsx': { imports: ['/r/src/staff/menu.ts'] },
      '/r/src/staff/menu.ts': { imports: ['/r/node_modules/odd/index.js'] },
      '/r/node_modules/odd/index.js': { imports: ['/r/src/staff/menuItem.ts'] },
      '/r/src/staff/menuItem.ts': {},
    });
    expect(() => nameLazyModules(graph, options)).toThrow(
      /lazy chunks would import one another: (tools|staff)-[0-9a-f]{6} → (tools|staff)-[0-9a-f]{6} → (tools|staff)-/,
    );
  });
});
