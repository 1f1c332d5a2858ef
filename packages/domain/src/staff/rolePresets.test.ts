import { describe, expect, it } from 'vitest';
import * as domain from '../index.js';
import { STAFF_MESSAGES } from './staff.messages.js';
import { presetOfScopes, roleNameOfScopes, rolePreset, ROLE_PRESETS } from './rolePresets.js';
import { GRANTABLE_SCOPES, scopeLabel, SCOPES_PATTERN } from './staffScopes.js';

describe('role presets', () => {
  it('gives the Admin every grantable scope, and only grantable scopes to every role', () => {
    expect([...rolePreset('admin').scopes].sort()).toEqual([...GRANTABLE_SCOPES].sort());
    for (const preset of ROLE_PRESETS) {
      for (const scope of preset.scopes) expect(GRANTABLE_SCOPES).toContain(scope);
    }
  });

  it('names the role a set of scopes matches in any order, and none for a custom set', () => {
    expect(presetOfScopes(['audit:view', 'files:view'])?.label).toBe('Viewer');
    expect(presetOfScopes(['files:view'])).toBeNull();
    expect(presetOfScopes([])).toBeNull();
  });

  it('names a member by role, else by the number of permissions, leaving the operator scope out', () => {
    expect(roleNameOfScopes(['files:view', 'audit:view'])).toBe('Viewer');
    expect(roleNameOfScopes([...GRANTABLE_SCOPES, 'installation:admin'])).toBe('Admin');
    expect(roleNameOfScopes(['files:view'])).toBe('Custom: 1 permission');
    expect(roleNameOfScopes(['files:view', 'mail:read'])).toBe('Custom: 2 permissions');
    expect(roleNameOfScopes(['installation:admin'])).toBe('No permissions');
  });

  it('is named in the message refusing an invitation without a role', () => {
    for (const preset of ROLE_PRESETS) expect(STAFF_MESSAGES.roleRequired).toContain(preset.label);
  });
});

describe('scopeLabel', () => {
  it('names every scope by its label, the operator scope too, and never echoes a raw one', () => {
    for (const scope of [...GRANTABLE_SCOPES, 'installation:admin', 'future:scope']) {
      expect(scopeLabel(scope)).not.toMatch(SCOPES_PATTERN);
    }
    expect(scopeLabel('installation:admin')).toBe('Operate the installation');
    expect(scopeLabel('audit:view')).toBe('View audit log');
  });

  it('is what every message the domain gives users says, never a raw scope', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(texts)
          : [];
    const messages = Object.entries(domain)
      .filter(([name]) => name.endsWith('_MESSAGES'))
      .flatMap(([name, value]) => texts(value).map((text) => ({ name, text })));
    expect(messages.length).toBeGreaterThan(50);
    expect(messages.filter(({ text }) => SCOPES_PATTERN.test(text))).toEqual([]);
  });
});
