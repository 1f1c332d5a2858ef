/**
 * A small organisation with what the portal tests look for: public, restricted and hidden
 * content, documents, a second product, and a staff admin.
 */
import { PAGE_DATA_ELEMENT_ID, type PageData, type PortalView } from '@candor/domain';
import type { Db } from '../db/client.js';
import {
  buildCard,
  buildFile,
  buildItem,
  buildOrg,
  buildProduct,
  buildStaffUser,
} from '../db/factories.js';
import type { FileStore } from '../storage/fileStore.js';

export const STAFF_EMAIL = 'admin@acme.example';
export const STAFF_PASSWORD = 'correct horse battery staple';

export async function buildPortalFixture(db: Db, fileStore: FileStore) {
  const { org, product, customization } = await buildOrg(db, {
    slug: 'acme',
    name: 'Acme Corp',
    isDefault: true,
    customDomain: 'trust.acme.test',
    product: { slug: 'cloud', name: 'Cloud Platform' },
  });
  const overview = await buildCard(db, { product, kind: 'Overview' });
  await buildItem(db, {
    card: overview,
    title: 'Security at Acme',
    explanation: 'Acme protects customer data.',
    publicAccess: true,
  });
  const dataSecurity = await buildCard(db, { product, kind: 'DataSecurity' });
  const publicItem = await buildItem(db, {
    card: dataSecurity,
    title: 'Encryption at rest',
    publicAccess: true,
    customUrlSlug: 'encryption-at-rest',
  });
  const restrictedItem = await buildItem(db, {
    card: dataSecurity,
    title: 'Penetration test',
    publicAccess: false,
  });
  const publicFile = await buildFile(db, {
    org,
    item: publicItem,
    fileStore,
    originalName: 'Encryption whitepaper.pdf',
  });
  const restrictedFile = await buildFile(db, {
    org,
    item: restrictedItem,
    fileStore,
    originalName: 'Pentest report 2025.pdf',
  });
  // A public item whose document may be read in the portal but not downloaded.
  const viewOnlyItem = await buildItem(db, {
    card: dataSecurity,
    title: 'Architecture overview',
    publicAccess: true,
  });
  const viewOnlyFile = await buildFile(db, {
    org,
    item: viewOnlyItem,
    fileStore,
    originalName: 'Architecture diagram.pdf',
    documentAccessType: 'view-only',
  });
  const hiddenCard = await buildCard(db, {
    product,
    kind: 'Legal',
    hidden: true,
    title: 'Confidential legal',
  });
  const hiddenCardItem = await buildItem(db, {
    card: hiddenCard,
    title: 'Data processing addendum',
    publicAccess: true,
  });
  const hiddenCardFile = await buildFile(db, { org, item: hiddenCardItem, fileStore });

  const mobile = await buildProduct(db, { org, slug: 'mobile', name: 'Mobile App', position: 1 });
  const mobileCard = await buildCard(db, { product: mobile, kind: 'ApplicationSecurity' });
  const mobileItem = await buildItem(db, {
    card: mobileCard,
    title: 'Mobile code signing',
    publicAccess: true,
    customUrlSlug: 'code-signing',
  });

  const staff = await buildStaffUser(db, {
    org,
    email: STAFF_EMAIL,
    password: STAFF_PASSWORD,
    displayName: 'Ada Admin',
  });
  return {
    org,
    customization,
    product,
    mobile,
    cards: { overview, dataSecurity, hiddenCard, mobileCard },
    items: { publicItem, restrictedItem, viewOnlyItem, hiddenCardItem, mobileItem },
    files: { publicFile, restrictedFile, viewOnlyFile, hiddenCardFile },
    staff,
  };
}

export type PortalFixture = Awaited<ReturnType<typeof buildPortalFixture>>;

/** The page data the server embedded in an HTML page (what the browser hydrates from). */
export function pageDataOf(html: string): PageData {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no page data in the HTML');
  return JSON.parse(match[1]) as PageData;
}

/** The portal view a portal page embedded; any other page is an error. */
export function portalViewOf(html: string): PortalView {
  const page = pageDataOf(html);
  if (page.kind !== 'portal') throw new Error(`expected a portal page, got ${page.kind}`);
  return page.view;
}
