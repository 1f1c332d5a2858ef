import { describe, expect, it } from 'vitest';
import { planChangeSchema } from './planChange.schema.js';

const messagesOf = (input: unknown) => {
  const result = planChangeSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('planChangeSchema', () => {
  it('accepts a known plan and flags set on, off or back to the plan', () => {
    expect(
      planChangeSchema.parse({ plan: 'growth', flags: { cardRenaming: true, integrations: null } }),
    ).toEqual({ plan: 'growth', flags: { cardRenaming: true, integrations: null } });
  });

  it('names the plans and flags there are when given an unknown one', () => {
    expect(messagesOf({ plan: 'platinum' })).toEqual([
      'Unknown plan: choose one of starter, growth, self_hosted',
    ]);
    expect(messagesOf({ flags: { teleport: true } })[0]).toMatch(
      /^Unknown feature flag: choose among itemRenaming, /,
    );
    expect(messagesOf({ flags: { cardRenaming: 'yes' } })).toEqual([
      'A feature flag is true (on), false (off) or null (as the plan says)',
    ]);
  });

  it('refuses an empty change and unknown fields', () => {
    expect(messagesOf({})).toEqual(['Give a plan or feature flags to change']);
    expect(messagesOf({ plan: 'growth', orgId: 'x' }).length).toBeGreaterThan(0);
  });
});
