// The document reader's worker started from the TypeScript source (development, tests): tsx's
// loader is registered in this thread first. The built server starts dist/reader-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./readerWorker.ts');
