/**
 * One audit entry as a line of text. A minimal version (who, and the action's code in words):
 * the readable audit log's mapping of every action replaces it.
 */
export interface AuditSentenceEntry {
  action: string;
  actor: { label: string };
}

export function auditSentence(entry: AuditSentenceEntry): string {
  const action = entry.action.replace(/[._]/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return `${entry.actor.label}: ${action.toLowerCase()}`;
}
