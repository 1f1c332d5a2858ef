/** The organisations the platform host's robots.txt points crawlers to. */
import { asc } from 'drizzle-orm';
import type { RequestContext } from '../serviceContext.js';
import { organizations } from '../../db/schema/index.js';

/** robots.txt stays small: beyond this many organisations, the rest are found by links. */
const MAX_LISTED = 1000;

export async function listOrgSlugs({ db }: RequestContext): Promise<string[]> {
  const rows = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .orderBy(asc(organizations.createdAt))
    .limit(MAX_LISTED);
  return rows.map((row) => row.slug);
}
