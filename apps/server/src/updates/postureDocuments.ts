/**
 * The public posture (services/portal/getTrustPosture.ts) written for machines: trust.json
 * (signed beside it with the feeds' key, described by trustSchema.ts), llms.txt (the llms.txt
 * convention: a title, a summary, sections of Markdown links) and security.txt (RFC 9116).
 * Each is a pure function of the posture and its addresses, so one revision gives the same bytes.
 */
import type { PortalLinks } from '../presenters/portal/portalLinks.js';

export interface PostureItem {
  uid: string;
  card: string;
  title: string;
  /** Listed on the page, its documents locked ('Get access'). */
  restricted: boolean;
  url: string;
  lastModified: string;
}

export interface PostureCertification {
  uid: string;
  title: string;
  type: string | null;
  auditor: string | null;
  status: string;
  /** YYYY-MM-DD, or null. */
  expiry: string | null;
  lastModified: string;
  url: string;
}

export interface PostureDocument {
  id: string;
  title: string;
  itemUid: string;
  contentType: string;
  size: number;
  /** Of the stored original, hex. */
  sha256: string;
  publishedAt: string;
  /** YYYY-MM-DD, or null. */
  expiresOn: string | null;
  /**
   * The stored original this entry describes: a replaced file is a new version of its document,
   * numbered in the append-only document log (1, 2, …), whose head the document carries.
   */
  version: { number: number; fileId: string; uploadedAt: string };
  url: string;
}

export interface PostureSubprocessor {
  name: string;
  domain: string | null;
  purpose: string | null;
  location: string | null;
}

export interface PostureProduct {
  id: string;
  slug: string;
  name: string;
  url: string;
  certifications: PostureCertification[];
  items: PostureItem[];
  documents: PostureDocument[];
  subprocessors: PostureSubprocessor[];
}

export interface TrustPosture {
  org: { id: string; slug: string; name: string; portalTitle: string; description: string };
  /** The portal's links as seen from the request's host. */
  links: PortalLinks;
  revision: number;
  /** The latest change among the products listed (deterministic for a revision). */
  updatedAt: string;
  contacts: { security: string | null; support: string | null };
  /** Links staff set: the disclosure policy (security.txt's Policy), terms, privacy policy. */
  policies: { disclosure: string | null; terms: string | null; privacy: string | null };
  /** The organisation's document log: how many versions it holds and its newest entry's hash. */
  documentLog: { length: number; head: string | null };
  products: PostureProduct[];
}

/** Where the posture's documents live, as seen from the request's host. */
export interface PostureUrls {
  trustJson: string;
  signature: string;
  publicKey: string;
  schema: string;
  securityTxt: string;
  llmsTxt: string;
  feeds: { atom: string; json: string };
}

export const TRUST_SCHEMA_PATH = '/schemas/trust-v1.json';

/** The addresses of an organisation's posture documents (`product`: the `?product=` scope). */
export function postureUrls(links: PortalLinks, product: string | null): PostureUrls {
  const base = `${links.origin}${links.basePath}`;
  const scope = product === null ? '' : `?product=${encodeURIComponent(product)}`;
  return {
    trustJson: `${base}/.well-known/trust.json${scope}`,
    signature: `${base}/.well-known/trust.json.sig${scope}`,
    publicKey: `${base}/.well-known/candor-signing-key`,
    schema: `${links.origin}${TRUST_SCHEMA_PATH}`,
    securityTxt: `${base}/.well-known/security.txt`,
    llmsTxt: `${base}/llms.txt`,
    feeds: { atom: `${base}/updates.atom`, json: `${base}/updates.json` },
  };
}

/**
 * trust.json: keys in a fixed order (the objects are written literally), two-space indented,
 * one trailing newline. The signature covers exactly these bytes.
 */
