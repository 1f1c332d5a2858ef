import type { CompanySource } from '../companies/company.js';
/**
 * The contract between the server's portal presenter and the web app: everything the portal
 * page shows, already filtered for the viewer. The web app never re-derives visibility.
 */
import type { VisitorShell } from '../consent/visitorShell.js';
import type {
  BannerLevel,
  CardKind,
  ContactAction,
  EnabledState,
  PublicAccessLevel,
  SectionId,
  UpdateCategory,
} from '../cards/constants.js';
import type { BridgeLetter } from '../items/item.js';
import type { AskAiView } from '../search/askAi.rules.js';
import type { IntegrationEditView, IntegrationView } from '../integrations/integration.rules.js';
import type { SecurityGradeView } from '../integrations/securityGrades.js';
import type { UpdateAudience } from '../updates/updates.constants.js';
import type { PortalAbilities } from './mode.js';

export type PortalMode = 'public' | 'account_external' | 'preview' | 'main';

export interface ItemDocumentView {
  fileId: string;
  name: string;
  contentType: string;
  /** Bytes; null for a document made on request (its size is known only once made). */
  size: number | null;
  /** When the file was uploaded (ISO 8601). */
  createdAt: string;
  /** Opens the document in the browser; null when the viewer may not (restricted). */
  viewUrl: string | null;
  /** Downloads it; null when the viewer may not (restricted, or a view-only file). */
  downloadUrl: string | null;
  /** Made on request from the item (its bridge letter), not an uploaded file. */
  generated?: boolean;
  /** Sealed at rest: opening it takes a decryption ('This file is encrypted so…'). */
  encrypted?: boolean;
}

/** An item's bridge letter as its editor sees it in the drawer's edit mode. */
export interface BridgeLetterEditView {
  /** The stored letter; null when none was ever saved. */
  letter: BridgeLetter | null;
  /** The plan lacks bridge letters: the control shows locked with the upgrade tooltip. */
  locked: boolean;
  /** The generated PDF's file name for each letter type (the form shows the chosen one's). */
  fileNames: Readonly<Record<'SOC 1' | 'SOC 2', string>>;
}

export interface ItemView {
  uid: string;
  kind: CardKind;
  title: string;
  subtitle: string | null;
  explanation: string | null;
  href: string | null;
  enabledState: EnabledState;
  publicAccess: boolean;
  hidden: boolean;
  /** The viewer sees the item but not its documents (restricted, no access). */
  restricted: boolean;
  isCustom: boolean;
  featured: boolean;
  customUrlSlug: string | null;
  /** Shareable link built from the custom URL slug, when there is one. */
  shareUrl: string | null;
  auditor: string | null;
  expiry: string | null;
  maturity: string | null;
  recurrence: string | null;
  type: string | null;
  logoUrl: string | null;
  /**
   * A small uploaded logo itself, as a data: URI (raster, or sanitized SVG), on the page's first
   * logos: shown with no request of its own. Absent otherwise (`logoUrl` loads lazily).
   */
  logoDataUrl?: string;
  tags: string[];
  documents: ItemDocumentView[];
  lastModified: string;
  /** The risk profile answers ('{question}': value), on the RiskProfile card's item only. */
  riskProfile: Readonly<Record<string, string>> | null;
  /** What this viewer may do to the item (from the item policy, main mode only). */
  abilities: ItemAbilities;
  /** Editors only, on items that carry one (Reports): the bridge letter to edit. */
  bridgeLetter?: BridgeLetterEditView | null;
  /**
   * A bug-bounty or status-page item's live figures (absent on other items; null while nothing
   * is connected or the plan lacks integrations).
   */
  integration?: IntegrationView | null;
  /** Editors only: the item's connection, for the connect flow in edit mode. */
  integrationEdit?: IntegrationEditView;
  /** A SecurityGrades item's grade. */
  securityGrade?: SecurityGradeView | null;
}

export interface ItemAbilities {
  edit: boolean;
  /** Its title may change (custom items, or the itemRenaming feature). */
  rename: boolean;
  /** 'Move item to a different card'. */
  move: boolean;
  /** 'Create custom url'. */
  customUrl: boolean;
  /** 'Delete custom item'. */
  delete: boolean;
  /** A restricted item may also be hidden (the restrictedFiles feature). */
  hide: boolean;
  /** Documents may be linked and unlinked in the drawer's item form (document.manage). */
  linkDocuments: boolean;
}

/**
 * The entries of a card's actions menu this viewer may use: the card policy, the kind's menu
 * (staff-content.md §3) and the plan's features, decided on the server.
 */
