/**
 * `npm run org -- create --name NAME --slug SLUG --admin EMAIL [--password VALUE]`: the
 * installation operator creates an organisation from the command line (a fresh install without
 * the demo), as the Installation page does: the same use case, audited as the system. It prints
 * the admin's set-password link (or, with --password, sets that password and prints no link),
 * the trust center's address and the sign-in page.
 *
 * A slug may not be a path the server serves: the command builds the server's app (without
 * listening or starting anything in the background) and reads its routes, as the API does.
 */
import { randomUUID } from 'node:crypto';
import {
  createOrganisationSchema,
  DomainError,
  staffPasswordSchema,
  type CreateOrganisation,
} from '@candor/domain';
import { createOrganisation } from '../services/installation/createOrganisation.js';
import { systemInstallationContext } from '../services/serviceContext.js';
import { PASSWORD_TOKEN_TTL_MS } from '../services/staff/passwordTokens.js';
import { OrgCommandError, type OrgCommand } from './org.js';
import { reservedSlugsOfServer } from './reservedSlugs.js';

const USAGE = '--name NAME --slug SLUG --admin EMAIL [--password VALUE]';

/** Each option and the form field it fills. */
const OPTIONS = {
  '--name': 'name',
  '--slug': 'slug',
  '--admin': 'adminEmail',
  '--password': 'password',
} as const;
type Field = (typeof OPTIONS)[keyof typeof OPTIONS];

const isOption = (arg: string): arg is keyof typeof OPTIONS => Object.hasOwn(OPTIONS, arg);
const optionOf = (field: PropertyKey) =>
  Object.keys(OPTIONS).find((option) => OPTIONS[option as keyof typeof OPTIONS] === field);

const usageError = (message: string) =>
  new OrgCommandError(`${message}\nUsage: npm run org -- create ${USAGE}`);

export interface OrgCreateArgs extends CreateOrganisation {
  password?: string;
}

export function parseOrgCreateArgs(args: readonly string[]): OrgCreateArgs {
  const given: Partial<Record<Field, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!isOption(arg)) throw usageError(`Unknown argument ${arg}.`);
    const value = args[++i];
    if (value === undefined || isOption(value)) throw usageError(`${arg} needs a value.`);
    given[OPTIONS[arg]] = value;
  }
  const { password, ...fields } = given;
  const parsed = createOrganisationSchema.safeParse(fields);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw usageError(`${optionOf(issue!.path[0] ?? '') ?? ''}: ${issue!.message}`);
  }
  if (password === undefined) return parsed.data;
  const checked = staffPasswordSchema.safeParse(password);
  if (!checked.success) throw usageError(`--password: ${checked.error.issues[0]!.message}`);
  return { ...parsed.data, password: checked.data };
}

export const orgCreateCommand: OrgCommand = {
  usage: USAGE,
  async run(db, config, args) {
    const input = parseOrgCreateArgs(args);
    const orgId = randomUUID();
    let created;
    try {
      created = await createOrganisation(systemInstallationContext(db, 'org-create'), {
        ...input,
        orgId,
        adminPassword: input.password,
        reservedSlugs: await reservedSlugsOfServer(db, config),
        baseUrl: config.baseUrl,
      });
    } catch (error) {
      // The use case's refusals (a slug taken, an e-mail in use) are the operator's to fix.
      const field = error instanceof DomainError ? error.errors?.[0]?.path : undefined;
      if (field === undefined || !(error instanceof Error)) throw error;
      throw usageError(`${optionOf(field) ?? field}: ${error.message}`);
    }
    const lines = [
      `Created ${input.name}: its trust center is unpublished and empty, ready for its staff.`,
      `  Trust center: ${created.portalUrl}`,
      `  Sign in:      ${created.signInUrl} as ${input.adminEmail.toLowerCase()}`,
    ];
    if (created.setPasswordLink) {
      const days = PASSWORD_TOKEN_TTL_MS.invite / (24 * 60 * 60 * 1000);
      lines.push(
        `  Set password: ${created.setPasswordLink}`,
        `    (works once, for ${days} days; the invitation mail with it is sent by the server when SMTP_URL is set)`,
      );
    } else {
      lines.push('  The admin signs in with the password given.');
    }
    console.log(lines.join('\n'));
    return 0;
  },
};
