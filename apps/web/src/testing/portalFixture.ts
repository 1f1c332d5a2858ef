/**
 * Hand-built portal views for tests and previews: a believable trust center whose every part
 * can be overridden. Builders take partial overrides; defaults are valid for the contract.
 */
import { NO_ORDERING_ABILITIES } from '@candor/domain/ordering/orderingAbilities';
import { PORTAL_LIST_PAGE_SIZE } from '@candor/domain/portal/portalLists';
import type { CardKind } from '@candor/domain/cards/constants';
import type {
  CardView,
  DocumentView,
  ItemView,
  KbEntryView,
  PortalView,
  SectionView,
  SubprocessorView,
  TopicView,
} from '@candor/domain/portal/portalView';
import { NO_CARD_ABILITIES } from '@candor/domain/portal/portalView';

export function buildItem(overrides: Partial<ItemView> & { uid: string }): ItemView {
  return {
    kind: 'DataSecurity',
    title: `Item ${overrides.uid}`,
    subtitle: null,
    explanation: null,
    href: null,
    enabledState: 'Enabled',
    publicAccess: false,
    hidden: false,
    restricted: false,
    isCustom: false,
    featured: false,
    customUrlSlug: null,
    shareUrl: null,
    auditor: null,
    expiry: null,
    maturity: null,
    recurrence: null,
    type: null,
    logoUrl: null,
    tags: [],
    documents: [],
    lastModified: '2025-03-01T12:00:00.000Z',
    riskProfile: null,
    abilities: {
      edit: false,
      rename: false,
      move: false,
      customUrl: false,
      delete: false,
      hide: false,
      linkDocuments: false,
    },
    ...overrides,
  };
}

export function buildCard(
  overrides: Partial<CardView> & { kind: CardKind; title: string },
): CardView {
  return {
    hidden: false,
    displayText: null,
    placeholder: null,
    iconUrl: null,
    expandable: true,
    items: [],
    abilities: NO_CARD_ABILITIES,
    ...overrides,
    itemCount: overrides.itemCount ?? overrides.items?.length ?? 0,
  };
}

function items(kind: CardKind, titles: [string, string][]): ItemView[] {
  return titles.map(([title, explanation], index) =>
    buildItem({
      uid: `${kind.toLowerCase()}-${index + 1}`,
      kind,
      title,
      explanation,
      tags: index === 1 ? ['In Progress'] : [],
      enabledState: index === 1 ? 'WorkInProgress' : 'Enabled',
    }),
  );
}

const overviewCard = buildCard({
  kind: 'Overview',
  title: 'Overview',
  displayText:
    'Northwind builds payroll software trusted by 4,000 companies. Security is part of how we design, build and run every service.',
  items: items('Overview', [
    ['Security program', 'A dedicated security team reporting to the CTO runs our program.'],
    ['Data residency', 'Customer data stays in the EU (Frankfurt) or the US (Virginia).'],
    ['Uptime', '99.95% availability over the last 12 months.'],
    ['Bug bounty', 'A public program rewards researchers for valid findings.'],
  ]),
});

const certificationsCard = buildCard({
  kind: 'Certifications',
  title: 'Compliance',
  items: [
    buildItem({
      uid: 'cert-soc2',
      kind: 'Certifications',
      title: 'SOC 2 Type II',
      auditor: 'Prescient Assurance',
      expiry: '2026-04-30T00:00:00.000Z',
      logoUrl: '/assets/logos/soc2.png',
      tags: ['Public Access'],
      publicAccess: true,
    }),
    buildItem({
      uid: 'cert-iso27001',
      kind: 'Certifications',
      title: 'ISO 27001',
      logoUrl: '/assets/logos/iso27001.png',
    }),
    buildItem({ uid: 'cert-gdpr', kind: 'Certifications', title: 'GDPR' }),
    buildItem({
      uid: 'cert-hipaa',
      kind: 'Certifications',
      title: 'HIPAA',
      restricted: true,
      logoUrl: '/assets/logos/hipaa.png',
    }),
  ],
});

const trustedByCard = buildCard({
  kind: 'TrustedBy',
  title: 'Trusted By',
  expandable: false,
  items: ['Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries'].map((name, index) =>
    buildItem({ uid: `trusted-${index + 1}`, kind: 'TrustedBy', title: name, logoUrl: null }),
  ),
});