export interface CardAbilities {
  edit: boolean;
  hide: boolean;
  displayText: boolean;
  placeholder: boolean;
  reorderItems: boolean;
  changeIcon: boolean;
  /** The viewer could change the icon but the plan lacks card icon replacement: shown locked. */
  changeIconLocked: boolean;
  /** The card title may be renamed in the drawer's edit mode (the cardRenaming feature). */
  rename: boolean;
}

/** A card's menu for a viewer who may do nothing to it. */
export const NO_CARD_ABILITIES: CardAbilities = {
  edit: false,
  hide: false,
  displayText: false,
  placeholder: false,
  reorderItems: false,
  changeIcon: false,
  changeIconLocked: false,
  rename: false,
};

export interface CardView {
  kind: CardKind;
  title: string;
  hidden: boolean;
  displayText: string | null;
  placeholder: string | null;
  iconUrl: string | null;
  /** Whether the expand affordance is offered to this viewer. */
  expandable: boolean;
  /**
   * The card's items. A grid card in the page data holds only the ones its tile shows; the
   * expanded card fetches the rest (`itemCount` says how many there are).
   */
  items: ItemView[];
  itemCount: number;
  /** What this viewer may do to the card (from the card policy, main mode only). */
  abilities: CardAbilities;
}

export interface SubprocessorView {
  id: string;
  company: {
    name: string;
    domain: string | null;
    logoUrl: string | null;
    /** The company catalogue's entry; absent or null for a typed name. */
    companyId?: string | null;
    /** Which catalogue (or 'custom' for a typed name). */
    source?: CompanySource;
  };
  purpose: string | null;
  location: string | null;
  additionalDetails: string | null;
}

export interface DocumentView {
  fileId: string;
  name: string;
  contentType: string;
  /** Bytes; null for a document made on request. */
  size: number | null;
  createdAt: string;
  itemUid: string;
  itemTitle: string;
  /** The item's type (e.g. 'SOC 2 Type II'), when it has one. */
  itemType: string | null;
  cardKind: CardKind;
  publicAccess: boolean;
  featured: boolean;
  /** As in ItemDocumentView. */
  viewUrl: string | null;
  downloadUrl: string | null;
  generated?: boolean;
  encrypted?: boolean;
}

export interface DocumentCardCount {
  kind: CardKind;
  title: string;
  count: number;
  edit: boolean;
}

export interface KbEntryView {
  id: string;
  question: string;
  /** Markdown as staff wrote it. */
  answer: string;
  /** The answer rendered by the server: no raw HTML, only safe links, no images. */
  answerHtml: string;
  updatedAt: string;
}

export interface UpdateView {
  id: string;
  /** Markdown, as staff wrote it (the composer edits it). */
  message: string;
  /** The message rendered to HTML by the server, with nothing that can run or load. */
  html: string;
  createdAt: string;
  updatedAt: string;
  audience: UpdateAudience;
  /** Null: every product. */
  productIds: string[] | null;
  channels: { statusPage: boolean; email: boolean };
}

export interface TopicView {
  id: string;
  subject: string;
  category: UpdateCategory;
  isPinned: boolean;
  hidden: boolean;
  createdAt: string;
  updates: UpdateView[];
}

/** The terms a subscriber agrees to: the provider's, and the organisation's own when set. */
export interface SubscribeTerms {
  termsUrl: string | null;
  privacyUrl: string | null;
}

export interface UpdatesOffer {
  /** The Subscribe button, popover and side container show. */
  subscribe: boolean;
  /** The subscribe form's agree-to-terms checkbox (visitor-portal.md §5); null: none. */
  agreeToTerms: SubscribeTerms | null;
  /** Staff may compose topics and updates on the card (main mode, statuspage:edit or updates:edit). */
  compose: boolean;
  /** The public updates as feeds, absolute URLs. */
  feeds: { atom: string; json: string };
}

export interface ContactView {
  enabled: boolean;
  onClickAction: ContactAction;
  /** mailto: or https: target. */
  href: string | null;
}

