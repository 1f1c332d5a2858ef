import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyChunkNames } from './build/lazyChunks.js';

/**
 * Short class names in builds: 'c' + 6 characters of a hash of (file, class). The path is taken
 * relative to this folder so the client and SSR builds, on any machine, agree on every name.
 */
function shortScopedName(name: string, filename: string): string {
  const file = relative(import.meta.dirname, filename.split('?')[0] ?? filename);
  return `c${createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 6)}`;
}

/** Modules the other pages' chunk shares with lazy chunks, none of them on the portal's first screen. */
const OTHER_PAGES_SHARED =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](PasswordInput|Alert|TextInput|Anchor|NativeSelect)[\\/]|src[\\/](pages[\\/]ErrorPanel|access[\\/]accessFeedback|shell[\\/]TermsLinks|search[\\/]searchRows)\./;

/** The parts only staff load: the private area, and staff's tools on the portal. */
const STAFF_PART =
  /[\\/]src[\\/](admin|staff)[\\/]|[\\/]src[\\/]updates[\\/](UpdatesAdminPage|SubscribersPage|UpdateComposer)\./;
const ADMIN_PART = /[\\/]src[\\/]admin[\\/]/;
const ADMIN_SHELL = /[\\/]src[\\/]admin[\\/]AdminApp\.tsx$/;

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|html)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside each compressible hashed file of the client build, at
 * the best quality: they are made once here and the server sends them as they are, instead of
 * compressing the same bytes again on every request.
 */
function precompressHashedAssets(): Plugin {
  let files: string[] = [];
  return {
    name: 'candor-precompress-hashed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist/client';
      files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && COMPRESSIBLE.test(name))
        .map((name) => join(outDir, name));
    },
    // After the bundle is closed: best-quality brotli takes a second or two, which is no part
    // of bundling.
    async closeBundle() {
      await Promise.all(files.map(writeCompressedCopies));
    },
  };
}

async function writeCompressedCopies(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Two builds from one config:
 * - `vite build`: the browser bundle (dist/client), hashed files under dist/client/assets and a
 *   manifest the server reads to list the entry's scripts and styles.
 * - `vite build --ssr src/entry-server.tsx --outDir dist/server`: the renderer the server imports.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), precompressHashedAssets()],
  base: '/',
  build: isSsrBuild
    ? { emptyOutDir: true, copyPublicDir: false, sourcemap: false }
    : {
        outDir: 'dist/client',
        sourcemap: process.env.CANDOR_WEB_SOURCEMAP ? 'hidden' : false,
        emptyOutDir: true,
        manifest: true,
        // public/assets/ holds the few fixed-name files (the default favicon).
        copyPublicDir: true,
        // boot.ts is the page's script; it imports entry-client.tsx (the app) once the page loaded,
        // by the URLs the server names on its element (so that it imports no chunk itself). The
        // app is an entry, so that everything its first screen runs is one chunk (the `$initial`
        // modules) instead of dozens of tiny shared ones, each a request: React DOM stays a chunk
        // of its own (see boot.ts), and the bundler's helpers (the `\0` modules) a small one.
        // Only what the first screen does not run stays in lazy chunks.
        rolldownOptions: {
          input: ['src/boot.ts', 'src/entry-client.tsx'],
          output: {
            codeSplitting: {
              groups: [
                { name: 'runtime', test: (id) => id.startsWith('\0'), priority: 3 },
                {
                  name: 'react-dom',
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'entry-client',
                  tags: ['$initial'],
                  test: (id) => !id.endsWith('/src/boot.ts'),
                  priority: 1,
                },
                // Mantine's ActionIcon, no longer on the first screen (only staff's card menus
                // draw one there): a chunk of its own, or the group below would take it with the
                // password field that uses it, and the card drawer would load all of that.
                {
                  name: 'action-icon',
                  test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ActionIcon[\\/]/,
                  priority: 1,
                },
                // What the other pages (pages/OtherPages.tsx) share with lazy chunks only: one
                // chunk instead of a file of a few hundred bytes each.
                { name: 'page-forms', test: OTHER_PAGES_SHARED, priority: 1 },
                // Everything else loaded later: by the visitor parts that need it, or staff's few
                // chunks (build/lazyChunks.ts).
                {
                  name: lazyChunkNames({
                    entries: ['src/boot.ts', 'src/entry-client.tsx'].map((file) =>
                      join(import.meta.dirname, file),
                    ),
                    isStaffPart: (id) => STAFF_PART.test(id),
                    isAdminPart: (id) => ADMIN_PART.test(id),
                    isAdminShell: (id) => ADMIN_SHELL.test(id),
                  }),
                  includeDependenciesRecursively: false,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
  // The domain package is published as TypeScript source, so the SSR bundle must inline it.
  ssr: { noExternal: ['@candor/domain'] },
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      ...(command === 'build' ? { generateScopedName: shortScopedName } : {}),
    },
  },
}));
