import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domainError.js';
import { ACTIONS, assertAuthorized, authorize } from './policy.js';
import { SCOPES, type Actor } from './actor.js';
import { isInstallationOperator } from './scopes.js';
import { INSTALLATION_POLICY_ACTIONS } from '../features/installation.policy.js';
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

describe('the operator without an organisation', () => {
  const operator = { type: 'operator', userId: 'u-op', email: 'op@host.test' } as const;

  it("is given the installation's powers and nothing a visitor is not given", () => {
    const subject = {
      orgId: ORG_ID,
      accountId: null,
      isCustom: true,
      mode: 'main',
      unlocked: true,
      downloadable: true,
    } as const;
    const allowedTo = (actor: Actor) =>
      ACTIONS.filter((action) => authorize(actor, action, subject));
    const visitors = allowedTo(ACTORS.visitor);
    expect(allowedTo(operator).filter((action) => !visitors.includes(action))).toEqual([
      ...INSTALLATION_POLICY_ACTIONS,
    ]);
  });

  it('is the installation operator, as is staff whose actor holds installation:admin', () => {
    expect(isInstallationOperator(operator)).toBe(true);
    expect(isInstallationOperator(staff(['installation:admin']))).toBe(true);
    expect(isInstallationOperator(staff(SCOPES.filter((s) => s !== 'installation:admin')))).toBe(
      false,
    );
  });
});
