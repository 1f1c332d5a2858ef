import { describe, expect, it } from 'vitest';
import { presetOfScopes, rolePreset, ROLE_PRESETS } from './rolePresets.js';
import { GRANTABLE_SCOPES } from './staffScopes.js';

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
});
