/**
 * One viewer per request, for account members and previewing staff: a member's session opens
 * account-external mode only for their own, active, unexpired account; the permission profile
 * says which restricted items and documents they read; a required NDA keeps restricted documents
 * locked until passed; staff preview as an account or profile. A change of access shows on the
 * next request.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAccessGrant, buildAccount, buildFile, buildItem, buildOrg } from '../db/factories.js';
import { buildGrantedMember } from '../testing/grantedMember.js';
import type { AccountMemberRow, AccountRow } from '../db/rows.js';
import {
  accounts,
  accountMembers,
  ndaAcceptances,
  ndaTemplates,
  permissionProfileItems,
  permissionProfiles,
  portalCustomizations,
} from '../db/schema/index.js';
import { itemOnPage, portalView } from '../testing/staffRequest.js';
import { usePortalTestApp } from '../testing/portalTestApp.js';
import { signInAs } from '../testing/testApp.js';
import { STAFF_EMAIL, STAFF_PASSWORD } from '../testing/portalFixture.js';

const { t, f } = usePortalTestApp();

let account: AccountRow;
let member: AccountMemberRow;
let cookie: string;

beforeAll(async () => {
  const db = t.database.db;
  ({ account, member, cookie } = await buildGrantedMember(db, {
    org: f.org,
    product: f.product,
    account: { name: 'Globex' },
    member: { email: 'gina@globex.example' },
  }));
});

const pentest = (view: Awaited<ReturnType<typeof portalView>>) =>
  itemOnPage(view, { uid: f.items.restrictedItem.uid })?.item;

describe('the viewer of an account member', () => {
  it('reads restricted items and documents in account-external mode for their own account', async () => {
    const view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('account_external');
    const item = pentest(view);
    expect(item?.restricted).toBe(false);
    expect(item?.documents[0]?.downloadUrl).toBeTruthy();
  });

  it('is public when asked for the public view, or with another account', async () => {
    // A bare /acme takes the member to their account's view (memberHome.test.ts).
    expect((await portalView(t.app, '/acme?view=public', cookie)).viewer.mode).toBe('public');
    const other = await buildAccount(t.database.db, { org: f.org });
    await buildAccessGrant(t.database.db, { account: other, product: f.product });
    const view = await portalView(t.app, `/acme?accountId=${other.id}`, cookie);
    expect(view.viewer.mode).toBe('public');
    expect(pentest(view)?.restricted).toBe(true);
  });

  it('is a visitor on another organisation’s portal', async () => {
    await buildOrg(t.database.db, { slug: 'initech', product: { slug: 'core', name: 'Core' } });
    const view = await portalView(t.app, `/initech?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('public');
  });

  it('loses access the moment the account expires or is revoked, and gets it back', async () => {
    const db = t.database.db;
    await db
      .update(accounts)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(accounts.id, account.id));
    let view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('public');
    expect(pentest(view)?.restricted).toBe(true);

    await db
      .update(accounts)
      .set({ accessExpiresAt: null, accessStatus: 'revoked' })
      .where(eq(accounts.id, account.id));
    view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('public');

    await db.update(accounts).set({ accessStatus: 'active' }).where(eq(accounts.id, account.id));
    view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('account_external');
    expect(pentest(view)?.restricted).toBe(false);
  });

  it('a revoked member has no session', async () => {
    const db = t.database.db;
    await db
      .update(accountMembers)
      .set({ status: 'revoked' })
      .where(eq(accountMembers.id, member.id));
    expect((await portalView(t.app, `/acme?accountId=${account.id}`, cookie)).viewer.mode).toBe(
      'public',
    );
    await db
      .update(accountMembers)
      .set({ status: 'active' })
      .where(eq(accountMembers.id, member.id));
  });

  it('reads only what the permission profile names', async () => {
    const db = t.database.db;
    const [profile] = await db
      .insert(permissionProfiles)
      .values({ orgId: f.org.id, name: 'Prospects' })
      .returning();
    await db
      .update(accounts)
      .set({ permissionProfileId: profile!.id })
      .where(eq(accounts.id, account.id));
    let view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(view.viewer.mode).toBe('account_external');
    expect(pentest(view)?.restricted).toBe(true);

    await db.insert(permissionProfileItems).values({
      orgId: f.org.id,
      profileId: profile!.id,
      itemId: f.items.restrictedItem.id,
    });
    view = await portalView(t.app, `/acme?accountId=${account.id}`, cookie);
    expect(pentest(view)?.restricted).toBe(false);
    await db.update(accounts).set({ permissionProfileId: null }).where(eq(accounts.id, account.id));
    await db.delete(permissionProfiles).where(eq(permissionProfiles.id, profile!.id));
  });

  it('keeps restricted documents locked until the required NDA is accepted', async () => {
    const db = t.database.db;
    await db
      .update(portalCustomizations)
      .set({ ndaProvider: 'clickwrap' })
      .where(eq(portalCustomizations.orgId, f.org.id));
    let item = pentest(await portalView(t.app, `/acme?accountId=${account.id}`, cookie));
    expect(item?.restricted).toBe(false);
    expect(item?.documents[0]?.downloadUrl ?? null).toBeNull();

    const [template] = await db
      .insert(ndaTemplates)
      .values({ orgId: f.org.id, version: 1, title: 'NDA', body: 'Keep it secret.', sha256: 'x' })
      .returning();
    await db.insert(ndaAcceptances).values({
      orgId: f.org.id,
      templateId: template!.id,
      templateSha256: 'x',
      accountId: account.id,
      memberId: member.id,
      email: member.email,
      name: 'Gina',
    });
    item = pentest(await portalView(t.app, `/acme?accountId=${account.id}`, cookie));
    expect(item?.documents[0]?.downloadUrl).toBeTruthy();
    await db
      .update(portalCustomizations)
      .set({ ndaProvider: 'none' })
      .where(eq(portalCustomizations.orgId, f.org.id));
  });
});

describe('staff previewing', () => {
  it('see the portal as the account, or as a profile, and main mode otherwise', async () => {
    const staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const asAccount = await portalView(t.app, `/acme?accountId=${account.id}`, staff);
    expect(asAccount.viewer.mode).toBe('preview');
    expect(pentest(asAccount)?.restricted).toBe(false);

    const [profile] = await t.database.db
      .insert(permissionProfiles)
      .values({ orgId: f.org.id, name: 'Nothing' })
      .returning();
    const asProfile = await portalView(t.app, `/acme?permissionProfileId=${profile!.id}`, staff);
    expect(asProfile.viewer.mode).toBe('preview');
    expect(pentest(asProfile)?.restricted).toBe(true);
    expect((await portalView(t.app, '/acme', staff)).viewer.mode).toBe('main');
    // An id that is no UUID names nothing: the preview of nobody, not an error.
    const odd = await portalView(t.app, '/acme?accountId=acct-1', staff);
    expect(odd.viewer.mode).toBe('preview');
    expect(pentest(odd)?.restricted).toBe(true);
  });
});

describe('staff previewing as an anonymous visitor (issue 24 §8)', () => {
  it("get exactly the anonymous visitor's content and buttons, whatever else the address names", async () => {
    const staff = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const visitor = await portalView(t.app, '/acme');
    for (const address of [
      '/acme?previewAs=visitor',
      `/acme?previewAs=visitor&accountId=${account.id}`,
    ]) {
      const preview = await portalView(t.app, address, staff);
      expect(preview.viewer.mode).toBe('preview');
      expect(preview.viewer.previewingAs).toEqual({
        accountId: null,
        permissionProfileId: null,
        anonymous: true,
      });
      expect(preview.viewer.abilities).toEqual(visitor.viewer.abilities);
      // The same sections; its share links only carry the preview on, for the same viewer.
      const sections = JSON.stringify(preview.sections).replaceAll('&previewAs=visitor', '');
      expect(JSON.parse(sections)).toEqual(visitor.sections);
      expect(pentest(preview)?.restricted).toBe(true);
    }
    // Another value is no preview at all.
    expect((await portalView(t.app, '/acme?previewAs=admin', staff)).viewer.mode).toBe('main');
  });
});

describe('a grant counts for its own product only (issue 21 §1)', () => {
  it("refuses a member granted one product another product's restricted document, however the link names the product", async () => {
    const db = t.database.db;
    const mobileItem = await buildItem(db, {
      card: f.cards.mobileCard,
      title: 'Mobile pentest',
      publicAccess: false,
    });
    const mobileFile = await buildFile(db, {
      org: f.org,
      item: mobileItem,
      fileStore: t.fileStore,
    });
    const open = (fileId: string, itemUid: string, productId?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/share/${f.org.id}/files/${fileId}?${new URLSearchParams({
          itemUid,
          accountId: account.id,
          ...(productId ? { productId } : {}),
          accessType: 'download',
        }).toString()}`,
        headers: { cookie },
      });
    // The account holds a grant for the Cloud product only.
    expect((await open(mobileFile.id, mobileItem.uid)).statusCode).toBe(403);
    expect((await open(mobileFile.id, mobileItem.uid, f.product.id)).statusCode).toBe(403);
    expect((await open(mobileFile.id, mobileItem.uid, f.mobile.id)).statusCode).toBe(403);
    // Its own product's restricted document still opens.
    const own = await open(f.files.restrictedFile.id, f.items.restrictedItem.uid, f.product.id);
    expect(own.statusCode).toBe(302);
    const bytes = await t.app.inject({
      method: 'GET',
      url: own.headers.location!,
      headers: { cookie },
    });
    expect(bytes.statusCode).toBe(200);
  });
});
