/**
 * The one path every write takes: authorize with the policy, run in one transaction, write the
 * hash-chained audit row inside it, bump the revision the change affects, and tell the page
 * caches only after the commit (this server's at once, the other servers' through PostgreSQL's
 * NOTIFY, which is delivered on commit). A refused or failed write changes nothing and tells no one.
 */
import { assertAuthorized, type Action, type SubjectOf } from '@candor/domain';
import { writeAudit } from '../db/audit.js';
import type { Tx } from '../db/client.js';
import { announcePortalChange } from '../fleet/portalChangeChannel.js';
import { bumpRevision } from './portal/bumpRevision.js';
import { notifyPortalChanged } from './portal/portalChanges.js';
import type { ServiceContext } from './serviceContext.js';

export interface AuditRecord {
  /** 'entity.verb', e.g. 'card.hidden'. */
  action: string;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * What the change makes stale: a product's pages (and the organisation's revision, which keys
 * every page), only the organisation's (settings shared by all products), or nothing shown on
 * the portal.
 */
export type RevisionScope = { productId: string } | 'organisation' | 'none';

export interface Mutation<A extends Action, T> {
  action: A;
  /** The policy subject; its organisation is always the viewer's. */
  subject: Omit<SubjectOf<A>, 'orgId'>;
  revision: RevisionScope;
  run(tx: Tx): Promise<T>;
  audit(result: T): AuditRecord;
}

export async function mutate<A extends Action, T>(
  ctx: ServiceContext,
  mutation: Mutation<A, T>,
): Promise<T> {
  const { viewer, db, meta } = ctx;
  const { orgId, actor } = viewer;
  // TypeScript cannot see that the subject without orgId plus orgId is the action's subject.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
  assertAuthorized(actor, mutation.action, { ...mutation.subject, orgId } as SubjectOf<A>);
  const result = await db.transaction(async (tx) => {
    const value = await mutation.run(tx);
    await writeAudit(tx, { orgId, actor, ip: meta.ip, ...mutation.audit(value) });
    const { revision } = mutation;
    if (revision !== 'none') {
      await bumpRevision(tx, orgId, revision === 'organisation' ? undefined : revision.productId);
      // The other servers of a fleet hear of it when (and only if) this commits.
      await announcePortalChange(db, tx, orgId);
    }
    return value;
  });
  if (mutation.revision !== 'none') notifyPortalChanged(orgId, db);
  return result;
}
