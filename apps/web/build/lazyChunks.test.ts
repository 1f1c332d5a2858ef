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

const twoDialogs = (accessCode: string, ndaCode: string) =>
  graphOf({
    '/r/src/entry.tsx': { lazy: ['/r/src/access/AccessModal.tsx', '/r/src/nda/NdaDialog.tsx'] },
    '/r/src/access/AccessModal.tsx': { code: accessCode, imports: [BARREL] },
    '/r/src/nda/NdaDialog.tsx': { code: ndaCode, imports: [BARREL] },
  });

describe('lazy chunk names', () => {
  it('counts what a part imports through Mantine’s index, not all the index re-exports', () => {
    const names = nameLazyModules(
      twoDialogs(
        `${fromCore('ModalRoot, type ModalProps')}\nimport type { Other } from '@mantine/core';`,
        fromCore('Modal'),
      ),
      options,
    );
    expect(names.get(MODAL)).toMatch(/^shared-[0-9a-f]{6}$/);
    // Neither dialog imports these: the index re-exports them, no more.
    expect(names.has(BUTTON)).toBe(false);
    expect(names.has(MENU)).toBe(false);
    // The index itself is left to the bundler (it renders nothing).
    expect(names.has(BARREL)).toBe(false);
  });

  it('follows every re-export when the index is read as a namespace', () => {
    const names = nameLazyModules(
      twoDialogs(
        `import * as Mantine from '@mantine/core';`,
        `import * as M from '@mantine/core';`,
      ),
      options,
    );
    const shared = names.get(MODAL);
    expect(shared).toMatch(/^shared-[0-9a-f]{6}$/);
    expect([BUTTON, MENU].map((id) => names.get(id))).toEqual([shared, shared]);
  });

  it('leaves the first screen’s modules and a part’s own ones to the bundler', () => {
    const names = nameLazyModules(
      graphOf({
        '/r/src/entry.tsx': {
          code: fromCore('Button'),
          imports: [BARREL],
          lazy: ['/r/src/search/SearchModal.tsx', '/r/src/kb/KbDialog.tsx'],
        },
        '/r/src/search/SearchModal.tsx': {
          code: fromCore('Button, Modal, Menu'),
          imports: [BARREL, '/r/src/search/rows.ts'],
        },
        '/r/src/search/rows.ts': {},
        '/r/src/kb/KbDialog.tsx': { code: fromCore('Button, Modal'), imports: [BARREL] },
      }),
      options,
    );
    expect(names.has(BUTTON)).toBe(false);
    expect(names.has('/r/src/entry.tsx')).toBe(false);
    expect(names.get(MODAL)).toMatch(/^shared-[0-9a-f]{6}$/);
    // Only the search needs these: they go into its chunk, which the manifest keys by its source.
    expect(names.has(MENU)).toBe(false);
    expect(names.has('/r/src/search/rows.ts')).toBe(false);
    expect(names.has('/r/src/search/SearchModal.tsx')).toBe(false);
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
    // A part's own module is left to the bundler (a chunk keyed by its source in the manifest).
    for (const part of ['access/AccessModal.tsx', 'nda/NdaDialog.tsx', 'admin/AdminApp.tsx'])
      expect(names.has(`/r/src/${part}`)).toBe(false);
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
            '/r/node_modules/router/index.js',
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
    // What the shell and a page need, a library's included: with the shell's modules.
    expect(names.get('/r/src/admin/ui/Table.tsx')).toBe('admin');
    expect(names.get('/r/node_modules/router/index.js')).toBe('admin');
    // Two pages' needs (not the shell's): with exactly those pages, a library as the app's code.
    const twoPages = names.get('/r/src/admin/ui/Form.tsx');
    expect(twoPages).toMatch(/^staff-[0-9a-f]{6}$/);
    expect(names.get('/r/node_modules/chart/index.js')).toBe(twoPages);
    expect(names.get('/r/node_modules/chart/scale.js')).toBe(twoPages);
    // What a portal tool and the private area need: apart from what the tool alone needs.
    expect(names.get('/r/src/staff/ConfirmDialog.tsx')).toBe('CardMenu-admin');
    expect(names.has(MENU)).toBe(false);
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
    // queries.ts is imported statically too, so it is no chunk of its own: its chunk takes its name.
    expect(names.get('/r/src/api/queries.ts')).toBe('queries');
    expect(names.get('/r/src/api/client.ts')).toBe('queries');
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
