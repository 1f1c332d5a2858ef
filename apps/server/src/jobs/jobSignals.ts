/**
 * In-process notice that jobs were queued (after the commit), so this server's worker claims
 * them at once instead of at its next poll. Other servers find them at their next poll.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Returns the function that stops listening. */
export function onJobsQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyJobsQueued(): void {
  for (const listener of listeners) listener();
}
