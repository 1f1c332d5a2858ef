import { describe, expect, it } from 'vitest';
import type { CardKind } from '../cards/constants.js';
import { findPortalItem, portalCards, portalItems } from './portalSections.js';
import { NO_CARD_ABILITIES, type CardView, type ItemView, type SectionView } from './portalView.js';

const item = (uid: string, kind: CardKind, customUrlSlug: string | null = null): ItemView => ({
  uid,
  kind,
  title: uid,
  subtitle: null,
  explanation: null,
  href: null,
  enabledState: 'Enabled',
  publicAccess: true,
  hidden: false,
  restricted: false,
  isCustom: false,
  featured: false,
  customUrlSlug,
  shareUrl: null,
  auditor: null,
  expiry: null,
  maturity: null,
  recurrence: null,
  type: null,
  logoUrl: null,
  tags: [],
  documents: [],
  lastModified: '2026-01-01T00:00:00.000Z',
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
});

const card = (kind: CardKind, items: ItemView[]): CardView => ({
  kind,
  title: kind,
  hidden: false,
  displayText: null,
  placeholder: null,
  iconUrl: null,
  expandable: true,
  items,
  itemCount: items.length,
  abilities: NO_CARD_ABILITIES,
});

const contact = { enabled: true, onClickAction: 'send-email', href: null } as const;

/** A page with every kind of section, each card holding one item. */
const sections: SectionView[] = [
  {
    id: 'overview_and_certifications',
    hidden: false,
    overview: card('Overview', [item('overview-1', 'Overview')]),
    certifications: card('Certifications', [item('soc2', 'Certifications', 'soc-2')]),
  },
  { id: 'trusted_by', hidden: false, card: card('TrustedBy', [item('acme', 'TrustedBy')]) },
  {
    id: 'subprocessors',
    hidden: false,
    card: card('Subprocessors', [item('aws', 'Subprocessors')]),
    subprocessors: [],
  },
  {
    id: 'documents',
    hidden: false,
    card: card('Documents', [item('pentest', 'Documents')]),
    featured: [],
    documents: [],
    totals: { all: 0, public: 0, private: 0 },
    byCard: [],
    bulkDownload: false,
  },
  {
    id: 'cards',
    hidden: false,
    cards: [
      card('DataSecurity', [item('encryption', 'DataSecurity', 'encryption')]),
      card('ApplicationSecurity', [item('sast', 'ApplicationSecurity')]),
    ],
  },
  { id: 'knowledge_base', hidden: false, title: 'FAQ', entries: [], total: 0 },
  {
    id: 'trust_center_updates',
    hidden: false,
    title: 'Updates',
    topics: [],
    total: 0,
    offer: {
      subscribe: false,
      agreeToTerms: null,
      compose: false,
      feeds: { atom: '/a.atom', json: '/a.json' },
    },
  },
  { id: 'help', hidden: false, title: 'Help', contactSupport: contact, reportIssue: contact },
];

describe('portal sections', () => {
  it('lists the cards of every card-holding section in page order', () => {
    expect(Array.from(portalCards(sections), (c) => c.kind)).toEqual([
      'Overview',
      'Certifications',
      'TrustedBy',
      'Subprocessors',
      'Documents',
      'DataSecurity',
      'ApplicationSecurity',
    ]);
  });

  it('lists every item of the page in page order', () => {
    expect(Array.from(portalItems(sections), (i) => i.uid)).toEqual([
      'overview-1',
      'soc2',
      'acme',
      'aws',
      'pentest',
      'encryption',
      'sast',
    ]);
  });

  it('finds an item and its card by uid or by custom URL slug', () => {
    expect(findPortalItem(sections, { uid: 'pentest' })?.card.kind).toBe('Documents');
    const shared = findPortalItem(sections, { customUrlSlug: 'encryption' });
    expect(shared?.item.uid).toBe('encryption');
    expect(shared?.card.kind).toBe('DataSecurity');
  });

  it('finds an item by name (`itemName`), in any case and word separator', () => {
    expect(findPortalItem(sections, { name: 'PENTEST' })?.item.uid).toBe('pentest');
    expect(findPortalItem(sections, { name: ' Encryption ' })?.card.kind).toBe('DataSecurity');
    expect(findPortalItem(sections, { name: 'encrypt' })).toBeNull();
    expect(findPortalItem(sections, { name: '!!' })).toBeNull();
  });

  it('finds nothing for an item the page does not show', () => {
    expect(findPortalItem(sections, { uid: 'missing' })).toBeNull();
    expect(findPortalItem(sections, { customUrlSlug: 'soc-3' })).toBeNull();
  });
});
