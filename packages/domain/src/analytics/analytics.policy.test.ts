/** Who may read the analytics page (analytics.view): staff of the organisation with access:manage. */
import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.js';
import { authorize } from '../auth/policy.js';

const ORG = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

const staff = (scopes: string[], orgId = ORG): Actor => ({
  type: 'staff',
  userId: 's1',
  orgId,
  email: 's@acme.example',
  scopes,
});

describe('analytics.view', () => {
  const cases: [string, Actor, boolean][] = [
    ['staff with access:manage', staff(['access:manage']), true],
    [
      'staff with every other scope',
      staff(['statuspage:edit', 'settings:edit', 'audit:view']),
      false,
    ],
    ["another organisation's staff with access:manage", staff(['access:manage'], OTHER), false],
    [
      'a member of an account',
      { type: 'member', memberId: 'm1', accountId: 'a1', orgId: ORG, email: 'm@x.example' },
      false,
    ],
    ['an anonymous visitor', { type: 'visitor' }, false],
  ];
  it.each(cases)('%s: %s', (_name, actor, allowed) => {
    expect(authorize(actor, 'analytics.view', { orgId: ORG })).toBe(allowed);
  });
});
