import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema/index.js';
import { portalViewOf, STAFF_EMAIL, STAFF_PASSWORD } from '../../testing/portalFixture.js';
import { usePortalTestApp } from '../../testing/portalTestApp.js';
import { BROWSER, signInAs } from '../../testing/testApp.js';

const { t, f } = usePortalTestApp();

describe("signed-in pages follow the viewer's access", () => {
  it('gives a staff member whose scopes change a page with the new abilities on the next request', async () => {
    const cookie = await signInAs(t.app, STAFF_EMAIL, STAFF_PASSWORD);
    const page = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/acme',
        headers: { ...BROWSER, cookie },
      });
      expect(response.statusCode).toBe(200);
      return portalViewOf(response.body).viewer;
    };
    const setScopes = (scopes: string[]) =>
      t.database.db.update(staffUsers).set({ scopes }).where(eq(staffUsers.id, f.staff.user.id));

    expect((await page()).abilities.canEdit).toBe(true);
    // The same page again comes from the viewer's cache entry...
    expect((await page()).abilities.canEdit).toBe(true);

    // ...but no revision is bumped when scopes change: only the viewer's key tells them apart.
    await setScopes(['files:view']);
    const restricted = await page();
    expect(restricted.mode).toBe('main');
    expect(restricted.abilities.canEdit).toBe(false);

    await setScopes(['files:view', 'statuspage:edit']);
    expect((await page()).abilities.canEdit).toBe(true);
  });
});