export const fixtureSubprocessors: SubprocessorView[] = [
  {
    id: 'sp-1',
    company: {
      name: 'Amazon Web Services',
      domain: 'aws.amazon.com',
      logoUrl: '/assets/logos/aws.png',
    },
    purpose: 'Cloud hosting',
    location: 'United States, Germany',
    additionalDetails: null,
  },
  {
    id: 'sp-2',
    company: { name: 'Stripe', domain: 'stripe.com', logoUrl: '/assets/logos/stripe.png' },
    purpose: 'Payment processing',
    location: 'United States',
    additionalDetails: null,
  },
  {
    id: 'sp-3',
    company: { name: 'Postmark', domain: 'postmarkapp.com', logoUrl: null },
    purpose: 'Transactional e-mail',
    location: 'United States',
    additionalDetails: null,
  },
];

export const fixtureDocuments: DocumentView[] = [
  {
    fileId: 'file-soc2',
    name: 'SOC 2 Type II Report 2025.pdf',
    contentType: 'application/pdf',
    size: 482_304,
    createdAt: '2025-03-14T09:00:00.000Z',
    itemUid: 'cert-soc2',
    itemTitle: 'SOC 2 Type II',
    itemType: 'SOC 2 Type II',
    cardKind: 'Certifications',
    publicAccess: false,
    featured: true,
    viewUrl: null,
    downloadUrl: null,
  },
  {
    fileId: 'file-pentest',
    name: 'Penetration Test Summary.pdf',
    contentType: 'application/pdf',
    size: 1_250_000,
    createdAt: '2025-06-02T09:00:00.000Z',
    itemUid: 'reports-1',
    itemTitle: 'Penetration test',
    itemType: null,
    cardKind: 'Reports',
    publicAccess: true,
    featured: false,
    viewUrl: '/files/file-pentest?accessType=view',
    downloadUrl: '/files/file-pentest?accessType=download',
  },
];

const securityCards: CardView[] = [
  buildCard({
    kind: 'DataSecurity',
    title: 'Data Security',
    displayText: 'How we protect customer data at rest and in transit.',
    items: items('DataSecurity', [
      ['Encryption at rest', 'AES-256 on every database and backup.'],
      ['Encryption in transit', 'TLS 1.2+ everywhere, HSTS preloaded.'],
      ['Backups', 'Daily encrypted backups, restored and tested monthly.'],
      ['Data erasure', 'Customer data is erased within 30 days of contract end.'],
      ['Key management', 'Keys live in a managed HSM and rotate yearly.'],
    ]),
  }),
  buildCard({
    kind: 'ApplicationSecurity',
    title: 'App Security',
    items: items('ApplicationSecurity', [
      ['Code review', 'Every change is reviewed by a second engineer.'],
      ['Dependency scanning', 'Automated scanning on every build.'],
    ]),
  }),
  buildCard({
    kind: 'AccessControl',
    title: 'Access Control',
    items: items('AccessControl', [
      ['Single sign-on', 'Staff sign in through SSO with hardware keys.'],
      ['Least privilege', 'Production access is granted per task and expires.'],
      ['Access reviews', 'Quarterly reviews of every privileged account.'],
    ]),
  }),
];

const kbEntries: KbEntryView[] = Array.from({ length: 8 }, (_, index) => ({
  id: `kb-${index + 1}`,
  question: `Question number ${index + 1}?`,
  answer: `Answer number ${index + 1}.`,
  answerHtml: `<p>Answer number ${index + 1}.</p>\n`,
  updatedAt: '2025-02-01T00:00:00.000Z',
}));

