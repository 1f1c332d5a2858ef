/**
 * `node dist/staff-password.js EMAIL [PASSWORD]` (`npm run staff-password -- EMAIL`): sets a new
 * password for a staff user, generated unless given, and prints it.
 */
import { StaffPasswordError, setStaffPassword } from './cli/staffPassword.js';
import { runDatabaseCommand } from './cli/runDatabaseCommand.js';

const USAGE = 'Usage: npm run staff-password -- EMAIL [NEW_PASSWORD]  (generated when left out)';

const args = process.argv.slice(2);
const [email, password] = args;
if (!email || args.length > 2) {
  console.error(USAGE);
  process.exit(2);
}

runDatabaseCommand(
  async (db, config) => {
    const result = await setStaffPassword(db, email, password);
    console.log(`New password for ${result.email}: ${result.password}`);
    console.log(`Sign in at ${config.baseUrl}/login; the user's open sessions were signed out.`);
    return 0;
  },
  (error): error is StaffPasswordError => error instanceof StaffPasswordError,
);
