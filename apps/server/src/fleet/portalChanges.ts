/**
 * In-process notice that an organisation's portal changed, so every cache of an app instance
 * drops what it keeps in memory for it (routing, revisions, rendered pages) at once instead of
 * waiting for its short time limit.
 *
 * A notice may be scoped to a database handle (`scope`: the app's `Db`): listeners registered
 * with a scope hear only the notices of that scope and unscoped ones; listeners without a scope
 * hear every notice. In production there is one app per process, so scoping changes nothing;
 * it keeps two app instances in one process (the two-server test) from telling each other
 * through memory what they must learn through PostgreSQL (`fleet/portalChangeChannel.ts`).
 */
type Listener = (orgId: string | null) => void;

interface Registration {
  listener: Listener;
  scope: object | undefined;
}

const registrations = new Set<Registration>();

/** Returns the function that stops listening. */
export function onPortalChanged(listener: Listener, scope?: object): () => void {
  const registration = { listener, scope };
  registrations.add(registration);
  return () => registrations.delete(registration);
}

/** `null` means any organisation may have changed (created, renamed, domain moved). */
export function notifyPortalChanged(orgId: string | null, scope?: object): void {
  for (const { listener, scope: heard } of registrations) {
    if (scope === undefined || heard === undefined || heard === scope) listener(orgId);
  }
}
