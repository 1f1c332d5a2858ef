/**
 * The frame of a command-line tool that works on the database: read the configuration, open and
 * migrate the database, run, close it, and exit with the command's code. Errors the user can act
 * on (configuration, the command's own, an embedded database held by a running server) are
 * printed as a message; anything else with its stack.
 */
import { ConfigError, loadConfig, type Config } from '../config.js';
import type { Db } from '../db/client.js';
import { DataDirLockedError, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

export function runDatabaseCommand(
  command: (db: Db, config: Config) => Promise<number>,
  isCommandError: (error: unknown) => error is Error,
): void {
  const run = async (): Promise<number> => {
    const config = loadConfig();
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    });
    try {
      await migrate(database);
      return await command(database.db, config);
    } finally {
      await database.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DataDirLockedError) {
        console.error(
          `${error.message}\nA running Candor server holds the embedded database: stop the ` +
            'server, run this command, then start the server again.',
        );
      } else if (error instanceof ConfigError || isCommandError(error)) {
        console.error(error.message);
      } else {
        console.error(error);
      }
      process.exit(1);
    },
  );
}
