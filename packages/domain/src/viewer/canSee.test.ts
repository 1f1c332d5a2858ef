import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.js';
import { ACTORS, ORG_ID, OTHER_ORG_ID, staff } from '../auth/testActors.js';
import type { PublicAccessLevel } from '../cards/constants.js';
import { canSee, isSectionHidden, isShown, type SeenFile } from './canSee.js';
import {
  buildViewer,
  NO_GRANTS,
  viewerCacheKey,
  type Viewer,
  type ViewerGrants,
} from './viewer.js';

const settings = {
  publicAccessLevel: 'PublicContentOnly' as PublicAccessLevel,
  documentAccessType: 'view-and-download' as const,
};

function viewer(
  actor: Actor,
  options: {
    query?: Record<string, string>;
    grants?: ViewerGrants;
    accountAuthorized?: boolean;
    publicAccessLevel?: PublicAccessLevel;
    documentAccessType?: 'view-only' | 'view-and-download';
  } = {},
): Viewer {
  return buildViewer({
    actor,
    orgId: ORG_ID,
    productId: 'product-1',
    query: options.query ?? {},
    settings: {
      publicAccessLevel: options.publicAccessLevel ?? settings.publicAccessLevel,
      documentAccessType: options.documentAccessType ?? settings.documentAccessType,
    },
    grants: options.grants,
    accountAuthorized: options.accountAuthorized,
  });
}

const everything: ViewerGrants = {
  all: true,
  itemIds: new Set(),
  fileIds: new Set(),
  ndaPending: false,
};
const visitor = viewer(ACTORS.visitor);
const editor = viewer(ACTORS.editor);
const memberWithAccess = viewer(ACTORS.member, {
  query: { accountId: ACTORS.member.accountId },
  accountAuthorized: true,
  grants: everything,
});
const previewing = viewer(ACTORS.editor, { query: { accountId: 'acct-9' }, grants: everything });

const item = { id: 'item-1', productId: 'product-1', publicAccess: false, hidden: false };
const file = (overrides: Partial<SeenFile> = {}): SeenFile => ({
  type: 'file',
  id: 'file-1',
  access: 'download',
  documentAccessType: null,
  item: { ...item, publicAccess: true },
  cardHidden: false,
  productShown: true,
  ...overrides,
});

describe('buildViewer', () => {
  it('gives the mode from the actor and the query, and drops grants outside account modes', () => {
    expect(visitor.mode).toBe('public');
    expect(editor.mode).toBe('main');
    expect(previewing.mode).toBe('preview');
    expect(previewing.previewingAs).toEqual({ accountId: 'acct-9', permissionProfileId: null });
    expect(memberWithAccess.mode).toBe('account_external');
    // Grants handed for a visitor are ignored: only account members and previews have any.
    expect(viewer(ACTORS.visitor, { grants: everything }).grants).toBe(NO_GRANTS);
    // Staff of another organisation are visitors here.
    expect(viewer(staff(['statuspage:edit'], OTHER_ORG_ID)).mode).toBe('public');
  });

  it('keys the cache by everything the page depends on besides revisions', () => {
    expect(viewerCacheKey(editor)).not.toBe(viewerCacheKey(viewer(ACTORS.staffNoScopes)));
    expect(viewerCacheKey(previewing)).not.toBe(viewerCacheKey(editor));
    const narrow = viewer(ACTORS.editor, {
      query: { accountId: 'acct-9' },
      grants: { all: false, itemIds: new Set(['item-1']), fileIds: new Set(), ndaPending: false },
    });
    // Same previewed account, different grants: another page.
    expect(viewerCacheKey(narrow)).not.toBe(viewerCacheKey(previewing));
  });
});

