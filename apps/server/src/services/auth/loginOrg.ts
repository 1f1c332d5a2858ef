/**
 * The organisation whose portal a sign-in is for, when no account names one (an unknown
 * e-mail): the custom domain's organisation, else the one whose portal `next` leads back to,
 * else the default organisation (the one `/` leads to). Null only without any organisation.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';

export interface LoginPortal {
  /** The request's host when it is an organisation's own domain. */
  customDomain: string | null;
  /** The safe same-site path the user came from, e.g. '/acme?product=cloud'. */
  next: string | null;
}

async function orgIdWhere(db: Db, where: ReturnType<typeof eq>): Promise<string | null> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(where).limit(1);
  return org?.id ?? null;
}

export async function findLoginOrgId(db: Db, portal: LoginPortal): Promise<string | null> {
  if (portal.customDomain) {
    const byDomain = await orgIdWhere(db, eq(organizations.customDomain, portal.customDomain));
    if (byDomain) return byDomain;
  }
  const slug = portal.next?.split(/[/?#]/)[1];
  if (slug) {
    const bySlug = await orgIdWhere(db, eq(organizations.slug, slug));
    if (bySlug) return bySlug;
  }
  const [fallback] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .orderBy(desc(organizations.isDefault), asc(organizations.createdAt))
    .limit(1);
  return fallback?.id ?? null;
}
