/**
 * An audit entry said in one sentence: who (the actor's name, or "The system", "A visitor",
 * "The operator"), what (the action's sentence, AUDIT_ACTIONS) and, where the entry holds it,
 * the name of what was changed.
 */
import { CARD_DEFAULT_TITLES, CARD_KINDS } from '../cards/constants.js';
import { AUDIT_ACTIONS } from './auditActions.js';
import type { AuditEntryView } from './audit.schema.js';

export type AuditSentenceEntry = Pick<
  AuditEntryView,
  'action' | 'actor' | 'entityType' | 'before' | 'after'
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields that name a thing, in the order they are tried. */
const NAME_FIELDS = ['title', 'name', 'question', 'displayName', 'email', 'domain', 'hostname'];

const isCardKind = (value: unknown) => CARD_KINDS.some((kind) => kind === value);

function nameIn(value: unknown): string | null {
  if (!isRecord(value)) return null;
  for (const field of NAME_FIELDS) {
    const name = value[field];
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  const kind = value.kind;
  if (isCardKind(kind)) {
    return CARD_DEFAULT_TITLES[CARD_KINDS.find((known) => known === kind) ?? 'Overview'];
  }
  return null;
}

/** The name of what the entry changed, from its state after (or before) the change. */
export const auditSubject = (entry: Pick<AuditEntryView, 'before' | 'after'>): string | null =>
  nameIn(entry.after) ?? nameIn(entry.before);

/** Who did it, as the sentence's subject. */
export function auditActorName(actor: AuditEntryView['actor']): string {
  switch (actor.type) {
    case 'staff':
      return actor.name ?? 'A former staff member';
    case 'member':
      return actor.name ? `A member of ${actor.name}` : 'An account member';
    case 'operator':
      return 'The operator';
    case 'system':
      return 'The system';
    default:
      return 'A visitor';
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Alex Morgan hid the AI card". */
export function auditSentence(entry: AuditSentenceEntry): string {
  const meaning = AUDIT_ACTIONS.get(entry.action);
  const what = meaning
    ? meaning.says(auditSubject(entry))
    : `made a change (${entry.entityType.replace(/_/g, ' ')})`;
  return `${auditActorName(entry.actor)} ${what}`;
}

/** The action's name in the log's filter: "Hid a card". */
export function auditActionLabel(code: string): string {
  const meaning = AUDIT_ACTIONS.get(code);
  return meaning ? capitalised(meaning.says(null)) : code;
}
