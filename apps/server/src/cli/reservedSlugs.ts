/**
 * The slugs no organisation may take: the first path segments of the server's routes, read from
 * the app built as the server builds it (not listening), for the commands that create an
 * organisation (`org create`, `org import`).
 */
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { isPostgresDb, type Db } from '../db/client.js';
import { reservedPathSegments } from '../http/routeSegments.js';
import { openFileStore } from '../openFileStore.js';

/** The first path segments of the server's routes. */
export async function reservedSlugsOfServer(db: Db, config: Config): Promise<ReadonlySet<string>> {
  const app = await buildApp({
    config: { ...config, logLevel: 'silent' },
    // The command's own connection: closing the app leaves it open.
    database: { db, kind: isPostgresDb(db) ? 'postgres' : 'pglite', close: async () => {} },
    fileStore: await openFileStore(config),
    renderer: () => {
      throw new Error('the command line renders no page');
    },
    jobWorker: false,
    background: false,
  });
  try {
    await app.ready();
    return reservedPathSegments(app.routeTable);
  } finally {
    await app.close();
  }
}
