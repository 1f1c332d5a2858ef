/**
 * `node dist/audit-verify.js [ORG_SLUG] [--checkpoint FILE] [--public-key FILE]`
 * (`npm run audit:verify -- …`): checks the audit chains against their signed checkpoints and
 * exits 1 when one does not hold.
 */
import { AuditVerifyError, parseAuditVerifyArgs, runAuditVerify } from './cli/auditVerify.js';
import { runDatabaseCommand } from './cli/runDatabaseCommand.js';

// A wrong argument is said before the database is opened (or found held by the server).
try {
  parseAuditVerifyArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

runDatabaseCommand(
  async (db, config) => {
    const result = await runAuditVerify(db, process.argv.slice(2), config.dataDir);
    console.log(result.output);
    return result.code;
  },
  (error): error is AuditVerifyError => error instanceof AuditVerifyError,
);
