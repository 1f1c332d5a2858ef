import { DEFAULT_SECTION_ORDER, ORDERING_MESSAGES, type SectionId } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../db/audit.js';
import { buildOrg } from '../../db/factories.js';
import { orgFeatures, portalCustomizations, products } from '../../db/schema/index.js';
import { notifyPortalChanged } from '../../fleet/portalChanges.js';
import { errorBodyOf } from '../../testing/errorBody.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { orderTestClient } from '../../testing/orderTestClient.js';

const { t, f } = usePortalTestApp();
const client = orderTestClient(t, () => f.org.id);

const sessions = useStaffSessions(t, f, ['files:view']);

const url = (productId = f.product.id) => `/api/trust-center/products/${productId}`;
const savedOrder = async () => {
  const [row] = await t.database.db
    .select({ sectionOrder: products.sectionOrder })
    .from(products)
    .where(eq(products.id, f.product.id));
  return row?.sectionOrder;
};
const pageOrder = async (cookie?: string) => (await client.page(cookie)).sections.map((s) => s.id);

const reversed: SectionId[] = [...DEFAULT_SECTION_ORDER].reverse();

describe('the help section, on the page and in the re-order dialog (issue 21 §18)', () => {
  const helpOf = async (cookie?: string) =>
    (await client.page(cookie)).sections.find((section) => section.id === 'help');
  const dialogHelp = async () =>
    (await client.get(`${url()}/order`, sessions.admin)).json<{
      sections: Record<SectionId, { hidden: boolean }>;
    }>().sections.help;
  const setMailboxes = async (supportMailbox: string | null, securityMailbox: string | null) => {
    await t.database.db
      .update(portalCustomizations)
      .set({ supportMailbox, securityMailbox })
      .where(eq(portalCustomizations.orgId, f.org.id));
    notifyPortalChanged(f.org.id);
  };

  it('is hidden alike when no contact has anywhere to go, and shown alike when one has', async () => {
    // Contacts enabled to send e-mail, but no mailbox: visitors get no help section.
    await setMailboxes(null, null);
    expect(await helpOf()).toBeUndefined();
    expect((await helpOf(sessions.admin))?.hidden).toBe(true);
    expect((await dialogHelp()).hidden).toBe(true);

    await setMailboxes('support@acme.example', null);
    expect((await helpOf())?.hidden).toBe(false);
    expect((await helpOf(sessions.admin))?.hidden).toBe(false);
    expect((await dialogHelp()).hidden).toBe(false);
    await setMailboxes(f.customization.supportMailbox, f.customization.securityMailbox);
  });
});

