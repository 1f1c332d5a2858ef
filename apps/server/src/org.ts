/**
 * `node dist/org.js COMMAND ...` (`npm run org -- …`): the installation operator's commands on
 * whole organisations. Each command lives in its own file under cli/ and is listed in
 * cli/org.ts.
 */
import { OrgCommandError, runOrgCommand } from './cli/org.js';
import { runDatabaseCommand } from './cli/runDatabaseCommand.js';

runDatabaseCommand(
  (db, config) => runOrgCommand(db, config, process.argv.slice(2)),
  (error): error is OrgCommandError => error instanceof OrgCommandError,
);
