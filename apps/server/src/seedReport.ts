/**
 * What main.ts and seed.ts seed on an empty database and print: the demo trust center, whose
 * admin is the installation's operator, or with CANDOR_DEMO=false the operator alone and how to
 * create the first organisation; then how to sign in.
 */
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { seedDemo, seedOperator } from './db/seed/index.js';
import type { FileStore } from './storage/fileStore.js';

export interface SeededLogin {
  adminEmail: string;
  adminPassword: string;
}

export function staffLoginLines(seeded: SeededLogin, passwordFromEnv: boolean): string[] {
  return [
    'Staff login (sign in at /login):',
    `  e-mail:   ${seeded.adminEmail}`,
    passwordFromEnv
      ? '  password: the value of ADMIN_PASSWORD'
      : `  password: ${seeded.adminPassword}   (generated now; it is not shown again)`,
  ];
}

/** How the operator of an installation without organisations creates the first one. */
export const firstOrganisationLines = (baseUrl: string): string[] => [
  'No organisation yet. Create the first one as the installation operator:',
  `  in the browser: sign in, then the Installation page at ${baseUrl}/admin/installation`,
  '  or, with the server stopped:',
  '  npm run org -- create --name "Acme" --slug acme --admin admin@acme.example',
];

/** Seeds an empty database as CANDOR_DEMO says; returns what to print. */
export async function seedEmptyInstallation(
  database: Database,
  fileStore: FileStore,
  config: Pick<Config, 'seedDemo' | 'adminPassword' | 'baseUrl'>,
): Promise<string[]> {
  const fromEnv = config.adminPassword !== undefined;
  if (config.seedDemo) {
    const seeded = await seedDemo(database, { fileStore, adminPassword: config.adminPassword });
    return ['Demo trust center seeded.', ...staffLoginLines(seeded, fromEnv)];
  }
  const operator = await seedOperator(database, { adminPassword: config.adminPassword });
  return [
    'CANDOR_DEMO=false: no demo; the installation operator is created.',
    ...staffLoginLines(operator, fromEnv),
    ...firstOrganisationLines(config.baseUrl),
  ];
}

/**
 * Printed on every start: who can sign in, and the way back in when the password printed at the
 * first start is lost.
 */
export function printStaffSignInHint(staffEmails: string[], baseUrl: string): void {
  if (staffEmails.length === 0) return;
  const shown = staffEmails.slice(0, 3).join(', ');
  const more = staffEmails.length > 3 ? ` and ${staffEmails.length - 3} more` : '';
  console.log(`Staff sign in at ${baseUrl}/login as ${shown}${more}.`);
  console.log(
    `Lost the password? Stop the server and run: npm run staff-password -- ${staffEmails[0]}`,
  );
}
