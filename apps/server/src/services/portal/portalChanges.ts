/**
 * In-process notice that an organisation's portal changed, so every app instance drops what it
 * keeps in memory for it (routing, revisions, rendered pages) at once instead of waiting for
 * its short time limit.
 */
type Listener = (orgId: string | null) => void;

const listeners = new Set<Listener>();

/** Returns the function that stops listening. */
export function onPortalChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `null` means any organisation may have changed (created, renamed, domain moved). */
export function notifyPortalChanged(orgId: string | null): void {
  for (const listener of listeners) listener(orgId);
}