export type SectionView =
  | { id: 'overview'; hidden: boolean; card: CardView }
  | { id: 'certifications'; hidden: boolean; card: CardView }
  | {
      id: 'overview_and_certifications';
      hidden: boolean;
      overview: CardView;
      certifications: CardView;
    }
  | { id: 'trusted_by'; hidden: boolean; card: CardView }
  | { id: 'subprocessors'; hidden: boolean; card: CardView; subprocessors: SubprocessorView[] }
  | {
      id: 'documents';
      hidden: boolean;
      card: CardView;
      /** Every featured document: the 'Featured Documents' block. */
      featured: DocumentView[];
      /**
       * The rest of the first page of all documents (which lists the featured ones first): the
       * featured ones are not repeated. `firstDocumentsPage` puts the page back together.
       */
      documents: DocumentView[];
      /** Documents per tab: the tabs show only when both public and private ones exist. */
      totals: { all: number; public: number; private: number };
      /**
       * Documents per card (staff-content.md §2 "Documents card"), in page order, with whether
       * this viewer edits the card (Edit) or only opens it (View).
       */
      byCard: DocumentCardCount[];
      /**
       * 'Bulk download' is offered: the Trust Center allows it and the viewer may download at
       * least one document (staff-content.md §6).
       */
      bulkDownload: boolean;
    }
  | {
      id: 'cards';
      hidden: boolean;
      cards: CardView[];
      /** Editors only ('Add card', the card policy's card.add): the kinds not yet on the product. */
      addableKinds?: CardKind[];
    }
  | {
      id: 'knowledge_base';
      hidden: boolean;
      title: string;
      /** The first page; the rest is fetched page by page. */
      entries: KbEntryView[];
      total: number;
    }
  | {
      id: 'trust_center_updates';
      hidden: boolean;
      title: string;
      /** The first page, pinned first; other pages are fetched. */
      topics: TopicView[];
      total: number;
      offer: UpdatesOffer;
    }
  | {
      id: 'help';
      hidden: boolean;
      title: string;
      contactSupport: ContactView;
      reportIssue: ContactView;
    };

/** Narrowing helper so code can say `SectionOf<'cards'>`. */
export type SectionOf<Id extends SectionId> = Extract<SectionView, { id: Id }>;

export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  show: boolean;
  isDefault: boolean;
}

export interface PortalView {
  org: {
    id: string;
    slug: string;
    name: string;
    websiteUrl: string | null;
    logoUrl: string | null;
    /**
     * The logo's intrinsic size in pixels, for the `<img>`'s width and height (the browser
     * reserves its box before the image arrives). Absent when the stored image could not be read.
     */
    logoSize?: { width: number; height: number } | null;
    /**
     * A small logo itself, as a data: URI (raster, or sanitized SVG): the header shows it with
     * no request of its own. Absent for a large logo or one that could not be read.
     */
    logoDataUrl?: string;
    faviconUrl: string | null;
  };
  customization: {
    revision: number;
    portalTitle: string;
    showPortalTitle: boolean;
    publicAccessLevel: PublicAccessLevel;
    bannerLevel: BannerLevel;
    bannerUrl: string | null;
    showBuiltOn: boolean;
    supportMailbox: string | null;
    /** The organisation's brand colour (#rrggbb), applied to the portal; null for Candor's. */
    brandColor: string | null;
  };
  products: ProductSummary[];
  product: ProductSummary & { revision: number };
  productLinks: { name: string; link: string }[];
  viewer: {
    mode: PortalMode;
    staff: { email: string; displayName: string } | null;
    abilities: PortalAbilities;
    /**
     * An account member of this organisation is signed in (whatever the mode: their access may
     * have expired): the page asks `auth/me` for the account menu. Absent for everyone else.
     */
    member?: { accountId: string } | null;
    /** Whom staff preview the portal as (preview mode). */
    previewingAs?: {
      accountId: string | null;
      permissionProfileId: string | null;
      anonymous?: boolean;
    } | null;
    /**
     * A signed-in account member's NDA (account-external mode only): pending while the
     * organisation's (or the account's) NDA has not been passed, which locks restricted
     * documents. Optional: views built before accounts existed carry none.
     */
    nda?: { accountId: string; pending: boolean } | null;
    /**
     * A signed-in member in account-external mode: what the organisation lets them do
     * (questionnaires, the TPRM hand-off, comments; domain `externalAbilities`). Absent otherwise.
     */
    external?: {
      accountId: string;
      questionnaires: boolean;
      tprm: boolean;
      comments: boolean;
    } | null;
  };
  sections: SectionView[];
  /** Latest trust update within the notification window, if any. */
  notification: { topicId: string; subject: string } | null;
  /** Trust updates: the subscribe offer (non-main modes, when enabled) and the feeds. */
  updates: UpdatesOffer;
  /** Share, welcome modal and cookie consent (issue 11); absent: none of them. */
  shell?: VisitorShell;
  /** Item to open on load (from ?itemUid=, ?itemName=, a shared item link or an open card). */
  openItemUid: string | null;
  /**
   * The card whose drawer the page opens (the expanded card state of the address, or the card
   * of the item to open): the server renders that drawer into the HTML.
   */
  openCardKind: CardKind | null;
  seo: {
    title: string;
    description: string;
    canonicalUrl: string;
    siteName: string;
    imageUrl: string;
    imageAlt: string;
    updatedTime: string;
    /** The signed posture (trust.json) of the page's organisation, or of its product. */
    postureUrl: string;
  };
  /** Base URL for links the page builds (e.g. '/acme'). */
  basePath: string;
  /**
   * Ask AI for this viewer (visitor-portal.md §4): the level and a disabled switch's tooltip.
   * Absent means None.
   */
  askAi?: AskAiView;
}
