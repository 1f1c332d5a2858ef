/**
 * `node dist/seed.js [--reset]` (`npm run seed -- --reset`): seeds the demo trust center (or,
 * with CANDOR_DEMO=false, the operator alone) on an empty database; with --reset, empties the
 * database first and seeds again.
 */
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isEmpty, resetDatabase } from './db/seed/index.js';
import { openFileStore } from './openFileStore.js';
import { seedEmptyInstallation } from './seedReport.js';

async function seed(args: string[]): Promise<number> {
  const reset = args.includes('--reset');
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
  });
  try {
    const fileStore = await openFileStore(config);
    await migrate(database);
    if (reset) {
      await resetDatabase(database, { fileStore });
    } else if (!(await isEmpty(database.db))) {
      console.log('The database already holds data; run with --reset to replace it with the demo.');
      return 0;
    }
    if (reset) console.log('Database reset.');
    for (const line of await seedEmptyInstallation(database, fileStore, config)) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

seed(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
