/**
 * What one audit entry changed: the fields whose value differs between the state before and
 * after, with readable labels and values, for the log's before/after view and its CSV.
 */

export interface AuditFieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "createdAccount" and "custom_url" read "Created account" and "Custom URL". */
export function auditFieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) =>
      ['url', 'id', 'ids', 'nda', 'sso', 'ai', 'dns', 'ip'].includes(word)
        ? word.toUpperCase()
        : word,
    );
  const text = words.join(' ').replace(/\bIDS\b/, 'IDs');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value as text: '—' for none, Yes/No, lists joined, anything else as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.length === 0 ? '—' : value.map(auditValueText).join(', ');
  }
  return JSON.stringify(value);
}

/** Nested records as one level of paths ('filters.to'), so each field reads on its own. */
function flat(value: unknown, prefix = ''): Record<string, unknown> {
  if (!isRecord(value)) return value == null ? {} : { [prefix || 'value']: value };
  const fields: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) Object.assign(fields, flat(inner, path));
    else fields[path] = inner;
  }
  return fields;
}

/** 'filters.to' reads "Filters › To". */
const pathLabel = (path: string) => path.split('.').map(auditFieldLabel).join(' › ');

/** The changed fields only, in the order they first appear (after's fields, then before's). */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const beforeFields = flat(before);
  const afterFields = flat(after);
  const fields = [...new Set([...Object.keys(afterFields), ...Object.keys(beforeFields)])];
  return fields.flatMap((field) => {
    const was = auditValueText(beforeFields[field]);
    const now = auditValueText(afterFields[field]);
    return was === now ? [] : [{ field, label: pathLabel(field), before: was, after: now }];
  });
}
