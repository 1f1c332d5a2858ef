/** `npm run org -- export --slug SLUG --out FILE`: one organisation's export zip (docs/export.md). */
import { eq } from 'drizzle-orm';
import { organizations } from '../db/schema/index.js';
import { openFileStore } from '../openFileStore.js';
import { exportOrganisation } from '../services/dataExport/exportOrganisation.js';
import { mutate } from '../services/mutate.js';
import { systemContext } from '../services/serviceContext.js';
import { OrgCommandError, type OrgCommand } from './org.js';
import { parseOrgOptions } from './orgOptions.js';

const USAGE = '--slug SLUG --out FILE.candor.zip';

export const orgExport: OrgCommand = {
  usage: USAGE,
  async run(db, config, args) {
    const { slug, out } = parseOrgOptions(args, ['slug', 'out'], `npm run org -- export ${USAGE}`);
    if (!slug || !out)
      throw new OrgCommandError(
        `--slug and --out are required.\nUsage: npm run org -- export ${USAGE}`,
      );
    const [org] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.slug, slug));
    if (!org) throw new OrgCommandError(`No organisation has the slug ${slug}.`);
    const manifest = await exportOrganisation(db, await openFileStore(config), org.id, out);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    await mutate(systemContext(db, org.id, 'org-export'), {
      revision: 'none',
      run: async () => null,
      audit: () => ({
        action: 'organisation.exported',
        entityType: 'organization',
        entityId: org.id,
        after: { rows, files: manifest.files.length },
      }),
    });
    console.log(`Exported ${slug}: ${rows} rows and ${manifest.files.length} files to ${out}.`);
    return 0;
  },
};
