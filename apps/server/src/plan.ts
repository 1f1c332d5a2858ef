/**
 * `node dist/plan.js ORG_SLUG [PLAN] [--flag NAME=on|off|plan]...` (`npm run plan -- …`): shows
 * or changes an organisation's plan and feature flags, and prints its features.
 */
import { PlanCommandError, runPlanCommand } from './cli/plan.js';
import { runDatabaseCommand } from './cli/runDatabaseCommand.js';

runDatabaseCommand(
  async (db) => {
    console.log(await runPlanCommand(db, process.argv.slice(2)));
    return 0;
  },
  (error): error is PlanCommandError => error instanceof PlanCommandError,
);
