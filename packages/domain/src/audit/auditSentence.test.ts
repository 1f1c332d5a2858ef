import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './auditActions.js';
import { auditChanges, auditFieldLabel } from './auditChanges.js';
import { auditActionLabel, auditSentence } from './auditSentence.js';

const staff = (name: string | null) => ({ type: 'staff', label: '', name });

describe('auditSentence', () => {
  it('says who did what to which thing', () => {
    expect(
      auditSentence({
        action: 'card.hidden',
        actor: staff('Alex Morgan'),
        entityType: 'card',
        before: { kind: 'Ai', hidden: false },
        after: { kind: 'Ai', hidden: true },
      }),
    ).toBe('Alex Morgan hid the AI card');
    expect(
      auditSentence({
        action: 'access_request.approved',
        actor: staff('Sam Lee'),
        entityType: 'access_request',
        before: { status: 'pending' },
        after: { status: 'approved', email: 'jane@corp.example' },
      }),
    ).toBe('Sam Lee approved access for jane@corp.example');
  });

  it('names the system, a visitor, the operator and people no longer there', () => {
    const entry = { action: 'product.reordered', entityType: 'product', before: null, after: null };
    expect(auditSentence({ ...entry, actor: { type: 'system', label: '', name: null } })).toBe(
      'The system reordered the products',
    );
    expect(auditSentence({ ...entry, actor: { type: 'visitor', label: '', name: null } })).toMatch(
      /^A visitor /,
    );
    expect(auditSentence({ ...entry, actor: { type: 'operator', label: '', name: 'x' } })).toMatch(
      /^The operator /,
    );
    expect(auditSentence({ ...entry, actor: staff(null) })).toMatch(/^A former staff member /);
  });

  it('has a sentence, with and without a subject, for every action code, and no codes in it', () => {
    expect(AUDIT_ACTIONS.size).toBeGreaterThan(100);
    for (const [code, meaning] of AUDIT_ACTIONS) {
      for (const subject of [null, 'Acme']) {
        const said = meaning.says(subject);
        expect(said, code).toMatch(/^[a-z]/);
        expect(said, code).not.toMatch(/[a-z]_[a-z]|[a-z]\.[a-z]|undefined|null/i);
      }
      expect(auditActionLabel(code), code).toMatch(/^[A-Z]/);
    }
  });

  it('never shows an unknown code, only that something changed', () => {
    expect(
      auditSentence({
        action: 'gone.old_code',
        actor: staff('Ann'),
        entityType: 'kb_entry',
        before: null,
        after: null,
      }),
    ).toBe('Ann made a change (kb entry)');
  });
});

describe('auditChanges', () => {
  it('keeps the changed fields only, with readable labels and values', () => {
    expect(
      auditChanges(
        { kind: 'Ai', hidden: false, customUrl: null },
        { kind: 'Ai', hidden: true, customUrl: 'ai', productIds: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'hidden', label: 'Hidden', before: 'No', after: 'Yes' },
      { field: 'customUrl', label: 'Custom URL', before: '—', after: 'ai' },
      { field: 'productIds', label: 'Product IDs', before: '—', after: 'a, b' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    // Nested records read field by field, never as JSON.
    expect(auditChanges(null, { filters: { action: 'card.hidden', to: '2026-11-27' } })).toEqual([
      { field: 'filters.action', label: 'Filters › Action', before: '—', after: 'card.hidden' },
      { field: 'filters.to', label: 'Filters › To', before: '—', after: '2026-11-27' },
    ]);
    expect(auditFieldLabel('nda_signed_outside')).toBe('NDA signed outside');
  });
});
