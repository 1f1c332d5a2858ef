/**
 * Everything one product's portal page is built from, read in a fixed number of queries
 * (one per table, run together) whatever the number of cards, items and files.
 */
import { effectiveFeatures, PORTAL_DEFAULTS } from '@candor/domain';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { kbEntryOnProduct, updateOnProduct } from '../../db/productScope.js';
import { loadProductIntegrations } from '../integrations/productIntegrations.js';
import type { PortalContent } from '../../presenters/portal/portalContent.js';
import { withoutSearchVectors, type CustomizationRow } from '../../db/rows.js';
import { KB_ENTRY_ORDER } from '../knowledgeBase/kbTable.js';
import {
  cards,
  files,
  itemFiles,
  items,
  kbEntries,
  orgFeatures,
  organizations,
  portalCustomizations,
  productLinks,
  products,
  subprocessors,
  updateProducts,
  updateTopics,
  updates,
} from '../../db/schema/index.js';

/** Null when the organisation or the product (of that organisation) does not exist. */
export async function loadPortalContent(
  db: Db,
  orgId: string,
  productId: string,
): Promise<PortalContent | null> {
  const [
    orgRows,
    productRows,
    linkRows,
    cardRows,
    itemRows,
    itemFileRows,
    subprocessorRows,
    kbRows,
    topicRows,
    updateRows,
    integrationRows,
  ] = await Promise.all([
    db
      .select({ org: organizations, customization: portalCustomizations, features: orgFeatures })
      .from(organizations)
      .leftJoin(portalCustomizations, eq(portalCustomizations.orgId, organizations.id))
      .leftJoin(orgFeatures, eq(orgFeatures.orgId, organizations.id))
      .where(eq(organizations.id, orgId))
      .limit(1),
    db
      .select()
      .from(products)
      .where(eq(products.orgId, orgId))
      .orderBy(asc(products.position), asc(products.name)),
    db
      .select()
      .from(productLinks)
      .where(eq(productLinks.orgId, orgId))
      .orderBy(asc(productLinks.position)),
    db
      .select()
      .from(cards)
      .where(and(eq(cards.orgId, orgId), eq(cards.productId, productId))),
    db
      .select(withoutSearchVectors(getTableColumns(items)))
      .from(items)
      .where(and(eq(items.orgId, orgId), eq(items.productId, productId))),
    db
      .select({
        itemId: itemFiles.itemId,
        position: itemFiles.position,
        fileId: files.id,
        originalName: files.originalName,
        contentType: files.contentType,
        size: files.size,
        sha256: files.sha256,
        createdAt: files.createdAt,
        documentAccessType: files.documentAccessType,
        encryptedType: files.encryptedType,
      })
      .from(itemFiles)
      .innerJoin(files, eq(files.id, itemFiles.fileId))
      .innerJoin(items, eq(items.id, itemFiles.itemId))
      .where(and(eq(itemFiles.orgId, orgId), eq(items.productId, productId)))
      .orderBy(asc(itemFiles.position), asc(files.originalName), asc(files.id)),
    db
      .select()
      .from(subprocessors)
      .where(and(eq(subprocessors.orgId, orgId), eq(subprocessors.productId, productId)))
      .orderBy(asc(subprocessors.createdAt), asc(subprocessors.id)),
    db
      .select(withoutSearchVectors(getTableColumns(kbEntries)))
      .from(kbEntries)
      .where(and(eq(kbEntries.orgId, orgId), kbEntryOnProduct(productId)))
      .orderBy(...KB_ENTRY_ORDER),
    db
      .select(withoutSearchVectors(getTableColumns(updateTopics)))
      .from(updateTopics)
      .where(eq(updateTopics.orgId, orgId))
      .orderBy(desc(updateTopics.createdAt), asc(updateTopics.id)),
    db
      .select({
        ...withoutSearchVectors(getTableColumns(updates)),
        // The products a limited update names (the composer shows and edits them).
        productIds: sql<string[]>`coalesce((select array_agg(${updateProducts.productId}::text)
          from ${updateProducts} where ${updateProducts.updateId} = ${updates.id}), '{}')`,
      })
      .from(updates)
      .where(and(eq(updates.orgId, orgId), updateOnProduct(productId)))
      .orderBy(desc(updates.createdAt), asc(updates.id)),
    loadProductIntegrations(db, orgId, productId),
  ]);

  const orgRow = orgRows[0];
  const product = productRows.find((row) => row.id === productId);
  if (!orgRow || !product) return null;
  const customization: CustomizationRow = orgRow.customization ?? defaultCustomization(orgId);

  return {
    org: orgRow.org,
    customization,
    // No features row: the column default, a self-hosted installation's plan.
    flags: effectiveFeatures(orgRow.features?.plan ?? 'self_hosted', orgRow.features?.flags),
    products: productRows,
    product,
    productLinks: linkRows,
    cards: cardRows,
    items: itemRows,
    itemFiles: itemFileRows,
    subprocessors: subprocessorRows,
    kbEntries: kbRows,
    topics: topicRows,
    updates: updateRows,
    integrations: integrationRows,
  };
}

/** The schema's defaults, for an organisation whose customization row was never written. */
function defaultCustomization(orgId: string): CustomizationRow {
  const epoch = new Date(0);
  return {
    orgId,
    revision: 1,
    portalTitle: PORTAL_DEFAULTS.portalTitle,
    showPortalTitle: true,
    publicAccessLevel: PORTAL_DEFAULTS.publicAccessLevel,
    bannerLevel: 'medium',
    showBuiltOn: true,
    supportMailbox: null,
    securityMailbox: null,
    contactSupport: { enabled: true, onClickAction: 'send-email' },
    reportIssue: { enabled: true, onClickAction: 'send-email' },
    accessRequestFields: {},
    scripts: {},
    documentAccessType: PORTAL_DEFAULTS.documentAccessType,
    updatesSubscriptionEnabled: true,
    subscribeTermsRequired: false,
    commentsEnabled: true,
    questionnairesEnabled: true,
    bulkDownloadEnabled: true,
    publishedAt: null,
    ndaProvider: 'none',
    defaultAccessDays: null,
    autoApprove: 'never',
    blockFreeEmail: true,
    brandColor: null,
    accessRequestsMailbox: null,
    byoidPublicKey: null,
    byoidJwksUrl: null,
    askUrl: null,
    askEnabled: false,
    askSecretSealed: null,
    bannerAssetId: null,
    welcomeEnabled: false,
    termsUrl: null,
    privacyUrl: null,
    disclosurePolicyUrl: null,
    updatedAt: epoch,
  };
}
