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
