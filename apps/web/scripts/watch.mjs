/**
 * `npm run dev -w @candor/web`: rebuilds both bundles (browser and SSR renderer) on every change,
 * so a server running from dist/ picks up the new build on its next start or reload.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

await Promise.all([
  build({ root, build: { watch: {} } }),
  build({ root, build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', watch: {} } }),
]);
