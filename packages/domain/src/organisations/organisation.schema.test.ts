import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../auth/login.schema.js';
import { createOrganisationSchema, ORG_MESSAGES, orgSlugFromName } from './organisation.schema.js';

const valid = { name: 'Acme', slug: 'acme', adminEmail: 'admin@acme.example' };
const messages = (input: Record<string, unknown>) => {
  const parsed = createOrganisationSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('createOrganisationSchema', () => {
  it.each(['acme', 'a1', 'acme-cloud-2', 'a'.repeat(48)])('accepts the address %s', (slug) => {
    expect(messages({ ...valid, slug })).toEqual([]);
  });

  it.each([
    ['a', ORG_MESSAGES.slugLength],
    ['a'.repeat(49), ORG_MESSAGES.slugLength],
    ['Acme', ORG_MESSAGES.slugInvalid],
    ['-acme', ORG_MESSAGES.slugInvalid],
    ['acme-', ORG_MESSAGES.slugInvalid],
    ['ac me', ORG_MESSAGES.slugInvalid],
    ['acmé', ORG_MESSAGES.slugInvalid],
    ['', ORG_MESSAGES.slugRequired],
  ])('refuses the address %j on its field', (slug, message) => {
    expect(messages({ ...valid, slug })).toEqual([['slug', message]]);
  });

  it('names the missing name and the wrong e-mail on their fields', () => {
    expect(messages({ ...valid, name: '  ' })).toEqual([['name', ORG_MESSAGES.nameRequired]]);
    expect(messages({ ...valid, adminEmail: 'nobody' })).toEqual([
      ['adminEmail', LOGIN_MESSAGES.emailInvalid],
    ]);
    expect(messages({ name: 'Acme', slug: 'acme' })).toEqual([
      ['adminEmail', LOGIN_MESSAGES.emailRequired],
    ]);
  });

  it('suggests an address from the name', () => {
    expect(orgSlugFromName('Acme Cloud, Inc.')).toBe('acme-cloud-inc');
    expect(orgSlugFromName('Société Générale')).toBe('societe-generale');
    expect(orgSlugFromName(`${'x'.repeat(47)} y`)).toBe('x'.repeat(47));
  });
});
