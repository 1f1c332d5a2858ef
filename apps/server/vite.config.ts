import { cpSync, existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Files the bundle reads at run time from beside itself: the SQL migrations. They are copied to
 * dist/migrations so the built server never depends on the source tree's layout.
 */
function copyRuntimeFiles(): Plugin {
  return {
    name: 'candor-copy-runtime-files',
    apply: 'build',
    writeBundle() {
      const migrations = here('./src/db/migrations');
      if (existsSync(migrations)) {
        cpSync(migrations, here('./dist/migrations'), { recursive: true });
      }
    },
  };
}

/**
 * The server bundle: `vite build` writes dist/main.js (the server), dist/seed.js (the seed
 * command), dist/staff-password.js, dist/plan.js, dist/org.js, dist/rotate-files-key.js,
 * dist/audit-verify.js, dist/verify-copy.js, dist/reader-worker.js (a worker thread) and dist/pdf-worker.js (a
 * process of the PDF pool). Node built-ins and npm packages stay external (installed beside
 * it); the domain package ships as TypeScript source and is bundled in.
 */
export default defineConfig({
  plugins: [copyRuntimeFiles()],
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      input: {
        main: here('./src/main.ts'),
        seed: here('./src/seed.ts'),
        'staff-password': here('./src/staffPassword.ts'),
        plan: here('./src/plan.ts'),
        org: here('./src/org.ts'),
        'rotate-files-key': here('./src/rotateFilesKey.ts'),
        'audit-verify': here('./src/auditVerify.ts'),
        'verify-copy': here('./src/verifyCopy.ts'),
        // The document reader's worker thread (storage/slotReader.ts starts it from beside itself).
        'reader-worker': here('./src/storage/readerWorker.ts'),
        // A process of the PDF pool (pdf/pdfPool.ts forks it from beside itself).
        'pdf-worker': here('./src/pdf/pdfWorker.ts'),
      },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        // Shared chunks sit beside the entries: code resolving files from import.meta.url
        // (the migrations in dist/migrations) finds them whichever file it lands in.
        chunkFileNames: 'shared-[hash].js',
      },
    },
  },
  ssr: {
    target: 'node',
    noExternal: ['@candor/domain'],
    external: [...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
  },
});
