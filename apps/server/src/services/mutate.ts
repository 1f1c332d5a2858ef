/**
 * The one path every write takes: authorize with the policy, run in one transaction, write the
 * hash-chained audit row inside it, bump the revision the change affects, and tell the page
 * caches only after the commit (this server's at once, the other servers' through PostgreSQL's
 * NOTIFY, which is delivered on commit). A refused or failed write changes nothing and tells no one.
 *
 * The command line and jobs call it with a `systemContext(db, orgId, job)`: no policy (nothing
 * to authorize), the audit row's actor is the system named by `job`, and the rest is the same.
 */
import {
  assertAuthorized,
  forbidden,
  INSTALLATION_SUBJECT,
  type Action,
  type Actor,
  type AuditAction,
  type InstallationPolicyAction,
  type SubjectOf,
} from '@candor/domain';
import { writeAudit } from '../db/audit.js';
import type { Tx } from '../db/client.js';
import { announcePortalChange } from '../fleet/portalChangeChannel.js';
import { bumpRevision } from './portal/bumpRevision.js';
import { notifyPortalChanged } from '../fleet/portalChanges.js';
import type {
  InstallationContext,
  RequestContext,
  ServiceContext,
  SystemContext,
} from './serviceContext.js';

export interface AuditRecord {
  /** 'entity.verb', e.g. 'card.hidden'; each has its sentence in the domain's AUDIT_ACTIONS. */
  action: AuditAction;
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

/** What a change does, whoever makes it. */
export interface Change<T> {
  revision: RevisionScope;
  run(tx: Tx): Promise<T>;
  audit(result: T): AuditRecord;
}

/** A request's change: the policy action and subject it is authorized against. */
export interface Mutation<A extends Action, T> extends Change<T> {
  action: A;
  /** The policy subject; its organisation is always the viewer's. */
  subject: Omit<SubjectOf<A>, 'orgId'>;
}

/** A request's mutation, authorized by the policy; a system context may make one too. */
export function mutate<A extends Action, T>(
  ctx: ServiceContext,
  mutation: Mutation<A, T>,
): Promise<T>;
/** The system's change (the command line, a job): no policy to ask. */
export function mutate<T>(ctx: SystemContext, mutation: Change<T>): Promise<T>;
export async function mutate<T>(
  ctx: ServiceContext,
  mutation: Change<T> & Partial<Mutation<Action, T>>,
): Promise<T> {
  const { actor, orgId } = ctx.viewer;
  if (actor.type !== 'system') {
    if (!mutation.action || !mutation.subject) throw forbidden();
    // TypeScript cannot see that the subject without orgId plus orgId is the action's subject.
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions
    const subject = { ...mutation.subject, orgId } as SubjectOf<Action>;
    assertAuthorized(actor, mutation.action, subject);
  }
  return commitChange(ctx, actor, orgId, mutation);
}

/**
 * The installation operator's change: an organisation's (audited in its log, its pages told)
 * or the installation's own (`orgId: null`, audited in the log of no organisation).
 */
export interface InstallationMutation<T> extends Change<T> {
  /** Checked with the installation policy; the system (a command) is not asked. */
  action?: InstallationPolicyAction;
  orgId: string | null;
}

export async function mutateInstallation<T>(
  ctx: InstallationContext,
  mutation: InstallationMutation<T>,
): Promise<T> {
  const { actor } = ctx;
  if (actor.type !== 'system') {
    if (!mutation.action) throw forbidden();
    assertAuthorized(actor, mutation.action, INSTALLATION_SUBJECT);
  }
  return commitChange(ctx, actor, mutation.orgId, mutation);
}

/** The authorized change: one transaction with its audit row, then the caches told. */
async function commitChange<T>(
  { db, meta }: RequestContext,
  actor: Actor,
  orgId: string | null,
  change: Change<T>,
): Promise<T> {
  const revision = orgId === null ? 'none' : change.revision;
  const result = await db.transaction(async (tx) => {
    const value = await change.run(tx);
    await writeAudit(tx, { orgId, actor, ip: meta.ip, ...change.audit(value) });
    if (revision !== 'none' && orgId !== null) {
      await bumpRevision(tx, orgId, revision === 'organisation' ? undefined : revision.productId);
      // The other servers of a fleet hear of it when (and only if) this commits.
      await announcePortalChange(db, tx, orgId);
    }
    return value;
  });
  if (revision !== 'none' && orgId !== null) notifyPortalChanged(orgId, db);
  return result;
}
