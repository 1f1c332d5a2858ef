/**
 * `npm run org -- import --file FILE [--slug SLUG]`: restores an export as a new organisation
 * under new ids (docs/export.md), and says which staff must set a password and who was skipped.
 */
import { openFileStore } from '../openFileStore.js';
import { ImportError, importOrganisation } from '../services/dataExport/importOrganisation.js';
import { OrgCommandError, type OrgCommand } from './org.js';
import { parseOrgOptions } from './orgOptions.js';
import { reservedSlugsOfServer } from './reservedSlugs.js';

const USAGE = '--file FILE.candor.zip [--slug NEW_SLUG]';

export const orgImport: OrgCommand = {
  usage: USAGE,
  async run(db, config, args) {
    const { file, slug } = parseOrgOptions(
      args,
      ['file', 'slug'],
      `npm run org -- import ${USAGE}`,
    );
    if (!file)
      throw new OrgCommandError(`--file is required.\nUsage: npm run org -- import ${USAGE}`);
    try {
      const report = await importOrganisation(db, await openFileStore(config), file, {
        slug,
        reservedSlugs: await reservedSlugsOfServer(db, config),
      });
      console.log(
        `Imported ${report.slug}: ${report.rows} rows and ${report.files} files. ` +
          `The old audit chain (head ${report.archivedHead ?? 'none'}) is archived` +
          (report.archivedRowsVerify ? ' and verifies.' : ', and did NOT verify when exported.'),
      );
      if (report.skippedStaff.length > 0) {
        console.log(
          `Not imported as staff (their e-mail signs in elsewhere on this installation): ${report.skippedStaff.join(', ')}.`,
        );
      }
      if (report.droppedCustomDomain) {
        console.log(
          `The custom domain ${report.droppedCustomDomain} is served by another organisation here: left out.`,
        );
      }
      console.log(
        'Imported staff have no password: each sets one with "Forgot password?" on /login.',
      );
      return 0;
    } catch (error) {
      if (error instanceof ImportError) throw new OrgCommandError(error.message);
      throw error;
    }
  },
};
