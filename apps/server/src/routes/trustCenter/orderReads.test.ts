import { DEFAULT_SECTION_ORDER, type ProductLayout } from '@candor/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOrg } from '../../db/factories.js';
import { orgFeatures } from '../../db/schema/index.js';
import { bumpRevision } from '../../services/portal/bumpRevision.js';
import { notifyPortalChanged } from '../../fleet/portalChanges.js';
import { usePortalTestApp, useStaffSessions } from '../../testing/portalTestApp.js';
import { orderTestClient } from '../../testing/orderTestClient.js';

const { t, f } = usePortalTestApp();
const client = orderTestClient(t, () => f.org.id);

const sessions = useStaffSessions(t, f, ['files:view']);

const layoutUrl = (productId = f.product.id) => `/api/trust-center/products/${productId}/order`;
const itemsUrl = (kind: string) =>
  `/api/trust-center/products/${f.product.id}/cards/${kind}/items/order`;

describe('GET /api/trust-center/products/{productId}/order', () => {
  it('lists every section with its title and disabled state, and the Cards section’s cards', async () => {
    const response = await client.get(layoutUrl(), sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const layout = response.json<ProductLayout>();
    expect(layout.productSlug).toBe('cloud');
    expect(layout.sectionOrder).toEqual(DEFAULT_SECTION_ORDER);
    expect(layout.sections.overview).toEqual({ title: 'Overview', hidden: false });
    // No certifications card, no trusted-by companies, no subprocessors: disabled.
    expect(layout.sections.certifications).toEqual({ title: 'Compliance', hidden: true });
    expect(layout.sections.trusted_by.hidden).toBe(true);
    expect(layout.sections.subprocessors.hidden).toBe(true);
    expect(layout.sections.documents).toEqual({ title: 'Documents', hidden: false });
    expect(layout.sections.overview_and_certifications).toEqual({
      title: 'Overview and Compliance',
      hidden: false,
    });
    expect(layout.sections.knowledge_base).toEqual({
      title: 'Knowledge Base (FAQs)',
      hidden: false,
    });
    expect(layout.cards).toEqual([
      { kind: 'DataSecurity', title: 'Data Security', hidden: false },
      { kind: 'Legal', title: 'Confidential legal', hidden: true },
    ]);
  });

  it('refuses staff without statuspage:edit and visitors, and hides other organisations', async () => {
    expect((await client.get(layoutUrl(), sessions.limited)).statusCode).toBe(403);
    expect((await client.get(layoutUrl())).statusCode).toBe(401);
    const other = await buildOrg(t.database.db);
    expect((await client.get(layoutUrl(other.product.id), sessions.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/trust-center/products/{productId}/cards/{kind}/items/order', () => {
  it("lists a card's items in page order, disabled ones marked", async () => {
    const response = await client.get(itemsUrl('DataSecurity'), sessions.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'DataSecurity',
      title: 'Data Security',
      featuredColumns: false,
      items: [
        { uid: f.items.viewOnlyItem.uid, title: 'Architecture overview', hidden: false },
        { uid: f.items.publicItem.uid, title: 'Encryption at rest', hidden: false },
        { uid: f.items.restrictedItem.uid, title: 'Penetration test', hidden: false },
      ],
    });
  });

  it('lists every item with documents for the Documents card, with two columns', async () => {
    const response = await client.get(itemsUrl('Documents'), sessions.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ featuredColumns: boolean; items: { uid: string }[] }>();
    expect(body.featuredColumns).toBe(true);
    expect(body.items.map((item) => item.uid).sort()).toEqual(
      [
        f.items.publicItem.uid,
        f.items.restrictedItem.uid,
        f.items.viewOnlyItem.uid,
        f.items.hiddenCardItem.uid,
      ].sort(),
    );
  });

  it('answers 404 for a card the product does not have and 403 without the scope', async () => {
    expect((await client.get(itemsUrl('Esg'), sessions.admin)).statusCode).toBe(404);
    expect((await client.get(itemsUrl('DataSecurity'), sessions.limited)).statusCode).toBe(403);
  });
});

describe("the page's re-order abilities", () => {
  /** What an operator's plan change must do: new revisions, and the caches told. */
  const bumpProduct = async () => {
    await t.database.db.transaction((tx) => bumpRevision(tx, f.org.id, f.product.id));
    notifyPortalChanged(f.org.id);
  };

  it('offer the buttons to an editor in main mode and nothing to visitors or readers', async () => {
    const staff = (await client.page(sessions.admin)).viewer.abilities;
    expect(staff).toMatchObject({
      reorderSections: true,
      reorderSectionsLocked: false,
      reorderCards: true,
    });
    expect((await client.page()).viewer.abilities).toMatchObject({
      reorderSections: false,
      reorderSectionsLocked: false,
      reorderCards: false,
    });
    expect((await client.page(sessions.limited)).viewer.abilities).toMatchObject({
      reorderSections: false,
      reorderCards: false,
    });
  });

  it('lock section re-ordering when the plan lacks section customisation', async () => {
    await t.database.db
      .update(orgFeatures)
      .set({ plan: 'starter' })
      .where(eq(orgFeatures.orgId, f.org.id));
    // A plan change made by the operator drops the cached pages through a new revision.
    await bumpProduct();
    try {
      expect((await client.page(sessions.admin)).viewer.abilities).toMatchObject({
        reorderSections: false,
        reorderSectionsLocked: true,
        reorderCards: true,
      });
    } finally {
      await t.database.db
        .update(orgFeatures)
        .set({ plan: 'self_hosted' })
        .where(eq(orgFeatures.orgId, f.org.id));
      await bumpProduct();
    }
  });
});