describe('PATCH /api/trust-center/products/{productId} (section order)', () => {
  it('saves the order: the snack, an audit row, and the pages show the new order', async () => {
    const anonymousBefore = await pageOrder();
    expect(anonymousBefore.indexOf('overview')).toBeLessThan(anonymousBefore.indexOf('cards'));
    const auditsBefore = (await client.audits('product')).length;

    const response = await client.patch(
      `${url()}?accountId=acct-1&permissionProfileId=profile-1`,
      { sections: reversed },
      sessions.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sections: reversed, message: 'Updated section order' });

    const staffOrder = await pageOrder(sessions.admin);
    expect(staffOrder).toEqual(reversed.filter((id) => staffOrder.includes(id)));
    const anonymousAfter = await pageOrder();
    expect(anonymousAfter.indexOf('cards')).toBeLessThan(anonymousAfter.indexOf('overview'));

    const audits = await client.audits('product');
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({
      action: 'product.sectionsReordered',
      entityId: f.product.id,
      before: { sections: DEFAULT_SECTION_ORDER },
      after: { sections: reversed },
    });
    expect(await verifyAuditChain(t.database.db, f.org.id)).toMatchObject({ ok: true });
  });

  it('saves Overview and Certifications combined, and separated again', async () => {
    const combined: SectionId[] = [
      'overview_and_certifications',
      'help',
      'cards',
      'trusted_by',
      'subprocessors',
      'documents',
      'knowledge_base',
      'trust_center_updates',
    ];
    const response = await client.patch(url(), { sections: combined }, sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(await savedOrder()).toEqual(combined);
    // The fixture has no certifications card: the combined row shows the overview card alone.
    expect((await pageOrder(sessions.admin)).slice(0, 2)).toEqual(['overview', 'help']);

    const separate = await client.patch(url(), { sections: DEFAULT_SECTION_ORDER }, sessions.admin);
    expect(separate.statusCode).toBe(200);
    expect(await savedOrder()).toEqual(DEFAULT_SECTION_ORDER);
  });

  it.each([
    [
      'an unknown section',
      [...DEFAULT_SECTION_ORDER.slice(1), 'ghost'],
      ORDERING_MESSAGES.unknownSection,
    ],
    [
      'a repeated section',
      [...DEFAULT_SECTION_ORDER.slice(1), 'help'],
      ORDERING_MESSAGES.sectionsIncomplete,
    ],
    ['a missing section', DEFAULT_SECTION_ORDER.slice(1), ORDERING_MESSAGES.sectionsIncomplete],
    ['no sections', [], ORDERING_MESSAGES.sectionsIncomplete],
    [
      'the combined row beside a separate one',
      [...DEFAULT_SECTION_ORDER.slice(1), 'overview_and_certifications'],
      ORDERING_MESSAGES.overviewCombinedTwice,
    ],
    ['a string instead of a list', 'help', ORDERING_MESSAGES.sectionsIncomplete],
    ['numbers', [1, 2, 3], ORDERING_MESSAGES.unknownSection],
    [
      'a huge list',
      Array.from({ length: 10_000 }, () => 'help'),
      ORDERING_MESSAGES.sectionsIncomplete,
    ],
  ])('refuses %s with 400 and its message, changing nothing', async (_case, sections, message) => {
    const before = await savedOrder();
    const auditsBefore = (await client.audits('product')).length;
    const response = await client.patch(url(), { sections }, sessions.admin);
    expect(response.statusCode).toBe(400);
    expect(errorBodyOf(response).message).toBe(message);
    expect(await savedOrder()).toEqual(before);
    expect(await client.audits('product')).toHaveLength(auditsBefore);
  });

  it('refuses staff without statuspage:edit (403) and asks visitors to sign in (401)', async () => {
    const before = await savedOrder();
    const reader = await client.patch(url(), { sections: reversed }, sessions.limited);
    expect(reader.statusCode).toBe(403);
    expect(errorBodyOf(reader).code).toBe('forbidden');
    const visitor = await client.patch(url(), { sections: reversed });
    expect(visitor.statusCode).toBe(401);
    expect(await savedOrder()).toEqual(before);
  });

  it("answers 404 for another organisation's product, leaving it as it was", async () => {
    const other = await buildOrg(t.database.db);
    const readTheirs = async () =>
      (
        await t.database.db
          .select({ sectionOrder: products.sectionOrder })
          .from(products)
          .where(eq(products.id, other.product.id))
      )[0]?.sectionOrder;
    const before = await readTheirs();
    const response = await client.patch(
      url(other.product.id),
      { sections: reversed },
      sessions.admin,
    );
    expect(response.statusCode).toBe(404);
    expect(await readTheirs()).toEqual(before);
  });

  it('refuses with the upgrade message when the plan lacks section customisation', async () => {
    const setFeatures = (values: { plan?: string; flags?: Record<string, boolean> }) =>
      t.database.db.update(orgFeatures).set(values).where(eq(orgFeatures.orgId, f.org.id));
    await setFeatures({ plan: 'starter' });
    try {
      const before = await savedOrder();
      const auditsBefore = (await client.audits('product')).length;
      const response = await client.patch(url(), { sections: reversed }, sessions.admin);
      expect(response.statusCode).toBe(403);
      expect(errorBodyOf(response).message).toBe(ORDERING_MESSAGES.sectionCustomizationLocked);
      expect(await savedOrder()).toEqual(before);
      expect(await client.audits('product')).toHaveLength(auditsBefore);
      // Without the scope the answer stays the plain refusal.
      const reader = await client.patch(url(), { sections: reversed }, sessions.limited);
      expect(errorBodyOf(reader).message).not.toBe(ORDERING_MESSAGES.sectionCustomizationLocked);

      // A flag the operator sets grants the feature on top of the plan.
      await setFeatures({ flags: { sectionCustomization: true } });
      const granted = await client.patch(url(), { sections: reversed }, sessions.admin);
      expect(granted.statusCode, granted.body).toBe(200);
    } finally {
      await setFeatures({ plan: 'self_hosted', flags: {} });
    }
  });
});