describe('canSee', () => {
  it.each([
    ['product', { type: 'product', show: false }],
    ['product link', { type: 'product_link', show: false }],
    ['card', { type: 'card', hidden: true }],
    ['topic', { type: 'topic', hidden: true }],
  ] as const)('omits a hidden %s outside main mode and shows it in main mode', (_, thing) => {
    expect(canSee(visitor, thing)).toBe('omitted');
    expect(canSee(memberWithAccess, thing)).toBe('omitted');
    expect(canSee(editor, thing)).toBe('visible');
  });

  it('restricts non-public items unless the viewer was granted them', () => {
    const seen = { type: 'item', ...item } as const;
    expect(canSee(visitor, seen)).toBe('restricted');
    expect(canSee(memberWithAccess, seen)).toBe('visible');
    expect(canSee(previewing, seen)).toBe('visible');
    expect(canSee(editor, seen)).toBe('visible');
    const granted = viewer(ACTORS.member, {
      query: { accountId: ACTORS.member.accountId },
      accountAuthorized: true,
      grants: { all: false, itemIds: new Set(['item-1']), fileIds: new Set(), ndaPending: false },
    });
    expect(canSee(granted, seen)).toBe('visible');
    expect(canSee(granted, { ...seen, id: 'item-2' })).toBe('restricted');
    expect(canSee(viewer(ACTORS.visitor, { publicAccessLevel: 'Full' }), seen)).toBe('visible');
    expect(canSee(visitor, { ...seen, hidden: true })).toBe('omitted');
  });

  it('decides the help section the same way for every viewer: by its contacts and its setting', () => {
    const viewers = [visitor, memberWithAccess, previewing];
    const help = (counts: { help?: number }, hidden = false) =>
      ({ type: 'section', id: 'help', hidden, counts }) as const;
    for (const someone of viewers) {
      // No contact enabled: nothing to offer, left out; staff see it marked hidden.
      expect(canSee(someone, help({ help: 0 }))).toBe('omitted');
      expect(canSee(someone, help({}))).toBe('omitted');
      expect(canSee(someone, help({ help: 1 }))).toBe('visible');
      expect(canSee(someone, help({ help: 2 }, true))).toBe('omitted');
    }
    expect(canSee(editor, help({ help: 0 }))).toBe('visible');
    expect(isSectionHidden(help({ help: 0 }))).toBe(true);
    expect(isSectionHidden(help({ help: 1 }))).toBe(false);
    // Empty sections follow the same rule; others only their setting.
    expect(canSee(visitor, { type: 'section', id: 'documents', hidden: false, counts: {} })).toBe(
      'omitted',
    );
    expect(canSee(visitor, { type: 'section', id: 'cards', hidden: false, counts: {} })).toBe(
      'visible',
    );
  });

  it('lets anyone view and download a public document', () => {
    expect(canSee(visitor, file({ access: 'view' }))).toBe('visible');
    expect(canSee(visitor, file())).toBe('visible');
  });

  it('lets a view-only document be viewed but not downloaded outside main mode', () => {
    const viewOnly = { documentAccessType: 'view-only' } as const;
    expect(canSee(visitor, file({ ...viewOnly, access: 'view' }))).toBe('visible');
    expect(canSee(visitor, file(viewOnly))).toBe('restricted');
    expect(canSee(memberWithAccess, file(viewOnly))).toBe('restricted');
    // The organisation's type applies when the file has none; the file's own type wins.
    const orgViewOnly = viewer(ACTORS.visitor, { documentAccessType: 'view-only' });
    expect(canSee(orgViewOnly, file())).toBe('restricted');
    expect(canSee(orgViewOnly, file({ documentAccessType: 'view-and-download' }))).toBe('visible');
    expect(canSee(viewer(staff(['files:download'])), file(viewOnly))).toBe('visible');
  });

  it("locks a restricted item's documents, unless that document was granted", () => {
    const locked = file({ item });
    expect(canSee(visitor, { ...locked, access: 'view' })).toBe('restricted');
    const fileGrant = viewer(ACTORS.member, {
      query: { accountId: ACTORS.member.accountId },
      accountAuthorized: true,
      grants: { all: false, itemIds: new Set(), fileIds: new Set(['file-1']), ndaPending: false },
    });
    expect(canSee(fileGrant, locked)).toBe('visible');
  });

  it("counts a grant for its own product only: another product's restricted items stay locked", () => {
    const elsewhere = { ...item, productId: 'product-2' };
    expect(canSee(memberWithAccess, { type: 'item', ...elsewhere })).toBe('restricted');
    expect(canSee(previewing, { type: 'item', ...elsewhere })).toBe('restricted');
    expect(canSee(memberWithAccess, file({ item: elsewhere }))).toBe('restricted');
    const fileGrant = viewer(ACTORS.member, {
      query: { accountId: ACTORS.member.accountId },
      accountAuthorized: true,
      grants: { all: false, itemIds: new Set(), fileIds: new Set(['file-1']), ndaPending: false },
    });
    expect(canSee(fileGrant, file({ item: elsewhere }))).toBe('restricted');
    // A viewer naming no product (a share link without productId) has no grant to count.
    const noProduct: Viewer = { ...memberWithAccess, productId: null };
    expect(canSee(noProduct, { type: 'item', ...item })).toBe('restricted');
    // Public items and staff in main mode are not a matter of grants.
    expect(canSee(memberWithAccess, { type: 'item', ...elsewhere, publicAccess: true })).toBe(
      'visible',
    );
    expect(canSee(editor, { type: 'item', ...elsewhere })).toBe('visible');
  });

  it('keeps restricted documents locked until a required NDA is passed; public ones never wait', () => {
    const ndaPending = viewer(ACTORS.member, {
      query: { accountId: ACTORS.member.accountId },
      accountAuthorized: true,
      grants: { ...everything, ndaPending: true },
    });
    expect(canSee(ndaPending, { type: 'item', ...item })).toBe('visible');
    expect(canSee(ndaPending, file({ item }))).toBe('restricted');
    expect(canSee(ndaPending, file())).toBe('visible');
    expect(canSee(memberWithAccess, file({ item }))).toBe('visible');
    expect(viewerCacheKey(ndaPending)).not.toBe(viewerCacheKey(memberWithAccess));
  });

  it('omits documents on hidden cards and products outside main mode', () => {
    expect(canSee(visitor, file({ cardHidden: true }))).toBe('omitted');
    expect(canSee(visitor, file({ productShown: false }))).toBe('omitted');
    expect(canSee(viewer(staff(['files:view'])), file({ cardHidden: true, access: 'view' }))).toBe(
      'visible',
    );
  });

  it('decides documents in main mode by the staff scopes', () => {
    const viewOnlyStaff = viewer(staff(['files:view']));
    expect(canSee(viewOnlyStaff, file({ access: 'view' }))).toBe('visible');
    expect(canSee(viewOnlyStaff, file())).toBe('restricted');
    expect(canSee(viewer(ACTORS.staffNoScopes), file({ access: 'view' }))).toBe('restricted');
  });

  it('shows private updates and knowledge-base entries only to readers of private content', () => {
    for (const thing of [
      { type: 'update', audience: 'private' },
      { type: 'kb_entry', accessLevel: 'private' },
    ] as const) {
      expect(isShown(visitor, thing)).toBe(false);
      expect(isShown(viewer(ACTORS.member), thing)).toBe(false);
      expect(isShown(memberWithAccess, thing)).toBe(true);
      expect(isShown(editor, thing)).toBe(true);
    }
    expect(isShown(visitor, { type: 'update', audience: 'public' })).toBe(true);
  });
});
