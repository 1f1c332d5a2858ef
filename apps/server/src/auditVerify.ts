/**
 * `node dist/audit-verify.js [ORG_SLUG] [--checkpoint FILE] [--public-key FILE]`
 * (`npm run audit:verify -- …`): checks the audit chains against their signed checkpoints and
 * exits 1 when one does not hold.
 */
import { AuditVerifyError, runAuditVerify } from './cli/auditVerify.js';
import { runDatabaseCommand } from './cli/runDatabaseCommand.js';

runDatabaseCommand(
  async (db, config) => {
    const result = await runAuditVerify(db, process.argv.slice(2), config.dataDir);
    console.log(result.output);
    return result.code;
  },
  (error): error is AuditVerifyError => error instanceof AuditVerifyError,
);
