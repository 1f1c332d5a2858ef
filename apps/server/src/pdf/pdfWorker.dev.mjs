// The PDF worker process started from the TypeScript source (development, tests): tsx's loader
// is registered first. The built server starts dist/pdf-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./pdfWorker.ts');
