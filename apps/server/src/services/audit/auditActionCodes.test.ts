/**
 * Every action code the server writes to the audit log has its sentence in the domain's
 * AUDIT_ACTIONS: the codes are read from the source (the `audit` of each `mutate` and each
 * `writeAudit`), so a new code without a sentence fails here as well as in the compiler.
 */
import path from 'node:path';
import { AUDIT_ACTIONS } from '@candor/domain';
import { expect, it } from 'vitest';
import { sourceFiles } from '../../testing/sourceFiles.js';

/** The text of each audit record: from `audit:` or `writeAudit(` to its `entityType`. */
const RECORD = /(?:\baudit:|writeAudit\()([\s\S]*?)\bentityType\b/g;
const CODE = /['`]([a-z][a-zA-Z_]*\.[a-zA-Z_.]*)(?:['`]|\$\{)/g;

function writtenCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const { file, text } of sourceFiles(path.join(import.meta.dirname, '../..'))) {
    for (const [, record] of text.matchAll(RECORD)) {
      // `audit: (result: T) => AuditRecord` is a type, not a record.
      if (record?.includes('AuditRecord')) continue;
      for (const [, code] of (record ?? '').matchAll(CODE)) codes.set(code ?? '', file);
    }
  }
  return codes;
}

it('every audit code the server writes has a sentence', () => {
  const codes = writtenCodes();
  expect(codes.size).toBeGreaterThan(100);
  const known = [...AUDIT_ACTIONS.keys()];
  const missing = [...codes]
    // A template (`access_request.${status}`) is known when one code starts with it.
    .filter(([code]) =>
      code.endsWith('.') ? !known.some((k) => k.startsWith(code)) : !AUDIT_ACTIONS.has(code),
    )
    .map(([code, file]) => `${code} (${file})`);
  expect(missing).toEqual([]);
});
