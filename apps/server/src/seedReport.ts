/** What main.ts and seed.ts print after seeding: how to sign in as the demo's staff admin. */
export interface SeededLogin {
  adminEmail: string;
  adminPassword: string;
}

export function printStaffLogin(seeded: SeededLogin, passwordFromEnv: boolean): void {
  console.log('Staff login (sign in at /login):');
  console.log(`  e-mail:   ${seeded.adminEmail}`);
  console.log(
    passwordFromEnv
      ? '  password: the value of ADMIN_PASSWORD'
      : `  password: ${seeded.adminPassword}   (generated now; it is not shown again)`,
  );
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
