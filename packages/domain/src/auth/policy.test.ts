import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domainError.js';
import { ACTIONS, assertAuthorized, authorize } from './policy.js';
import { SCOPES } from './actor.js';
import { ACTORS, MATRIX_ACTORS, ORG_ID, staff } from './testActors.js';

describe('authorize', () => {
  it('routes every action to a policy that grants it to someone', () => {
    // An action left out of the routing would be refused to everyone, like an unknown one.
    const subject = {
      orgId: ORG_ID,
      accountId: ACTORS.member.accountId,
      isCustom: true,
      mode: 'main',
      unlocked: true,
      downloadable: true,
    } as const;
    for (const action of ACTIONS) {
      // Staff holding every scope stand for the private area's scopes the matrix rows lack.
      const actors = { ...MATRIX_ACTORS, everyScope: staff([...SCOPES]) };
      const allowedTo = Object.entries(actors).filter(([, actor]) =>
        authorize(actor, action, subject),
      );
      expect(allowedTo.length, action).toBeGreaterThan(0);
    }
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