export function trustJson(
  posture: TrustPosture,
  urls: PostureUrls,
  product: string | null,
): string {
  const { org, links } = posture;
  const document = {
    $schema: urls.schema,
    organisation: {
      id: org.id,
      slug: org.slug,
      name: org.name,
      url: links.origin + (links.basePath || '/'),
    },
    product,
    revision: posture.revision,
    updatedAt: posture.updatedAt,
    signature: { algorithm: 'Ed25519', url: urls.signature, publicKey: urls.publicKey },
    feeds: urls.feeds,
    contacts: { ...posture.contacts, securityTxt: urls.securityTxt },
    policies: posture.policies,
    documentLog: posture.documentLog,
    products: posture.products,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Text on one line; in a link's label, Markdown's brackets escaped. */
const line = (value: string) => value.replace(/\s+/g, ' ');
const link = (label: string, url: string, note?: string | null) =>
  `- [${line(label).replace(/([\\[\]])/g, '\\$1')}](${url})${note ? `: ${line(note)}` : ''}`;

/** llms.txt: the portal's public pages, items, documents and machine-readable addresses. */
export function llmsTxt(posture: TrustPosture, urls: PostureUrls, securityTxt: boolean): string {
  const { org } = posture;
  const lines = [`# ${line(org.name)} ${line(org.portalTitle)}`, '', `> ${line(org.description)}`];
  const section = (title: string, entries: string[]) => {
    if (entries.length > 0) lines.push('', `## ${line(title)}`, '', ...entries);
  };
  for (const product of posture.products) {
    const certifications = new Set(product.certifications.map((c) => c.uid));
    section(product.name, [
      link(`${product.name} trust center`, product.url),
      ...product.certifications.map((c) =>
        link(
          c.title,
          c.url,
          ['Certification', c.type, c.expiry && `expires ${c.expiry}`].filter(Boolean).join(', '),
        ),
      ),
      ...product.items
        .filter((item) => !item.restricted && !certifications.has(item.uid))
        .map((item) => link(item.title, item.url)),
    ]);
    section(
      `${product.name} documents`,
      product.documents.map((d) => link(d.title, d.url, `SHA-256 ${d.sha256}`)),
    );
    section(
      `${product.name} subprocessors`,
      product.subprocessors.map(
        (s) =>
          `- ${line([s.name, s.domain && `(${s.domain})`].filter(Boolean).join(' '))}` +
          `${s.purpose || s.location ? `: ${line([s.purpose, s.location].filter(Boolean).join(', '))}` : ''}`,
      ),
    );
  }
  section('Machine-readable', [
    link('trust.json', urls.trustJson, 'the signed posture (Ed25519)'),
    link('trust.json signature', urls.signature),
    link('Signing key', urls.publicKey),
    link('Trust updates (Atom)', urls.feeds.atom),
    link('Trust updates (JSON Feed)', urls.feeds.json),
    ...(securityTxt ? [link('security.txt', urls.securityTxt)] : []),
  ]);
  return `${lines.join('\n')}\n`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * security.txt (RFC 9116), or null when there is no contact (an empty one is not valid):
 * Contact from the security mailbox and the support contact when it is a web address, Expires a
 * year from the start of `today` (UTC), Canonical its own address, the disclosure Policy.
 */
export function securityTxt(posture: TrustPosture, urls: PostureUrls, today: Date): string | null {
  const { contacts, policies } = posture;
  const contactLines = [
    contacts.security,
    contacts.support?.startsWith('https://') ? contacts.support : null,
  ]
    .filter((contact) => contact !== null)
    .map((contact) => `Contact: ${contact}`);
  if (contactLines.length === 0) return null;
  const day = Math.floor(today.getTime() / DAY_MS) * DAY_MS;
  const expires = new Date(day + 365 * DAY_MS).toISOString().replace('.000Z', 'Z');
  return [
    ...contactLines,
    `Expires: ${expires}`,
    `Canonical: ${urls.securityTxt}`,
    ...(policies.disclosure ? [`Policy: ${policies.disclosure}`] : []),
    'Preferred-Languages: en',
    '',
  ].join('\n');
}
