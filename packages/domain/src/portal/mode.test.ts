import { describe, expect, it } from 'vitest';
import { ACTORS, ORG_ID, OTHER_ORG_ID, staff } from '../auth/testActors.js';
import type { Actor } from '../auth/actor.js';
import { effectiveFeatures } from '../features/plans.js';
import type { PortalModeQuery } from './mode.js';
import { memberHomeAccount, portalAbilities, resolvePortalMode } from './mode.js';

const resolve = (actor: Actor, query: PortalModeQuery = {}, accountAuthorized = false) =>
  resolvePortalMode({ actor, orgId: ORG_ID, query, accountAuthorized });

describe('resolvePortalMode', () => {
  it('gives visitors public mode, whatever the query says', () => {
    expect(resolve(ACTORS.visitor)).toEqual({ mode: 'public', previewingAs: null });
    expect(resolve(ACTORS.visitor, { accountId: 'acct-1' }, true).mode).toBe('public');
    expect(resolve(ACTORS.visitor, { permissionProfileId: 'p1' }).mode).toBe('public');
  });

  it('gives staff of the organisation main mode without preview parameters', () => {
    expect(resolve(ACTORS.editor)).toEqual({ mode: 'main', previewingAs: null });
    expect(resolve(ACTORS.staffNoScopes).mode).toBe('main');
    expect(resolve(ACTORS.editor, { edit: 'true' }).mode).toBe('main');
  });

  it('gives staff preview mode when previewing as an account or a permission profile', () => {
    expect(resolve(ACTORS.editor, { accountId: 'acct-9' })).toEqual({
      mode: 'preview',
      previewingAs: { accountId: 'acct-9', permissionProfileId: null },
    });
    expect(resolve(ACTORS.editor, { permissionProfileId: 'prof-2' })).toEqual({
      mode: 'preview',
      previewingAs: { accountId: null, permissionProfileId: 'prof-2' },
    });
    expect(
      resolve(ACTORS.editor, { accountId: 'a', permissionProfileId: 'p' }).previewingAs,
    ).toEqual({
      accountId: 'a',
      permissionProfileId: 'p',
    });
  });

  it('treats staff of another organisation as visitors', () => {
    const outsider = staff(['statuspage:edit'], OTHER_ORG_ID);
    expect(resolve(outsider)).toEqual({ mode: 'public', previewingAs: null });
    expect(resolve(outsider, { accountId: 'acct-1' }).mode).toBe('public');
  });

  it('gives an authorised member their account in the query account-external mode', () => {
    expect(resolve(ACTORS.member, { accountId: 'acct-1' }, true)).toEqual({
      mode: 'account_external',
      previewingAs: null,
    });
  });

  it('falls back to public for members without the account id, another account, or no authorisation', () => {
    expect(resolve(ACTORS.member, {}, true).mode).toBe('public');
    expect(resolve(ACTORS.member, { accountId: 'acct-2' }, true).mode).toBe('public');
    expect(resolve(ACTORS.member, { accountId: 'acct-1' }, false).mode).toBe('public');
    const elsewhere = { ...ACTORS.member, orgId: OTHER_ORG_ID };
    expect(resolve(elsewhere, { accountId: 'acct-1' }, true).mode).toBe('public');
  });

  it('gives system actors public mode', () => {
    expect(resolve(ACTORS.system).mode).toBe('public');
  });

  it('ignores malformed query values', () => {
    for (const accountId of [['a', 'b'], '', '   ', '<script>', 42, 'x'.repeat(200)]) {
      expect(resolve(ACTORS.editor, { accountId }).mode).toBe('main');
    }
    expect(resolve(ACTORS.editor, { accountId: ' acct-3 ' }).previewingAs?.accountId).toBe(
      'acct-3',
    );
  });
});

describe('portalAbilities', () => {
  it('lets staff with statuspage:edit edit and see hidden content in main mode', () => {
    expect(portalAbilities(ACTORS.editor, 'main', effectiveFeatures('self_hosted'))).toEqual({
      canEdit: true,
      canSeeHidden: true,
      canRequestAccess: false,
      reorderSections: true,
      reorderSectionsLocked: false,
      reorderCards: true,
    });
  });

  it('locks section re-ordering for an editor whose plan lacks section customisation', () => {
    expect(portalAbilities(ACTORS.editor, 'main', effectiveFeatures('starter'))).toMatchObject({
      canEdit: true,
      reorderSections: false,
      reorderSectionsLocked: true,
      reorderCards: true,
    });
  });

  it('lets staff without statuspage:edit see hidden content but not edit', () => {
    expect(portalAbilities(ACTORS.staffNoScopes, 'main')).toEqual({
      canEdit: false,
      canSeeHidden: true,
      canRequestAccess: false,
      reorderSections: false,
      reorderSectionsLocked: false,
      reorderCards: false,
    });
  });

  it('gives no staff abilities outside main mode, even to editors', () => {
    for (const mode of ['public', 'account_external', 'preview'] as const) {
      expect(portalAbilities(ACTORS.editor, mode)).toMatchObject({
        canEdit: false,
        canSeeHidden: false,
      });
    }
  });

  it('offers access requests to public visitors only, not to members or staff', () => {
    expect(portalAbilities(ACTORS.visitor, 'public')).toMatchObject({
      canEdit: false,
      canSeeHidden: false,
      canRequestAccess: true,
      reorderCards: false,
    });
    expect(portalAbilities(ACTORS.member, 'account_external')).toMatchObject({
      canEdit: false,
      canSeeHidden: false,
      canRequestAccess: false,
      reorderCards: false,
    });
    expect(portalAbilities(ACTORS.editor, 'preview').canRequestAccess).toBe(false);
    const anonymous = { accountId: null, permissionProfileId: null, anonymous: true };
    expect(portalAbilities(ACTORS.editor, 'preview', {}, anonymous).canRequestAccess).toBe(true);
  });
});

describe('memberHomeAccount', () => {
  const none = { accountId: null, permissionProfileId: null, view: null };
  it('sends a member of the organisation to their account’s view', () => {
    expect(memberHomeAccount(ACTORS.member, ORG_ID, none)).toBe(ACTORS.member.accountId);
  });
  it('leaves them on the public page when they ask for it, or when the address names a viewer', () => {
    expect(memberHomeAccount(ACTORS.member, ORG_ID, { ...none, view: 'public' })).toBeNull();
    expect(memberHomeAccount(ACTORS.member, ORG_ID, { ...none, accountId: 'other' })).toBeNull();
  });
  it('sends no one else anywhere', () => {
    expect(memberHomeAccount(ACTORS.member, OTHER_ORG_ID, none)).toBeNull();
    expect(memberHomeAccount(ACTORS.visitor, ORG_ID, none)).toBeNull();
    expect(memberHomeAccount(ACTORS.editor, ORG_ID, none)).toBeNull();
  });
});
