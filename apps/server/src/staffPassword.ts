/**
 * `node dist/staff-password.js EMAIL [PASSWORD]` (`npm run staff-password -- EMAIL`): sets a new
 * password for a staff user, generated unless given, and prints it.
 */
import { StaffPasswordError, setStaffPassword } from './cli/staffPassword.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError, openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';

const USAGE = 'Usage: npm run staff-password -- EMAIL [NEW_PASSWORD]  (generated when left out)';

async function run(args: string[]): Promise<number> {
  const [email, password] = args;
  if (!email || args.length > 2) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const result = await setStaffPassword(database.db, email, password);
    console.log(`New password for ${result.email}: ${result.password}`);
    console.log(`Sign in at ${config.baseUrl}/login; the user's open sessions were signed out.`);
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
    } else if (error instanceof ConfigError || error instanceof StaffPasswordError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
