import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domainError.js';
import { ACTIONS, assertAuthorized, authorize } from './policy.js';
import { ACTORS, ORG_ID } from './testActors.js';

describe('authorize', () => {
  it('covers every action of every entity policy', () => {
    expect(ACTIONS).toEqual([
      'portal.view',
      'portal.viewHidden',
      'portal.preview',
      'portal.reorderSections',
      'portal.reorderCards',
      'card.edit',
      'card.hide',
      'card.reorderItems',
      'card.changeIcon',
      'item.edit',
      'item.move',
      'item.createCustomUrl',
      'item.addCustom',
      'item.deleteCustom',
      'file.view',
      'file.download',
    ]);
  });

  it('refuses an action it does not know', () => {
    expect(authorize(ACTORS.editor, 'card.destroy' as 'card.edit', { orgId: ORG_ID })).toBe(false);
  });
});

describe('assertAuthorized', () => {
  it('passes silently when allowed', () => {
    expect(() => assertAuthorized(ACTORS.editor, 'card.edit', { orgId: ORG_ID })).not.toThrow();
  });

  it("throws a 403 'forbidden' DomainError when not allowed", () => {
    let caught: unknown;
    try {
      assertAuthorized(ACTORS.visitor, 'item.move', { orgId: ORG_ID });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ code: 'forbidden', status: 403 });
  });
});