const topics: TopicView[] = Array.from({ length: 7 }, (_, index) => ({
  id: `topic-${index + 1}`,
  subject: `Update subject ${index + 1}`,
  category: index === 0 ? 'compliance' : 'general',
  isPinned: index === 0,
  hidden: false,
  createdAt: `2025-01-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
  updates: [
    {
      id: `update-${index + 1}`,
      message: `Message ${index + 1}`,
      html: `<p>Message ${index + 1}</p>\n`,
      audience: 'public',
      productIds: null,
      channels: { statusPage: true, email: false },
      createdAt: `2025-01-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
      updatedAt: `2025-01-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
    },
  ],
}));

/** Fresh sections on every call, so a test may change them freely. */
export function buildSections(): SectionView[] {
  return structuredClone(fixtureSections());
}

function fixtureSections(): SectionView[] {
  return [
    { id: 'overview', hidden: false, card: overviewCard },
    { id: 'certifications', hidden: false, card: certificationsCard },
    { id: 'trusted_by', hidden: false, card: trustedByCard },
    {
      id: 'subprocessors',
      hidden: false,
      card: buildCard({ kind: 'Subprocessors', title: 'Subprocessors', expandable: false }),
      subprocessors: fixtureSubprocessors,
    },
    {
      id: 'documents',
      hidden: false,
      card: buildCard({ kind: 'Documents', title: 'Documents' }),
      // As the server sends them: the featured ones, then the rest of the first page.
      featured: fixtureDocuments.filter((d) => d.featured),
      documents: fixtureDocuments.filter((d) => !d.featured),
      totals: {
        all: fixtureDocuments.length,
        public: fixtureDocuments.filter((d) => d.publicAccess).length,
        private: fixtureDocuments.filter((d) => !d.publicAccess).length,
      },
      byCard: [{ kind: 'Reports', title: 'Reports', count: 1, edit: false }],
      bulkDownload: true,
    },
    { id: 'cards', hidden: false, cards: securityCards },
    {
      id: 'knowledge_base',
      hidden: false,
      title: 'Knowledge Base (FAQs)',
      entries: kbEntries,
      total: kbEntries.length,
    },
    {
      id: 'trust_center_updates',
      hidden: false,
      title: 'Trust Center Updates',
      // As the server sends it: the first page, and the total.
      topics: topics.slice(0, PORTAL_LIST_PAGE_SIZE.updates),
      offer: {
        subscribe: true,
        agreeToTerms: null,
        compose: false,
        feeds: {
          atom: 'https://trust.northwind.example/northwind/updates.atom',
          json: 'https://trust.northwind.example/northwind/updates.json',
        },
      },
      total: topics.length,
    },
    {
      id: 'help',
      hidden: false,
      title: 'Help',
      contactSupport: {
        enabled: true,
        onClickAction: 'send-email',
        href: 'mailto:support@northwind.example?subject=Northwind%20Trust%20Center',
      },
      reportIssue: {
        enabled: true,
        onClickAction: 'direct-to-site',
        href: 'https://northwind.example/security',
      },
    },
  ];
}

const defaultProduct = {
  id: 'product-payroll',
  slug: 'payroll',
  name: 'Payroll',
  show: true,
  isDefault: true,
};

/** A public-mode portal view of the fictional Northwind; pass overrides for what a test needs. */
export function buildPortalView(overrides: Partial<PortalView> = {}): PortalView {
  return {
    org: {
      id: 'org-northwind',
      slug: 'northwind',
      name: 'Northwind',
      websiteUrl: 'https://northwind.example',
      logoUrl: '/assets/org/logo.png',
      faviconUrl: '/assets/org/favicon.png',
    },
    customization: {
      revision: 3,
      portalTitle: 'Trust Center',
      showPortalTitle: true,
      publicAccessLevel: 'Full',
      bannerLevel: 'none',
      bannerUrl: null,
      showBuiltOn: true,
      supportMailbox: 'support@northwind.example',
      brandColor: null,
    },
    products: [defaultProduct],
    product: { ...defaultProduct, revision: 7 },
    productLinks: [],
    viewer: {
      mode: 'public',
      staff: null,
      abilities: {
        canEdit: false,
        canSeeHidden: false,
        canRequestAccess: true,
        ...NO_ORDERING_ABILITIES,
      },
    },
    sections: buildSections(),
    notification: null,
    updates: {
      subscribe: true,
      agreeToTerms: null,
      compose: false,
      feeds: {
        atom: 'https://trust.northwind.example/northwind/updates.atom',
        json: 'https://trust.northwind.example/northwind/updates.json',
      },
    },
    openItemUid: null,
    openCardKind: null,
    seo: {
      title: 'Trust Center | Northwind',
      description: "Northwind's security, privacy and compliance posture.",
      canonicalUrl: 'https://trust.northwind.example/northwind',
      siteName: 'Northwind Trust Center',
      imageUrl: 'https://trust.northwind.example/northwind/og.png',
      imageAlt: 'Northwind Trust Center',
      updatedTime: '2025-03-01T12:00:00.000Z',
      postureUrl: 'https://trust.northwind.example/northwind/.well-known/trust.json',
    },
    basePath: '/northwind',
    ...overrides,
  };
}
