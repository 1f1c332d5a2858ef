import { describe, expect, it } from 'vitest';
import { canPickPreview } from './scopes.js';
import { ACTORS, ORG_ID, OTHER_ORG_ID, staff } from './testActors.js';

describe('canPickPreview (the staff bar preview picker)', () => {
  it.each([
    ['an access manager', staff(['access:manage']), true],
    ['a content editor', ACTORS.editor, true],
    ['staff without either scope', staff(['updates:edit', 'files:view']), false],
    ['staff of another organisation', staff(['access:manage'], OTHER_ORG_ID), false],
    ['a member', ACTORS.member, false],
    ['a visitor', ACTORS.visitor, false],
    ['the system', ACTORS.system, false],
  ] as const)('%s: %s', (_, actor, allowed) => {
    expect(canPickPreview(actor, { orgId: ORG_ID })).toBe(allowed);
  });
});
