/**
 * The roles staff are invited with: each a named set of the grantable scopes, shown by name in
 * the invite dialog. A member's scopes may later be changed one by one; `presetOfScopes` names
 * the role a set of scopes still matches (or none).
 */
import { GRANTABLE_SCOPES, isGrantableScope, type GrantableScope } from './staffScopes.js';

export const ROLE_PRESET_IDS = ['admin', 'editor', 'access_manager', 'viewer'] as const;
export type RolePresetId = (typeof ROLE_PRESET_IDS)[number];

export interface RolePreset {
  id: RolePresetId;
  label: string;
  description: string;
  scopes: readonly GrantableScope[];
}

export const ROLE_PRESETS: readonly RolePreset[] = [
  {
    id: 'admin',
    label: 'Admin',
    description:
      'Everything: staff, settings, single sign-on, webhooks, data export, content and access.',
    scopes: GRANTABLE_SCOPES,
  },
  {
    id: 'editor',
    label: 'Editor',
    description: 'Content and documents: cards, items, images, documents and trust updates.',
    scopes: ['statuspage:edit', 'assets:edit', 'files:view', 'files:download', 'updates:edit'],
  },
  {
    id: 'access_manager',
    label: 'Access manager',
    description: 'Visitor access: decide access requests and manage accounts and their grants.',
    scopes: ['access:manage', 'files:view'],
  },
  {
    id: 'viewer',
    label: 'Viewer',
    description: 'Read-only: sees the private area and opens documents, changes nothing.',
    scopes: ['files:view', 'audit:view'],
  },
];

export function rolePreset(id: RolePresetId): RolePreset {
  const preset = ROLE_PRESETS.find((candidate) => candidate.id === id);
  if (!preset) throw new Error(`unknown role preset ${id}`);
  return preset;
}

/** The preset whose scopes are exactly these (in any order), or null for a custom set. */
export function presetOfScopes(scopes: readonly string[]): RolePreset | null {
  const held = new Set(scopes);
  return (
    ROLE_PRESETS.find(
      (preset) => preset.scopes.length === held.size && preset.scopes.every((s) => held.has(s)),
    ) ?? null
  );
}

/**
 * A member's role as the Staff page names it: the preset their grantable scopes match, else
 * "Custom: n permissions" (or "No permissions"). The installation operator's scope is no role's:
 * it is left out here and named beside the role by whoever shows it.
 */
export function roleNameOfScopes(scopes: readonly string[]): string {
  const grantable = scopes.filter(isGrantableScope);
  if (grantable.length === 0) return 'No permissions';
  const preset = presetOfScopes(grantable);
  if (preset) return preset.label;
  return `Custom: ${grantable.length} permission${grantable.length === 1 ? '' : 's'}`;
}
