/**
 * `node dist/plan.js ORG_SLUG [PLAN] [--flag NAME=on|off|plan]...` (`npm run plan -- …`): shows
 * or changes an organisation's plan and feature flags, and prints its features.
 */
import { PlanCommandError, runPlanCommand } from './cli/plan.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';

async function run(args: string[]): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    console.log(await runPlanCommand(database.db, args));
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nThe server holds the embedded database: stop it first.`);
    } else if (error instanceof ConfigError || error instanceof PlanCommandError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
