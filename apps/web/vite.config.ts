import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Short class names in builds: 'c' + 6 characters of a hash of (file, class). The path is taken
 * relative to this folder so the client and SSR builds, on any machine, agree on every name.
 */
function shortScopedName(name: string, filename: string): string {
  const file = relative(import.meta.dirname, filename.split('?')[0] ?? filename);
  return `c${createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 6)}`;
}

/**
 * Two builds from one config:
 * - `vite build`: the browser bundle (dist/client), hashed files under dist/client/assets and a
 *   manifest the server reads to list the entry's scripts and styles.
 * - `vite build --ssr src/entry-server.tsx --outDir dist/server`: the renderer the server imports.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  base: '/',
  build: isSsrBuild
    ? { emptyOutDir: true, copyPublicDir: false, sourcemap: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // public/assets/ holds the few fixed-name files (the default favicon).
        copyPublicDir: true,
        rolldownOptions: { input: 'src/entry-client.tsx' },
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
