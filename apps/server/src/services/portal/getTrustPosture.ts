/**
 * The organisation's public posture, as an anonymous visitor's portal pages show it: for each
 * product such a visitor may see, the page's own view (the same presenter, the same canSee) read
 * down to its certifications, items, the documents the visitor may open and the subprocessors;
 * with the contact points and policy links of the settings. trust.json, llms.txt and
 * security.txt are written from it (updates/postureDocuments.ts), so they never disagree with the
 * page.
 */
import {
  itemHref,
  notFound,
  portalHref,
  portalItems,
  type ItemView,
  type PortalView,
} from '@candor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { documentVersionColumn, readDocumentLogHead } from '../../db/documentLog.js';
import { files } from '../../db/schema/index.js';
import type { PortalLinks } from '../../presenters/portal/portalLinks.js';
import type { OrgRoute } from '../../viewer/portalDirectory.js';
import { loadSettings } from '../settings/loadSettings.js';
import type { RequestContext } from '../serviceContext.js';
import type { PostureProduct, TrustPosture } from '../../updates/postureDocuments.js';
import { anonymousProductViewers } from './anonymousViewers.js';
import { getPortalView } from './getPortalView.js';

const isCertification = (item: ItemView) => item.kind === 'Certifications';

/** The documents the visitor may open (stored originals: a letter made on request has none). */
function openableDocuments(view: PortalView) {
  return [...portalItems(view.sections)].flatMap((item) =>
    item.documents
      .filter((doc) => !doc.generated && (doc.viewUrl ?? doc.downloadUrl) !== null)
      .map((doc) => ({ item, doc })),
  );
}

export async function getTrustPosture(
  ctx: RequestContext,
  org: OrgRoute,
  links: PortalLinks,
  /** One product (the portal's `?product=`), or null for every product. */
  productSlug: string | null,
): Promise<TrustPosture> {
  const viewers = anonymousProductViewers(org).filter(
    ({ product }) => productSlug === null || product.slug === productSlug,
  );
  if (productSlug !== null && viewers.length === 0) throw notFound('Page not found');
  const views = [];
  for (const { product, viewer } of viewers) {
    views.push({ product, view: await getPortalView(ctx, { viewer, links, staff: null }) });
  }
  const fileIds = views.flatMap(({ view }) => openableDocuments(view).map(({ doc }) => doc.fileId));
  const stored = new Map(
    (fileIds.length === 0
      ? []
      : await ctx.db
          .select({
            id: files.id,
            sha256: files.sha256,
            expiresOn: files.expiresOn,
            version: documentVersionColumn,
          })
          .from(files)
          .where(and(eq(files.orgId, org.id), inArray(files.id, fileIds)))
    ).map((row) => [row.id, row]),
  );
  const settings = await loadSettings(ctx.db, org.id);
  const logHead = await readDocumentLogHead(ctx.db, org.id);
  const support = settings.contactSupport;
  const supportContact = !support.enabled
    ? null
    : support.onClickAction === 'direct-to-site'
      ? support.url
      : settings.supportMailbox && `mailto:${settings.supportMailbox}`;

  const products = views.map(({ product, view }): PostureProduct => {
    const location = {
      basePath: links.basePath,
      productSlug: product.isDefault ? null : product.slug,
    };
    const url = (item: ItemView) => new URL(itemHref(location, item), links.origin).href;
    const items = [...portalItems(view.sections)];
    const subprocessors = view.sections.flatMap((s) =>
      s.id === 'subprocessors' ? s.subprocessors : [],
    );
    return {
      id: product.id,
      slug: product.slug,
      name: product.name,
      url: links.origin + portalHref(location),
      certifications: items.filter(isCertification).map((item) => ({
        uid: item.uid,
        title: item.title,
        type: item.type,
        auditor: item.auditor,
        status: item.enabledState,
        expiry: item.expiry,
        lastModified: item.lastModified,
        url: url(item),
      })),
      items: items.map((item) => ({
        uid: item.uid,
        card: item.kind,
        title: item.title,
        restricted: item.restricted,
        url: url(item),
        lastModified: item.lastModified,
      })),
      documents: openableDocuments(view).flatMap(({ item, doc }) => {
        const file = stored.get(doc.fileId);
        if (!file || doc.size === null) return [];
        return [
          {
            id: doc.fileId,
            title: doc.name,
            itemUid: item.uid,
            contentType: doc.contentType,
            size: doc.size,
            sha256: file.sha256,
            publishedAt: doc.createdAt,
            expiresOn: file.expiresOn,
            version: { number: file.version, fileId: doc.fileId, uploadedAt: doc.createdAt },
            url: links.origin + (doc.downloadUrl ?? doc.viewUrl ?? ''),
          },
        ];
      }),
      subprocessors: subprocessors.map((s) => ({
        name: s.company.name,
        domain: s.company.domain,
        purpose: s.purpose,
        location: s.location,
      })),
    };
  });
  const first = views[0]?.view;
  return {
    org: {
      id: org.id,
      slug: org.slug,
      name: org.name,
      portalTitle: org.portalTitle,
      description: first?.seo.description ?? `${org.name} ${org.portalTitle}`,
    },
    links,
    revision: org.revision,
    updatedAt: views.reduce(
      (max, { view }) => (view.seo.updatedTime > max ? view.seo.updatedTime : max),
      new Date(0).toISOString(),
    ),
    contacts: {
      security: settings.securityMailbox && `mailto:${settings.securityMailbox}`,
      support: supportContact,
    },
    policies: {
      disclosure: settings.disclosurePolicyUrl,
      terms: settings.termsUrl,
      privacy: settings.privacyUrl,
    },
    documentLog: {
      length: logHead?.length ?? 0,
      head: logHead?.head ?? null,
    },
    products,
  };
}
