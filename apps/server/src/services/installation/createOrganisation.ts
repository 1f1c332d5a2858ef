/**
 * The installation operator creates an organisation (the Installation page, the API, and
 * `npm run org -- create`): an empty but valid trust center, served at `/{slug}` at once, and
 * its first admin, invited by mail to set a password (or given one on the command line).
 *
 * One transaction: the organisation, its portal settings (unpublished: share links stay off
 * until its staff publish it), its plan row (the installation's default plan), one product with
 * the default sections, the admin with the Admin preset's scopes, the set-password link and its
 * mail. Audited as the first row of the new organisation's own log ('org.created'), which its
 * staff read and which is deleted with it: there is no installation-wide log.
 */
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_SECTION_ORDER,
  DISPLAY_NAME_MAX_LENGTH,
  DomainError,
  ORG_MESSAGES,
  PRODUCT_LIMITS,
  rolePreset,
  type CreateOrganisation,
} from '@candor/domain';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/pgErrors.js';
import {
  organizations,
  orgFeatures,
  portalCustomizations,
  products,
} from '../../db/schema/index.js';
import { notifyJobsQueued } from '../../jobs/jobSignals.js';
import { mailLinksOf } from '../access/accessLinks.js';
import { mutateInstallation } from '../mutate.js';
import type { InstallationContext } from '../serviceContext.js';
import { insertNewStaff, queueInviteMail } from '../staff/inviteMail.js';

export interface CreateOrganisationInput extends CreateOrganisation {
  /** The first path segments the server's routes hold (http/routeSegments.ts). */
  reservedSlugs: ReadonlySet<string>;
  baseUrl: string;
  /** The command line's --password: the admin signs in with it, and no link is mailed. */
  adminPassword?: string | undefined;
}

export interface CreatedOrganisation {
  id: string;
  slug: string;
  /** Its trust center, as mails link to it. */
  portalUrl: string;
  /** Where its staff sign in. */
  signInUrl: string;
  /** The admin's set-password link; null when a password was given. */
  setPasswordLink: string | null;
}

const slugError = (code: 'conflict' | 'validation_failed', message: string) =>
  new DomainError(code, message, [{ path: 'slug', message }]);

/** The admin's name until they change it: their e-mail's local part. */
const displayNameOf = (email: string) => email.split('@')[0]!.slice(0, DISPLAY_NAME_MAX_LENGTH);

async function insertTrustCenter(tx: Tx, orgId: string, input: CreateOrganisation) {
  const [taken] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, input.slug))
    .limit(1);
  if (taken) throw slugError('conflict', ORG_MESSAGES.slugTaken);
  await tx
    .insert(organizations)
    .values({ id: orgId, name: input.name, slug: input.slug })
    .catch((error: unknown) => {
      // Another request took the slug between the check and the insert.
      throw isUniqueViolation(error) ? slugError('conflict', ORG_MESSAGES.slugTaken) : error;
    });
  await tx.insert(portalCustomizations).values({ orgId, publishedAt: null });
  await tx.insert(orgFeatures).values({ orgId });
  const [product] = await tx
    .insert(products)
    .values({
      orgId,
      name: input.name.slice(0, PRODUCT_LIMITS.nameMax).trim(),
      slug: input.slug,
      isDefault: true,
      sectionOrder: [...DEFAULT_SECTION_ORDER],
    })
    .returning({ id: products.id, slug: products.slug });
  return product!;
}

export async function createOrganisation(
  ctx: InstallationContext,
  input: CreateOrganisationInput & { orgId?: string },
): Promise<CreatedOrganisation> {
  if (input.reservedSlugs.has(input.slug)) {
    throw slugError('validation_failed', ORG_MESSAGES.slugReserved);
  }
  const orgId = input.orgId ?? randomUUID();
  const scopes = rolePreset('admin').scopes;
  const passwordHash = input.adminPassword ? await hash(input.adminPassword) : undefined;
  const { actor } = ctx;
  const run = async (tx: Tx) => {
    const product = await insertTrustCenter(tx, orgId, input);
    const admin = await insertNewStaff(tx, {
      orgId,
      email: input.adminEmail,
      displayName: displayNameOf(input.adminEmail),
      scopes,
      emailField: 'adminEmail',
      ...(passwordHash ? { passwordHash } : {}),
    });
    const invite = passwordHash
      ? null
      : await queueInviteMail(tx, {
          user: admin,
          invitedById: actor.type === 'staff' || actor.type === 'operator' ? actor.userId : null,
          baseUrl: input.baseUrl,
        });
    return { product, admin, invite };
  };
  const created = await mutateInstallation(ctx, {
    action: 'installation.createOrg',
    // Audited in, and announced as a change of, the organisation created.
    orgId,
    revision: 'organisation',
    run,
    audit: ({ product, admin, invite }) => ({
      action: 'org.created',
      entityType: 'organization',
      entityId: orgId,
      after: {
        name: input.name,
        slug: input.slug,
        product: product.slug,
        admin: { id: admin.id, email: admin.email, scopes: admin.scopes },
        ...(invite ? invite.queued : { passwordSet: true }),
      },
    }),
  });
  if (created.invite) notifyJobsQueued();
  const { portalUrl } = mailLinksOf(input.baseUrl, { slug: input.slug, customDomain: null });
  return {
    id: orgId,
    slug: input.slug,
    portalUrl,
    signInUrl: `${new URL(input.baseUrl).origin}/login`,
    setPasswordLink: created.invite?.link ?? null,
  };
}
